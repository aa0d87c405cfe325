// The client's FAQs, in groups (content per client): the FAQs page reads them grouped, the login
// setup's cmsData as one list (whose being empty hides the FAQs link).
import type { FaqGroup } from '@portal/contract/content';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { faqEntries, faqGroups } from '../db/schema-content.js';

/** Groups in order with their questions in order; a group without questions is left out. */
export async function faqGroupsOf(db: Database, clientId: number | null): Promise<FaqGroup[]> {
  if (clientId === null) return [];
  const rows = await db
    .select({ groupId: faqGroups.id, title: faqGroups.title, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqGroups)
    .innerJoin(faqEntries, eq(faqEntries.groupId, faqGroups.id))
    .where(eq(faqGroups.clientId, clientId))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id), asc(faqEntries.position), asc(faqEntries.id));
  const groups = new Map<number, FaqGroup>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { title: row.title, faqs: [] };
    group.faqs.push({ question: row.question, answer: row.answer });
    groups.set(row.groupId, group);
  }
  return [...groups.values()];
}

export async function listFaqs(db: Database, clientId: number): Promise<FaqGroup['faqs']> {
  return (await faqGroupsOf(db, clientId)).flatMap((group) => group.faqs);
}
