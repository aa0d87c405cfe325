// What each report holds, read in batches by keyset (never OFFSET, never the whole set at once),
// so a report of 100,000 rows starts at once and holds one batch in memory at a time.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { lifeEvents, lifeEventTypes } from '../db/schema-life-events.js';
import { users } from '../db/schema-people.js';
import { reports } from '../db/schema-reports.js';
import { selections } from '../db/schema-selections.js';

export type Report = typeof reports.$inferSelect;

/** How a column is written: text (defused), money in pence (written in pounds), a whole number or an ISO date. */
export type ColumnKind = 'text' | 'money' | 'number' | 'date';
export interface Column {
  header: string;
  kind: ColumnKind;
}
export type Cell = string | number | null;

export interface ReportSource {
  columns: Column[];
  batches: AsyncIterable<Cell[][]>;
}

export const reportBatchSize = 1000;

/** The first and last days of the report's month (ISO). */
export function monthSpan(year: number, month: number): { first: string; last: string } {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/** A choice in force in the month: taken (active or approved) and its dates overlap the month. */
function inForce(year: number, month: number) {
  const { first, last } = monthSpan(year, month);
  return and(
    inArray(selections.status, ['active', 'approved']),
    or(isNull(selections.startDate), lte(selections.startDate, last)),
    or(isNull(selections.endDate), gte(selections.endDate, first)),
  );
}

const person = {
  employeeNumber: users.employeeNumber,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
};
const nameOf = (row: { firstName: string; surname: string }) => `${row.firstName} ${row.surname}`;

const payrollColumns: Column[] = [
  { header: 'Employee number', kind: 'text' },
  { header: 'Employee name', kind: 'text' },
  { header: 'Email', kind: 'text' },
  { header: 'Benefit', kind: 'text' },
  { header: 'Provider', kind: 'text' },
  { header: 'Salary sacrifice (£)', kind: 'money' },
  { header: 'Net pay deduction (£)', kind: 'money' },
  { header: 'Employer contribution (£)', kind: 'money' },
  { header: 'Year', kind: 'number' },
  { header: 'Month', kind: 'number' },
];

/**
 * Payroll: for every employee, in name order, each choice in force in the month with what it costs
 * them and the employer, as chosen (selections' monthly costs). A salary-sacrifice benefit's cost
 * is taken from gross pay (the salary sacrifice column), any other from net pay. The employees are
 * read a batch at a time by keyset on the name index, then their choices by the per-person index,
 * so every batch costs the same however far into the client it is.
 */
async function* payrollBatches(db: Database, report: Report, batch: number): AsyncGenerator<Cell[][]> {
  let after: { surname: string; firstName: string; id: number } | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${users.surname}, ${users.firstName}, ${users.id}) > (${after.surname}, ${after.firstName}, ${after.id})`
      : undefined;
    const people = await db
      .select({ id: users.id, ...person })
      .from(users)
      .where(and(eq(users.clientId, report.clientId), keyset))
      .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
      .limit(batch);
    if (people.length === 0) return;
    const choices = await db
      .select({
        userId: selections.userId,
        benefit: benefits.name,
        provider: benefits.providerName,
        salarySacrifice: benefits.salarySacrifice,
        employeePence: selections.employeeMonthlyPence,
        employerPence: selections.employerMonthlyPence,
      })
      .from(selections)
      .innerJoin(benefits, eq(benefits.id, selections.benefitId))
      .where(
        and(
          inArray(
            selections.userId,
            people.map((row) => row.id),
          ),
          eq(benefits.clientId, report.clientId),
          inForce(report.year, report.month),
          or(sql`${selections.employeeMonthlyPence} > 0`, sql`${selections.employerMonthlyPence} > 0`),
        ),
      )
      .orderBy(asc(selections.userId), asc(benefits.name), asc(selections.id));
    const byPerson = new Map<number, typeof choices>();
    for (const choice of choices) byPerson.set(choice.userId, [...(byPerson.get(choice.userId) ?? []), choice]);
    const rows = people.flatMap((row) =>
      (byPerson.get(row.id) ?? []).map((choice): Cell[] => [
        row.employeeNumber,
        nameOf(row),
        row.email,
        choice.benefit,
        choice.provider,
        choice.salarySacrifice ? choice.employeePence : 0,
        choice.salarySacrifice ? 0 : choice.employeePence,
        choice.employerPence,
        report.year,
        report.month,
      ]),
    );
    if (rows.length > 0) yield rows;
    const last = people[people.length - 1]!;
    after = { surname: last.surname, firstName: last.firstName, id: last.id };
    if (people.length < batch) return;
  }
}

const providerColumns: Column[] = [
  { header: 'Provider', kind: 'text' },
  { header: 'Benefit', kind: 'text' },
  { header: 'Employee number', kind: 'text' },
  { header: 'Employee name', kind: 'text' },
  { header: 'Email', kind: 'text' },
  { header: 'Cover', kind: 'text' },
  { header: 'Start date', kind: 'date' },
  { header: 'End date', kind: 'date' },
];

/** The cover as the choice's plan details word it ("Cover level: Employee and partner; …"). */
function coverOf(fields: Record<string, string | number | boolean | null>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => `${label}: ${typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)}`)
    .join('; ');
}

/**
 * Provider: each provider's benefits (one provider, or all of them), and under each benefit the
 * employees whose choice of it is in force in the month, with their cover.
 */
async function* providerBatches(db: Database, report: Report, batch: number): AsyncGenerator<Cell[][]> {
  const provided = await db
    .select({ id: benefits.id, name: benefits.name, provider: benefits.providerName })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, report.clientId),
        isNotNull(benefits.providerName),
        report.providerName ? eq(benefits.providerName, report.providerName) : undefined,
      ),
    )
    .orderBy(asc(benefits.providerName), asc(benefits.name), asc(benefits.id));
  for (const benefit of provided) {
    let after = 0;
    for (;;) {
      const rows = await db
        .select({
          id: selections.id,
          ...person,
          fields: selections.fields,
          startDate: selections.startDate,
          endDate: selections.endDate,
        })
        .from(selections)
        .innerJoin(users, eq(users.id, selections.userId))
        .where(
          and(
            eq(selections.benefitId, benefit.id),
            inForce(report.year, report.month),
            sql`${selections.id} > ${after}`,
          ),
        )
        .orderBy(asc(selections.id))
        .limit(batch);
      if (rows.length === 0) break;
      yield rows.map((row) => [
        benefit.provider,
        benefit.name,
        row.employeeNumber,
        nameOf(row),
        row.email,
        coverOf(row.fields),
        row.startDate,
        row.endDate,
      ]);
      after = rows[rows.length - 1]!.id;
      if (rows.length < batch) break;
    }
  }
}

const lifeEventColumns: Column[] = [
  { header: 'Employee number', kind: 'text' },
  { header: 'Employee name', kind: 'text' },
  { header: 'Email', kind: 'text' },
  { header: 'Life event', kind: 'text' },
  { header: 'Event date', kind: 'date' },
  { header: 'Window closes', kind: 'date' },
  { header: 'Status', kind: 'text' },
  { header: 'Closed date', kind: 'date' },
  { header: 'Closed year', kind: 'number' },
];

// Today as the life events' windows count days: in the UK.
const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Life events: the events of the month (by event date), open or closed; a closed one gives its
 * closed date and year. Closed means its window ended before today (docs/life-events.md), worked
 * out here from the window's last day: the stored status is only brought up to date when someone
 * reads the person's events, so a report of a month nobody has looked at since would call an
 * ended event open.
 */
async function* lifeEventBatches(db: Database, report: Report, batch: number): AsyncGenerator<Cell[][]> {
  const { first, last } = monthSpan(report.year, report.month);
  const today = londonDate.format(new Date());
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: lifeEvents.id,
        ...person,
        type: lifeEventTypes.name,
        eventDate: lifeEvents.eventDate,
        windowClosesOn: lifeEvents.windowClosesOn,
        closed: sql<boolean>`${lifeEvents.windowClosesOn} < ${today}::date`.mapWith(Boolean),
        closedYear: sql<number>`extract(year from ${lifeEvents.windowClosesOn})::integer`.mapWith(Number),
      })
      .from(lifeEvents)
      .innerJoin(users, eq(users.id, lifeEvents.userId))
      .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.lifeEventTypeId))
      .where(
        and(
          eq(users.clientId, report.clientId),
          gte(lifeEvents.eventDate, first),
          lte(lifeEvents.eventDate, last),
          sql`${lifeEvents.id} > ${after}`,
        ),
      )
      .orderBy(asc(lifeEvents.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.employeeNumber,
      nameOf(row),
      row.email,
      row.type,
      row.eventDate,
      row.windowClosesOn,
      row.closed ? 'Closed' : 'Open',
      row.closed ? row.windowClosesOn : null,
      row.closed ? row.closedYear : null,
    ]);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

/** The columns and batches of a report. */
export function reportSource(db: Database, report: Report, batch = reportBatchSize): ReportSource {
  switch (report.type) {
    case 'payroll':
      return { columns: payrollColumns, batches: payrollBatches(db, report, batch) };
    case 'provider':
      return { columns: providerColumns, batches: providerBatches(db, report, batch) };
    case 'lifeevent':
      return { columns: lifeEventColumns, batches: lifeEventBatches(db, report, batch) };
  }
  throw new Error(`No report of type ${String(report.type)}`);
}
