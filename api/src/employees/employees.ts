// The employer's two employee tables: the employee list with registration status
// and the two-factor list. Ten rows a page, searched by substring of name and email, filtered,
// sorted; every query is bounded by the client and read off an index (see db/schema-people.ts) so that a
// page stays fast at 100 000 employees.
import { employeesPerPage as perPage } from '@portal/contract/constants';
import type {
  Employee,
  EmployeeListQuery,
  EmployeePage,
  TwoFactorListQuery,
  TwoFactorPage,
} from '@portal/contract/employees';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { clients } from '../db/schema-clients.js';
import { clientUserTotals } from '../db/schema-counts.js';
import { users, userSearchText } from '../db/schema-people.js';
import { ascendingRange, defaultSpacing, idsFromMarks } from './page-marks.js';
import { type SortField, sortColumns } from './sort-keys.js';

/** LIKE pattern for a substring, with the user's own % and _ taken literally. */
function substring(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What narrows a table or its report: a substring of name and email, registration, 2FA. */
export interface EmployeeFilters {
  search: string;
  registered?: boolean;
  twoFactor?: boolean;
}

export function whereOf(clientId: number, filters: EmployeeFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.clientId, clientId)];
  // Must be the indexed expression exactly (users_search_trgm): pg_trgm answers LIKE '%…%'.
  if (filters.search) conditions.push(sql`${userSearchText(users)} like ${substring(filters.search)}`);
  if (filters.registered !== undefined)
    conditions.push(filters.registered ? isNotNull(users.activatedAt) : isNull(users.activatedAt));
  if (filters.twoFactor !== undefined) conditions.push(eq(users.mfaEnabled, filters.twoFactor));
  return and(...conditions)!;
}

/** The index order of each sort; the id last makes pages stable. */
export function orderOf(sortBy: SortField, range: 'asc' | 'desc'): SQL[] {
  const direction = range === 'desc' ? desc : asc;
  return sortColumns[sortBy].map((column) => direction(column));
}

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  userType: users.userType,
  employmentStatus: users.employmentStatus,
  activatedAt: users.activatedAt,
  mfaEnabled: users.mfaEnabled,
};

type RawRow = { [K in keyof typeof rowColumns]: (typeof users.$inferSelect)[K] };

export function rowOf(raw: RawRow): Employee {
  return {
    id: raw.id,
    firstName: raw.firstName,
    surname: raw.surname,
    name: `${raw.firstName} ${raw.surname}`,
    email: raw.email,
    userType: raw.userType,
    employmentStatus: raw.employmentStatus,
    registered: raw.activatedAt !== null,
    registeredAt: raw.activatedAt?.toISOString() ?? null,
    twoFactorEnabled: raw.mfaEnabled,
  };
}

type Totals = TwoFactorPage['totalEmployeesValues'];

const totalsRead = preparedFor('client_user_totals_of_client', (db) =>
  db
    .select({
      totalEmployees: clientUserTotals.people,
      totalRegisteredEmployees: clientUserTotals.registered,
      totalTwoFactorEmployees: clientUserTotals.twoFactor,
    })
    .from(clientUserTotals)
    .where(eq(clientUserTotals.clientId, sql.placeholder('clientId'))),
);

/** The client's totals: one row kept by the users_table_totals trigger, not a count of the client. */
export async function totalsOf(db: Database, clientId: number): Promise<Totals> {
  const [row] = await totalsRead(db).execute({ clientId });
  return row ?? { totalEmployees: 0, totalRegisteredEmployees: 0, totalTwoFactorEmployees: 0 };
}

/**
 * One page: the ids off the index first (limit/offset on the narrow index), then their rows. An
 * offset walks the index entries it skips, so a page past the middle is read from the other end of
 * the index in the opposite order: the last page skips nothing, as the first does not.
 */
async function pageOf(
  db: Database,
  where: SQL,
  sort: { sort_by: SortField; range: 'asc' | 'desc' },
  page: number,
  total?: number,
): Promise<Employee[]> {
  const order = orderOf(sort.sort_by, sort.range);
  const start = (page - 1) * perPage;
  const end = total === undefined ? start + perPage : Math.min(start + perPage, total);
  const fromTheEnd = total !== undefined && start < total && start > total - end;
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...(fromTheEnd ? orderOf(sort.sort_by, sort.range === 'asc' ? 'desc' : 'asc') : order))
    .limit(fromTheEnd ? end - start : perPage)
    .offset(fromTheEnd ? total - end : start);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...order);
  return rows.map(rowOf);
}

