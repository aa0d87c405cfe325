// A person's current selections: the latest selection of each benefit in a scheme year (a
// reapply adds a row, so earlier ones stay as history). Benefits and total reward both read them.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { benefits } from './schema-benefits.js';
import { users } from './schema-people.js';
import type { Database } from './client.js';
import { selections } from './schema-selections.js';

export type SelectionRow = typeof selections.$inferSelect;

/** Statuses that count: they cost money now or soon (docs/benefits.md "Costs"). */
export const currentStatuses = ['active', 'approved', 'pending'] as const;

export function isCurrent(status: SelectionRow['status']): boolean {
  return (currentStatuses as readonly string[]).includes(status);
}

/** One query, whatever the number of benefits: the latest selection per benefit. */
export async function latestSelections(
  db: Database,
  userId: number,
  schemeYear: number,
  benefitIds?: number[],
): Promise<Map<number, SelectionRow>> {
  if (benefitIds?.length === 0) return new Map();
  const conditions: SQL[] = [eq(selections.userId, userId), eq(selections.schemeYear, schemeYear)];
  if (benefitIds) conditions.push(inArray(selections.benefitId, benefitIds));
  const rows = await db
    .selectDistinctOn([selections.benefitId])
    .from(selections)
    .where(and(...conditions))
    .orderBy(selections.benefitId, desc(selections.id));
  return new Map(rows.map((row) => [row.benefitId, row]));
}

/** A selection is current when no later one of the same person, benefit and year exists. */
export const isLatest = sql`not exists (
  select 1 from ${selections} as later
  where later.user_id = ${selections.userId} and later.benefit_id = ${selections.benefitId}
    and later.scheme_year = ${selections.schemeYear} and later.id > ${selections.id})`;

/**
 * The benefit's eligibility rules on the person of the row (access/rules.ts isEligible, as SQL per
 * row); the query joins users and benefits.
 */
export const personEligible = sql`${users.employmentStatus} = any(${benefits.employmentStatuses})
  and not (${benefits.excludesProbation} and ${users.onProbation})`;
