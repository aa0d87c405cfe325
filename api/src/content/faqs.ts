// The client's FAQs, in groups (content per client): the FAQs page reads them grouped, the login
// setup's cmsData as one list (whose being empty hides the FAQs link).
import type { FaqGroup } from '@portal/contract/content';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { faqEntries, faqGroups } from '../db/schema-content.js';

// Every page's login setup reads them (to show or hide the FAQs link): built once (db/prepared.ts).
const faqRowsRead = preparedFor('faqs_of_client', (db) =>
  db
    .select({ groupId: faqGroups.id, title: faqGroups.title, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqGroups)
    .innerJoin(faqEntries, eq(faqEntries.groupId, faqGroups.id))
    .where(eq(faqGroups.clientId, sql.placeholder('clientId')))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id), asc(faqEntries.position), asc(faqEntries.id)),
);

/** Groups in order with their questions in order; a group without questions is left out. */
export async function faqGroupsOf(db: Database, clientId: number | null): Promise<FaqGroup[]> {
  if (clientId === null) return [];
  const rows = await faqRowsRead(db).execute({ clientId });
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