/**
 * A page past the first of a client's whole list. Within `spacing` rows of its start, in one
 * statement: the client's counter row (client_user_totals) decides inside it which end of the
 * index the page is read from, so the page waits for no count first and runs beside the totals,
 * as the first page does. Deeper, from the nearest page mark (page-marks.ts) once the total says
 * where the page lies.
 */
async function unnarrowedPageOf(
  db: Database,
  clientId: number,
  where: SQL,
  sort: { sort_by: SortField; range: 'asc' | 'desc' },
  page: number,
  totals: Promise<Totals>,
  spacing: number,
): Promise<Employee[]> {
  const order = orderOf(sort.sort_by, sort.range);
  const start = (page - 1) * perPage;
  if (start >= spacing) {
    const total = (await totals).totalEmployees;
    const rows = ascendingRange(page, total, sort.range);
    const ids =
      rows.start < rows.end ? await idsFromMarks(db, clientId, sort.sort_by, rows.start, rows.end, total, spacing) : [];
    if (ids?.length === 0) return [];
    if (ids)
      return (
        await db
          .select(rowColumns)
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(...order)
      ).map(rowOf);
  }
  const reversed = orderOf(sort.sort_by, sort.range === 'asc' ? 'desc' : 'asc');
  const end = start + perPage;
  const total = sql`(select ${clientUserTotals.people} from ${clientUserTotals} where ${clientUserTotals.clientId} = ${clientId})`;
  // Only one of the two runs: each is gated by a condition on the counter alone, evaluated once.
  // In parentheses of its own: inArray writes `in ` and the SQL as it is.
  const ids = sql`((select ${users.id} from ${users} where ${where} and ${total} - ${end} >= ${start}
      order by ${sql.join(order, sql`, `)} limit ${perPage} offset ${start})
    union all
    (select ${users.id} from ${users} where ${where} and ${total} - ${end} < ${start}
      order by ${sql.join(reversed, sql`, `)} limit greatest(0, least(${perPage}, ${total} - ${start})) offset greatest(0, ${total} - ${end})))`;
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...order);
  return rows.map(rowOf);
}

async function countOf(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return row?.n ?? 0;
}

function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The rows a filter alone leaves, from the client's counter row: registered and two-factor are kept
 * there, their opposites are the people less them. Undefined when a search narrows the table too.
 */
function filteredTotalOf(totals: Totals, filters: EmployeeFilters): number | undefined {
  if (filters.search !== '') return undefined;
  if (filters.registered !== undefined)
    return filters.registered
      ? totals.totalRegisteredEmployees
      : totals.totalEmployees - totals.totalRegisteredEmployees;
  if (filters.twoFactor !== undefined)
    return filters.twoFactor ? totals.totalTwoFactorEmployees : totals.totalEmployees - totals.totalTwoFactorEmployees;
  return totals.totalEmployees;
}

/**
 * Up to this many matches, a search's page is sorted from the matches themselves; beyond it, read in
 * order off the sort's index, where a page's worth of matches lies near the start.
 */
const fewMatches = 2_000;

/**
 * A searched page. The planner guesses how many rows a substring matches, and a low guess walks the
 * sort index filtering rows out one by one. The count is exact and cheap (the trigram index answers
 * it), so the count decides: few matches are gathered by the trigram index, then sorted.
 */
async function searchedPageOf(
  db: Database,
  where: SQL,
  sort: { sort_by: SortField; range: 'asc' | 'desc' },
  page: number,
  total: number,
): Promise<Employee[]> {
  if (total > fewMatches) return pageOf(db, where, sort, page, total);
  const order = orderOf(sort.sort_by, sort.range);
  // Named "users" inside so that the sort's columns, written as users.<column>, name the matches.
  const ids = sql`(with matches as materialized (select * from ${users} where ${where})
    select "users"."id" from matches as "users" order by ${sql.join(order, sql`, `)} limit ${perPage} offset ${(page - 1) * perPage})`;
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...order);
  return rows.map(rowOf);
}

