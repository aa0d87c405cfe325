// The eligibility difference of a dry run (docs/data-loads.md "Eligibility difference"), for
// clients with clients.data_load_eligibility_impact. Eligibility is the catalogue's rule
// (benefits/catalogue.ts eligibleTo, benefit-takeup's personEligible): a benefit of the client's
// current scheme year, active, whose employment_statuses hold the person's status, and not
// excluding probation while they are on it. Salary decides no benefit's eligibility. For each
// new, changed or leaving row: the benefits eligible before (none for a new person) and after.
import { eligibilityDifferenceListed, type EligibilityChange } from '@portal/contract/data-loads';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { benefits, clients, type EmploymentStatus } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { changeOf, loadClientEmployees } from './employee-values.js';
import { type LoadRow, rowsOfLoad } from './loads.js';

interface Rule {
  name: string;
  employmentStatuses: EmploymentStatus[];
  excludesProbation: boolean;
}

const eligible = (rule: Rule, person: { employmentStatus: EmploymentStatus; onProbation: boolean }) =>
  rule.employmentStatuses.includes(person.employmentStatus) && !(rule.excludesProbation && person.onProbation);

export async function eligibilityDifferenceOf(db: Database, load: LoadRow): Promise<{ changes: EligibilityChange[]; total: number }> {
  const [client] = await db.select({ enabled: clients.dataLoadEligibilityImpact, schemeYear: clients.schemeYear }).from(clients).where(eq(clients.id, load.clientId));
  if (!client?.enabled || load.status !== 'checked' || !load.hasRows) throw notFound();
  const rules: Rule[] = await db
    .select({ name: benefits.name, employmentStatuses: benefits.employmentStatuses, excludesProbation: benefits.excludesProbation })
    .from(benefits)
    .where(and(eq(benefits.clientId, load.clientId), eq(benefits.schemeYear, client.schemeYear), eq(benefits.active, true)))
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
      const before = person !== undefined && eligible(rule, person);
      const after = eligible(rule, row);
      if (after && !before) gains.push(rule.name);
      if (before && !after) loses.push(rule.name);
    }
    if (gains.length === 0 && loses.length === 0) continue;
    total += 1;
    if (changes.length < eligibilityDifferenceListed) changes.push({ employeeNumber: row.employeeNumber, name: `${row.firstName} ${row.surname}`, change, gains, loses });
  }
  return { changes, total };
}
