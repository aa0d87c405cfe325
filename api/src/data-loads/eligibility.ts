// The eligibility difference of a dry run (docs/data-loads.md "Eligibility difference"), for
// clients with clients.data_load_eligibility_impact. Eligibility is the access rule every tier
// uses (access/rules.ts isEligible): a benefit of the client's current scheme year, active, whose
// employment_statuses hold the person's status, and not excluding probation while they are on it.
// Salary decides no benefit's eligibility. For each new, changed or leaving row: the benefits
// eligible before (none for a new person) and after. A benefit closed to new members is never
// gained: nobody can join it (opensToNewMembers), though it can still be lost.
import { eligibilityDifferenceListed, type EligibilityChange } from '@portal/contract/data-loads';
import { and, asc, eq } from 'drizzle-orm';
import { isEligible, opensToNewMembers } from '../access/rules.js';
import type { Database } from '../db/client.js';
import { benefits, type EmploymentStatus } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { notFound } from '../http/errors.js';
import { changeOf, loadClientEmployees } from './employee-values.js';
import { type LoadRow, rowsOfLoad } from './loads.js';

interface Rule {
  name: string;
  employmentStatuses: EmploymentStatus[];
  excludesProbation: boolean;
  closedToNewMembers: boolean;
}

export async function eligibilityDifferenceOf(
  db: Database,
  load: LoadRow,
): Promise<{ changes: EligibilityChange[]; total: number }> {
  const [client] = await db
    .select({ enabled: clients.dataLoadEligibilityImpact, schemeYear: clients.schemeYear })
    .from(clients)
    .where(eq(clients.id, load.clientId));
  if (!client?.enabled || load.status !== 'checked' || !load.hasRows) throw notFound();
  const rules: Rule[] = await db
    .select({
      name: benefits.name,
      employmentStatuses: benefits.employmentStatuses,
      excludesProbation: benefits.excludesProbation,
      closedToNewMembers: benefits.closedToNewMembers,
    })
    .from(benefits)
    .where(
      and(eq(benefits.clientId, load.clientId), eq(benefits.schemeYear, client.schemeYear), eq(benefits.active, true)),
    )
    .orderBy(asc(benefits.position), asc(benefits.name), asc(benefits.id));
  const [rows, current] = await Promise.all([rowsOfLoad(db, load.id), loadClientEmployees(db, load.clientId)]);
  if (!rows) throw notFound();
  const changes: EligibilityChange[] = [];
  let total = 0;
  for (const row of rows) {
    const person = current.byNumber.get(row.employeeNumber);
    const change = changeOf(row, person);
    if (change === 'unchanged') continue;
    const gains: string[] = [];
    const loses: string[] = [];
    for (const rule of rules) {
      const before = person !== undefined && isEligible(rule, person);
      const after = isEligible(rule, row);
      if (after && !before && opensToNewMembers(rule)) gains.push(rule.name);
      if (before && !after) loses.push(rule.name);
    }
    if (gains.length === 0 && loses.length === 0) continue;
    total += 1;
    if (changes.length < eligibilityDifferenceListed)
      changes.push({
        employeeNumber: row.employeeNumber,
        name: `${row.firstName} ${row.surname}`,
        change,
        gains,
        loses,
      });
  }
  return { changes, total };
}