/** One page of a table, and the counts around it: the client's totals, and the rows that match. */
async function tablePage(
  db: Database,
  clientId: number,
  filters: EmployeeFilters,
  query: { sort_by: SortField; range: 'asc' | 'desc'; page: number },
  spacing: number,
): Promise<{ totals: Totals; page: Pick<EmployeePage, 'data' | 'current_page' | 'last_page' | 'per_page' | 'total'> }> {
  const where = whereOf(clientId, filters);
  const sort = { sort_by: query.sort_by, range: query.range };
  type Page = Pick<EmployeePage, 'data' | 'current_page' | 'last_page' | 'per_page' | 'total'>;
  const page = (total: number, data: Employee[]): Page => ({
    data,
    current_page: query.page,
    last_page: lastPageOf(total),
    per_page: perPage,
    total,
  });
  if (filters.search !== '') {
    // The exact count first: it chooses how the page is read (searchedPageOf), and from which end.
    const [totals, count] = await Promise.all([totalsOf(db, clientId), countOf(db, where)]);
    return { totals, page: page(count, await searchedPageOf(db, where, sort, query.page, count)) };
  }
  const narrowed = filters.registered !== undefined || filters.twoFactor !== undefined;
  // Independent queries run side by side: on PostgreSQL the pool runs them on separate
  // connections, so the page costs the slowest of them rather than their sum.
  const totalsRead = totalsOf(db, clientId);
  if (query.page === 1 || !narrowed) {
    const [totals, data] = await Promise.all([
      totalsRead,
      query.page === 1
        ? pageOf(db, where, sort, 1)
        : unnarrowedPageOf(db, clientId, where, sort, query.page, totalsRead, spacing),
    ]);
    return { totals, page: page(filteredTotalOf(totals, filters)!, data) };
  }
  // A filtered page past the first: the counter says how many match, so from which end of the index the page is nearer.
  const totals = await totalsRead;
  const total = filteredTotalOf(totals, filters)!;
  return { totals, page: page(total, await pageOf(db, where, sort, query.page, total)) };
}

/** A filter as the answer echoes it. */
const echoed = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** `spacing`: rows between page marks (page-marks.ts); tests make it small. */
export async function listEmployees(
  db: Database,
  clientId: number,
  query: EmployeeListQuery,
  spacing = defaultSpacing,
): Promise<EmployeePage> {
  const filters = { search: query.search, registered: query['filter[person_activated]'] };
  const { totals, page } = await tablePage(db, clientId, filters, query, spacing);
  return {
    ...page,
    totalEmployeesValues: {
      totalEmployees: totals.totalEmployees,
      totalRegisteredEmployees: totals.totalRegisteredEmployees,
    },
    filters: {
      search: query.search,
      person_activated: echoed(filters.registered),
      sort_by: query.sort_by,
      range: query.range,
    },
  };
}

export async function listTwoFactor(
  db: Database,
  clientId: number,
  query: TwoFactorListQuery,
  spacing = defaultSpacing,
): Promise<TwoFactorPage> {
  const filters = { search: query.search, twoFactor: query['filter[person_mfa_secret]'] };
  const [{ totals, page }, [client]] = await Promise.all([
    tablePage(db, clientId, filters, query, spacing),
    db.select({ requiresTwoFa: clients.requiresTwoFa }).from(clients).where(eq(clients.id, clientId)),
  ]);
  return {
    ...page,
    totalEmployeesValues: totals,
    isEnforcementTwoFAEnabled: client?.requiresTwoFa ?? false,
    filters: {
      search: query.search,
      person_mfa_secret: echoed(filters.twoFactor),
      sort_by: query.sort_by,
      range: query.range,
    },
  };
}

/** One employee of the client (the view-employee-data panel, welcome resends); undefined otherwise. */
export async function employeeOf(db: Database, clientId: number, employeeId: number): Promise<Employee | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, employeeId)));
  return row ? rowOf(row) : undefined;
}

/**
 * Every matching employee, a batch at a time in name order (keyset, so the 100th batch costs what
 * the first does): reports stream with flat memory however many rows there are.
 */
export async function* employeeBatches(
  db: Database,
  clientId: number,
  filters: EmployeeFilters,
  batch = 1000,
): AsyncGenerator<Employee[]> {
  let after: { surname: string; firstName: string; id: number } | undefined;
  const where = whereOf(clientId, filters);
  for (;;) {
    const keyset = after
      ? sql`(${users.surname}, ${users.firstName}, ${users.id}) > (${after.surname}, ${after.firstName}, ${after.id})`
      : undefined;
    const rows = await db
      .select(rowColumns)
      .from(users)
      .where(and(where, keyset))
      .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(rowOf);
    const last = rows[rows.length - 1]!;
    after = { surname: last.surname, firstName: last.firstName, id: last.id };
    if (rows.length < batch) return;
  }
}
