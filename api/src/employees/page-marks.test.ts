// Deep pages of a client's whole employee list are read from page marks (page-marks.ts). With
// marks every 7 rows, most pages of Acme's 70-odd people are deep: each sort's pages, joined, must
// be the database's own order, and stay so after every kind of change to the people.
import { employeeListQuery, twoFactorListQuery } from '@portal/contract/employees';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { clientUserTotals, employeePageMarks } from '../db/schema-counts.js';
import { users, userSearchText } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';
import { listEmployees, listTwoFactor, orderOf } from './employees.js';

const t = useTestApi();
const spacing = 7;
let acmeId: number;
let globexId: number;

beforeAll(async () => {
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = rows.find((row) => row.domain === 'acme')!.id;
  globexId = rows.find((row) => row.domain === 'globex')!.id;
});

type Sort = 'name' | 'email' | 'registered' | 'two_factor';

/** Every page of the list, joined, as the table reads them one at a time. */
async function allPages(db: Database, sort: Sort, range: 'asc' | 'desc'): Promise<number[]> {
  const read = (page: number) =>
    sort === 'two_factor'
      ? listTwoFactor(db, acmeId, twoFactorListQuery.parse({ sort_by: sort, range, page: String(page) }), spacing)
      : listEmployees(db, acmeId, employeeListQuery.parse({ sort_by: sort, range, page: String(page) }), spacing);
  const first = await read(1);
  const ids = first.data.map((row) => row.id);
  for (let page = 2; page <= first.last_page + 1; page += 1) ids.push(...(await read(page)).data.map((row) => row.id));
  return ids;
}

async function databaseOrder(db: Database, sort: Sort, range: 'asc' | 'desc'): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, acmeId))
    .orderBy(...orderOf(sort, range));
  return rows.map((row) => row.id);
}

async function everySortMatches(db: Database) {
  for (const sort of ['name', 'email', 'registered', 'two_factor'] as const) {
    for (const range of ['asc', 'desc'] as const) {
      expect({ sort, range, ids: await allPages(db, sort, range) }).toEqual({
        sort,
        range,
        ids: await databaseOrder(db, sort, range),
      });
    }
  }
}

const orderVersion = async (db: Database, clientId: number) =>
  (
    await db
      .select({ version: clientUserTotals.orderVersion })
      .from(clientUserTotals)
      .where(eq(clientUserTotals.clientId, clientId))
  )[0]!.version;

test('deep pages read from marks follow one another in every sort and direction, and the marks are kept', async () => {
  const db = t.api.db;
  await everySortMatches(db);
  const kept = await db
    .select({ sortBy: employeePageMarks.sortBy, marks: employeePageMarks.marks })
    .from(employeePageMarks)
    .where(eq(employeePageMarks.clientId, acmeId));
  // Registration dates may be null: that sort reads by offset and keeps no marks.
  expect(kept.map((row) => row.sortBy).sort()).toEqual(['email', 'name', 'two_factor']);
  const people = (await databaseOrder(db, 'name', 'asc')).length;
  for (const row of kept) expect(row.marks).toHaveLength(Math.ceil(people / spacing));
});

test('joining, leaving, a new name, registering, 2FA and a move to another client each move the order on; a login does not', async () => {
  const db = t.api.db;
  await everySortMatches(db);
  const changes: [string, () => Promise<unknown>][] = [];
  let added: number[] = [];
  changes.push([
    'join',
    async () => {
      added = (
        await db
          .insert(users)
          .values(
            Array.from({ length: 12 }, (_, i) => ({
              clientId: acmeId,
              email: `marks-${i}@acme.test`,
              firstName: 'Mark',
              surname: `Aardvark ${i}`,
            })),
          )
          .returning({ id: users.id })
      ).map((row) => row.id);
    },
  ]);
  changes.push(['rename', () => db.update(users).set({ surname: 'Zebra' }).where(eq(users.id, added[0]!))]);
  changes.push([
    'new email',
    () => db.update(users).set({ email: 'aaa-first@acme.test' }).where(eq(users.id, added[1]!)),
  ]);
  changes.push([
    'register',
    () =>
      db
        .update(users)
        .set({ activatedAt: sql`now()` })
        .where(inArray(users.id, added.slice(2, 5))),
  ]);
  changes.push([
    '2FA',
    () =>
      db
        .update(users)
        .set({ mfaEnabled: true })
        .where(inArray(users.id, added.slice(4, 8))),
  ]);
  changes.push(['move', () => db.update(users).set({ clientId: globexId }).where(eq(users.id, added[8]!))]);
  changes.push(['leave', () => db.delete(users).where(inArray(users.id, added.slice(9)))]);
  for (const [what, change] of changes) {
    const [acmeBefore, globexBefore] = [await orderVersion(db, acmeId), await orderVersion(db, globexId)];
    await change();
    expect({ what, moved: (await orderVersion(db, acmeId)) > acmeBefore }).toEqual({ what, moved: true });
    if (what === 'move') expect(await orderVersion(db, globexId)).toBeGreaterThan(globexBefore);
    await everySortMatches(db);
  }
  const before = await orderVersion(db, acmeId);
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(users.clientId, acmeId), inArray(users.id, added)));
  expect(await orderVersion(db, acmeId)).toBe(before);
  await db.delete(users).where(inArray(users.id, added));
});

test('a page past the end of the list is empty, in both directions', async () => {
  for (const range of ['asc', 'desc'] as const) {
    const page = await listEmployees(t.api.db, acmeId, employeeListQuery.parse({ range, page: '999' }), spacing);
    expect(page.data).toEqual([]);
  }
});

test('a filtered or searched list, page by page, is the database order of its rows, and its total is theirs', async () => {
  const db = t.api.db;
  const cases = [
    { query: { 'filter[person_activated]': '0' }, where: sql`${users.activatedAt} is null` },
    { query: { 'filter[person_activated]': '1' }, where: sql`${users.activatedAt} is not null` },
    { query: { search: 'a' }, where: sql`${userSearchText(users)} like '%a%'` },
  ];
  for (const { query, where } of cases) {
    for (const range of ['asc', 'desc'] as const) {
      const read = (page: number) =>
        listEmployees(db, acmeId, employeeListQuery.parse({ ...query, range, page: String(page) }), spacing);
      const first = await read(1);
      const ids = first.data.map((row) => row.id);
      for (let page = 2; page <= first.last_page; page += 1) ids.push(...(await read(page)).data.map((row) => row.id));
      const expected = (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.clientId, acmeId), where))
          .orderBy(...orderOf('name', range))
      ).map((row) => row.id);
      expect({ query, range, total: first.total, ids }).toEqual({
        query,
        range,
        total: expected.length,
        ids: expected,
      });
    }
  }
});
