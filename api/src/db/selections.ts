// A person's current selections: the latest selection of each benefit in a scheme year (a
// reapply adds a row, so earlier ones stay as history). Benefits and total reward both read them.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
