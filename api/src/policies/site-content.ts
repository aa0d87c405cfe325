// A client site's CMS pages: the three policies, FAQs and the contact page.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { siteContent, type SiteContentKind } from '../db/schema.js';

export const policyKinds = ['terms-conditions', 'privacy-policy', 'our-cookie-policy'] as const satisfies readonly SiteContentKind[];
export type PolicyKind = (typeof policyKinds)[number];

export interface Faq {
  question: string;
  answer: string;
}

export async function findSiteContent(db: Database, clientId: number, kind: SiteContentKind) {
  const [page] = await db
    .select({ name: siteContent.name, content: siteContent.content, revision: siteContent.revision })
    .from(siteContent)
    .where(and(eq(siteContent.clientId, clientId), eq(siteContent.kind, kind)));
  return page;
}

/** The revision of the client's current terms; 0 when it has none. */
export async function currentTermsRevision(db: Database, clientId: number | null): Promise<number> {
  if (clientId === null) return 0;
  return (await findSiteContent(db, clientId, 'terms-conditions'))?.revision ?? 0;
}

/** FAQs are stored as a JSON list of {question, answer}; anything else reads as none. */
export async function listFaqs(db: Database, clientId: number): Promise<Faq[]> {
  const page = await findSiteContent(db, clientId, 'faqs');
  if (!page) return [];
  try {
    const parsed: unknown = JSON.parse(page.content);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const faq = item as Partial<Faq> | null;
      return faq && typeof faq.question === 'string' && typeof faq.answer === 'string' ? [{ question: faq.question, answer: faq.answer }] : [];
    });
  } catch {
    return [];
  }
}
