// A client site's content-managed pages: the three policies and the FAQs. Signed in, the site is
// the session's client; anonymous, it is the one ?domain= names.
import type { PolicyAnswer } from '@portal/contract/content';
import type { Database } from '../db/client.js';
import { findClientByDomain } from '../db/clients.js';
import type { SiteContentKind } from '../db/schema-clients.js';
import { findSiteContent } from '../db/site-content.js';
import { notFound } from '../http/errors.js';

/** The session's client when it has one, else the one the domain names; 404 when neither names one. */
async function siteClientId(
  db: Database,
  signedIn: { clientId: number | null } | undefined,
  domain: string | undefined,
): Promise<number> {
  const clientId = signedIn?.clientId ?? (domain?.trim() ? (await findClientByDomain(db, domain))?.id : undefined);
  if (clientId === undefined) throw notFound('Client not found');
  return clientId;
}

export async function policyPage(
  db: Database,
  kind: SiteContentKind,
  signedIn: { clientId: number | null } | undefined,
  domain: string | undefined,
): Promise<PolicyAnswer> {
  const page = await findSiteContent(db, await siteClientId(db, signedIn, domain), kind);
  if (!page) throw notFound('Page not found');
  return { name: page.name, content: page.content, status: 'success' };
}
