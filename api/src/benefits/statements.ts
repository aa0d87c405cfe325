// The statement side panel: a benefit group's contributions, a row a month, newest first. A
// group is readable when one of the person's eligible benefits has it; its history includes
// earlier scheme years' benefits of the same group.
import type { StatementRow } from '@portal/contract/benefits';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { benefits } from '../db/schema-benefits.js';
import { statements } from '../db/schema-selections.js';
import { benefitGone, eligibleInGroup } from './catalogue.js';

export async function contributionsOf(
  db: Database,
  user: User,
  groupCode: string,
): Promise<{ statements: StatementRow[] }> {
  const client = await clientOf(db, user);
  if (!client || (await eligibleInGroup(db, user, client, groupCode)).length === 0) throw benefitGone();
  const rows = await db
    .select({
      year: statements.year,
      month: statements.month,
      employeeContribution: sql<number>`sum(${statements.employeeContributionPence})::int`,
      employerContribution: sql<number>`sum(${statements.employerContributionPence})::int`,
    })
    .from(statements)
    .innerJoin(benefits, eq(benefits.id, statements.benefitId))
    .where(and(eq(statements.userId, user.id), eq(benefits.clientId, client.id), eq(benefits.groupCode, groupCode)))
    .groupBy(statements.year, statements.month)
    .orderBy(desc(statements.year), desc(statements.month));
  return { statements: rows };
}
