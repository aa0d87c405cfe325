// The employer's two employee tables (spec section 7): the employee list with registration status
// and the two-factor list. Ten rows a page, searched by substring of name and email, filtered,
// sorted; every query is bounded by the client and read off an index (see schema.ts) so that a
// page stays fast at 100 000 employees.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { clients, users, userSearchText } from '../db/schema.js';

export const perPage = 10;

export const employeeSortFields = ['name', 'email', 'registered'] as const;
export const twoFactorSortFields = ['name', 'email', 'two_factor'] as const;
export type EmployeeSortField = (typeof employeeSortFields)[number] | (typeof twoFactorSortFields)[number];

const booleanFilter = z
  .enum(['1', '0', 'true', 'false', ''], { error: 'The filter must be 1 or 0' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));

const common = {
  search: z.string().trim().max(100, { error: 'The search is too long' }).optional().default(''),
  page: z.coerce.number({ error: 'The page must be a whole number' }).int({ error: 'The page must be a whole number' }).min(1, { error: 'The page must be a whole number' }).max(1_000_000).optional().default(1),
  range: z.enum(['asc', 'desc'], { error: 'The range must be asc or desc' }).optional().default('asc'),
};

/** The query of v2/client/{id}/employees (and of its report). */
export const employeeListQuery = z.object({
  ...common,
  'filter[person_activated]': booleanFilter,
  sort_by: z.enum(employeeSortFields, { error: 'Unknown sort field' }).optional().default('name'),
});

/** The query of v2/client/{id}/employees/two-factor-authentication (and of its report). */
export const twoFactorListQuery = z.object({
  ...common,
  'filter[person_mfa_secret]': booleanFilter,
  sort_by: z.enum(twoFactorSortFields, { error: 'Unknown sort field' }).optional().default('name'),
});

export type EmployeeListQuery = z.output<typeof employeeListQuery>;
export type TwoFactorListQuery = z.output<typeof twoFactorListQuery>;

export interface EmployeeRow {
  id: number;
  firstName: string;
  surname: string;
  name: string;
  email: string;
  userType: 'employee' | 'employer';
  employmentStatus: 'active' | 'inactive' | 'left';
  registered: boolean;
  registeredAt: string | null;
  twoFactorEnabled: boolean;
}

/** LIKE pattern for a substring, with the user's own % and _ taken literally. */
function substring(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Filters {
  search: string;
  registered?: boolean;
  twoFactor?: boolean;
}

export function whereOf(clientId: number, filters: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.clientId, clientId)];
  // Must be the indexed expression exactly (users_search_trgm): pg_trgm answers LIKE '%…%'.
  if (filters.search) conditions.push(sql`${userSearchText(users)} like ${substring(filters.search)}`);
  if (filters.registered !== undefined) conditions.push(filters.registered ? isNotNull(users.activatedAt) : isNull(users.activatedAt));
  if (filters.twoFactor !== undefined) conditions.push(eq(users.mfaEnabled, filters.twoFactor));
  return and(...conditions)!;
}

