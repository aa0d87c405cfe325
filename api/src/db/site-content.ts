// A client site's content-managed pages (policies, FAQs, the contact page), which the content and
// terms domains and the profile read.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { preparedFor } from './prepared.js';
import { siteContent, type SiteContentKind } from './schema-clients.js';

// Every page of the app reads the terms in force (GET /user): built once, as a session's own reads are.
const siteContentRead = preparedFor('site_content_of_client', (db) =>
  db
    .select({ name: siteContent.name, content: siteContent.content, revision: siteContent.revision })
    .from(siteContent)
    .where(and(eq(siteContent.clientId, sql.placeholder('clientId')), eq(siteContent.kind, sql.placeholder('kind')))),
);

export async function findSiteContent(db: Database, clientId: number | null, kind: SiteContentKind) {
  if (clientId === null) return undefined;
  const [page] = await siteContentRead(db).execute({ clientId, kind });
  return page;
}

/** The revision of the client's current terms; 0 when it has none. */
export async function currentTermsRevision(db: Database, clientId: number | null): Promise<number> {
  return (await findSiteContent(db, clientId, 'terms-conditions'))?.revision ?? 0;
}