/** The index order of each sort; the id last makes pages stable. */
export function orderOf(sortBy: EmployeeSortField, range: 'asc' | 'desc'): SQL[] {
  const direction = range === 'desc' ? desc : asc;
  const columns = {
    name: [users.surname, users.firstName, users.id],
    email: [users.email, users.id],
    registered: [users.activatedAt, users.id],
    two_factor: [users.mfaEnabled, users.surname, users.firstName, users.id],
  }[sortBy];
  return columns.map((column) => direction(column));
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

export function rowOf(raw: RawRow): EmployeeRow {
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

interface Totals {
  totalEmployees: number;
  totalRegisteredEmployees: number;
  totalTwoFactorEmployees: number;
}

async function totalsOf(db: Database, clientId: number): Promise<Totals> {
  const [row] = await db
    .select({
      totalEmployees: sql<number>`count(*)::int`,
      totalRegisteredEmployees: sql<number>`count(${users.activatedAt})::int`,
      totalTwoFactorEmployees: sql<number>`(count(*) filter (where ${users.mfaEnabled}))::int`,
    })
    .from(users)
    .where(eq(users.clientId, clientId));
  return row ?? { totalEmployees: 0, totalRegisteredEmployees: 0, totalTwoFactorEmployees: 0 };
}

/** One page: the ids off the index first (limit/offset on the narrow index), then their rows. */
async function pageOf(db: Database, where: SQL, order: SQL[], page: number): Promise<EmployeeRow[]> {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rows = await db.select(rowColumns).from(users).where(inArray(users.id, ids)).orderBy(...order);
  return rows.map(rowOf);
}

async function countOf(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return row?.n ?? 0;
}

function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export async function listEmployees(db: Database, clientId: number, query: EmployeeListQuery) {
  const filters = { search: query.search, registered: query['filter[person_activated]'] };
  const where = whereOf(clientId, filters);
  const narrowed = filters.search !== '' || filters.registered !== undefined;
  // Independent queries run side by side: on PostgreSQL the pool runs them on separate
  // connections, so the page costs the slowest of them rather than their sum.
  const [totals, count, data] = await Promise.all([
    totalsOf(db, clientId),
    narrowed ? countOf(db, where) : undefined,
    pageOf(db, where, orderOf(query.sort_by, query.range), query.page),
  ]);
  const total = count ?? totals.totalEmployees;
  return {
    data,
    totalEmployeesValues: { totalEmployees: totals.totalEmployees, totalRegisteredEmployees: totals.totalRegisteredEmployees },
    current_page: query.page,
    last_page: lastPageOf(total),
    per_page: perPage,
    total,
    filters: {
      search: query.search,
      person_activated: filters.registered === undefined ? null : filters.registered ? 1 : 0,
      sort_by: query.sort_by,
      range: query.range,
    },
  };
}

export async function listTwoFactor(db: Database, clientId: number, query: TwoFactorListQuery) {
  const filters = { search: query.search, twoFactor: query['filter[person_mfa_secret]'] };
  const where = whereOf(clientId, filters);
  const narrowed = filters.search !== '' || filters.twoFactor !== undefined;
  const [[client], totals, count, data] = await Promise.all([
    db.select({ requiresTwoFa: clients.requiresTwoFa }).from(clients).where(eq(clients.id, clientId)),
    totalsOf(db, clientId),
    narrowed ? countOf(db, where) : undefined,
    pageOf(db, where, orderOf(query.sort_by, query.range), query.page),
  ]);
  const total = count ?? totals.totalEmployees;
  return {
    data,
    totalEmployeesValues: {
      totalEmployees: totals.totalEmployees,
      totalRegisteredEmployees: totals.totalRegisteredEmployees,
      totalTwoFactorEmployees: totals.totalTwoFactorEmployees,
    },
    isEnforcementTwoFAEnabled: client?.requiresTwoFa ?? false,
    current_page: query.page,
    last_page: lastPageOf(total),
    per_page: perPage,
    total,
    filters: {
      search: query.search,
      person_mfa_secret: filters.twoFactor === undefined ? null : filters.twoFactor ? 1 : 0,
      sort_by: query.sort_by,
      range: query.range,
    },
  };
}

/** One employee of the client (the view-employee-data panel, welcome resends); undefined otherwise. */
export async function employeeOf(db: Database, clientId: number, employeeId: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select(rowColumns).from(users).where(and(eq(users.clientId, clientId), eq(users.id, employeeId)));
  return row ? rowOf(row) : undefined;
}

/**
 * Every matching employee, a batch at a time in name order (keyset, so the 100th batch costs what
 * the first does): reports stream with flat memory however many rows there are.
 */
export async function* employeeBatches(db: Database, clientId: number, filters: Filters, batch = 1000): AsyncGenerator<EmployeeRow[]> {
  let after: { surname: string; firstName: string; id: number } | undefined;
  const where = whereOf(clientId, filters);
  for (;;) {
    const keyset = after ? sql`(${users.surname}, ${users.firstName}, ${users.id}) > (${after.surname}, ${after.firstName}, ${after.id})` : undefined;
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
