// The engagement and insights figures over the real api and database: what the seed gives Sam,
// how each way in counts one login in the same transaction as its session, and who is refused.
import { employeeInsights, engagementLogins } from '@portal/contract/employee-insights';
import type { AnswerOf } from '@portal/contract/endpoint';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { clients } from '../db/schema-clients.js';
import { loginDays } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { demoTotpSecrets } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';
import { periodStarts } from './periods.js';

const t = useTestApi();
let acmeId: number;
let globexId: number;
let sam: string;

async function todaysLogins(clientId: number): Promise<number> {
  const [row] = await t.api.db
    .select({ logins: loginDays.logins })
    .from(loginDays)
    .where(and(eq(loginDays.clientId, clientId), eq(loginDays.day, sql`(now() at time zone 'UTC')::date`)));
  return row?.logins ?? 0;
}

beforeAll(async () => {
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = rows.find((row) => row.domain === 'acme')!.id;
  globexId = rows.find((row) => row.domain === 'globex')!.id;
  sam = await t.logIn('employer@acme.test');
}, 60_000);

test('the periods shown end with the current one: 30 days, 26 weeks from Monday, 12 months', () => {
  const days = periodStarts('day', '2026-03-01');
  expect(days).toHaveLength(30);
  expect(days.slice(-2)).toEqual(['2026-02-28', '2026-03-01']);
  const weeks = periodStarts('week', '2026-11-25');
  expect(weeks).toHaveLength(26);
  expect(weeks.at(-1)).toBe('2026-11-23');
  expect(weeks.at(-2)).toBe('2026-11-16');
  expect(periodStarts('month', '2026-01-31')).toEqual([
    '2025-02-01',
    '2025-03-01',
    '2025-04-01',
    '2025-05-01',
    '2025-06-01',
    '2025-07-01',
    '2025-08-01',
    '2025-09-01',
    '2025-10-01',
    '2025-11-01',
    '2025-12-01',
    '2026-01-01',
  ]);
});

test('Sam sees a year of seeded logins by day, week and month, and registrations that add up', async () => {
  const byPeriod: Record<string, AnswerOf<typeof engagementLogins, 200>> = {};
  for (const period of ['day', 'week', 'month']) {
    const answer = await t.call(engagementLogins, 200, { params: { clientId: acmeId }, query: { period }, token: sam });
    expect(answer.status).toBe(200);
    byPeriod[period] = answer.body;
  }
  expect(byPeriod.day!.logins).toHaveLength(30);
  expect(byPeriod.week!.logins).toHaveLength(26);
  expect(byPeriod.month!.logins).toHaveLength(12);
  for (const answer of Object.values(byPeriod))
    expect(answer.logins.filter((row) => row.logins > 0).length).toBeGreaterThan(answer.logins.length / 2);
  // The months hold every day of the last 30 days.
  const lastThirty = byPeriod.day!.logins.reduce((sum, row) => sum + row.logins, 0);
  const year = byPeriod.month!.logins.reduce((sum, row) => sum + row.logins, 0);
  expect(year).toBeGreaterThan(lastThirty);
  // Registered by the end of the last period is everyone activated.
  const [activated] = await t.api.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, acmeId), isNotNull(users.activatedAt)));
  for (const answer of Object.values(byPeriod)) expect(answer.registrations.at(-1)!.registeredTotal).toBe(activated!.n);
  expect(byPeriod.month!.registrations.filter((row) => row.registrations > 0).length).toBeGreaterThan(6);
  expect(byPeriod.day!.activeUsersLast30Days).toBeGreaterThan(20);
  expect(byPeriod.day!.activeUsersLast30Days).toBeLessThan(activated!.n + 1);
  expect((await t.get(`/v2/client/${acmeId}/employee-insights/logins`, sam)).body.period).toBe('day');
  // A period the contract does not list: sent untyped.
  const wrong = await t.get(`/v2/client/${acmeId}/employee-insights/logins?period=year`, sam);
  expect(wrong.status).toBe(422);
});

test('a password login and a login with a 2FA code each count once, today, with the last login', async () => {
  const before = await todaysLogins(acmeId);
  const active = (await t.call(engagementLogins, 200, { params: { clientId: acmeId }, token: sam })).body
    .activeUsersLast30Days;
  await t.logIn('probation@acme.test');
  expect(await todaysLogins(acmeId)).toBe(before + 1);
  // The password alone starts no session for Riley: only the code does.
  await t.logInWithCode('mfa@acme.test', demoTotpSecrets.riley);
  expect(await todaysLogins(acmeId)).toBe(before + 2);
  const [riley] = await t.api.db
    .select({ lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.email, 'mfa@acme.test'));
  expect(Date.now() - riley!.lastLoginAt!.getTime()).toBeLessThan(60_000);
  const after = (await t.call(engagementLogins, 200, { params: { clientId: acmeId }, token: sam })).body;
  expect(after.activeUsersLast30Days).toBeGreaterThanOrEqual(active + 2);
  expect(after.logins.at(-1)!.logins).toBe(before + 2);
  // Another client's count does not move.
  const globexBefore = await todaysLogins(globexId);
  await t.logIn('probation@acme.test');
  expect(await todaysLogins(globexId)).toBe(globexBefore);
});

test('insights give headcount, registration and 2FA in all and by department and location, leavers aside', async () => {
  const answer = await t.call(employeeInsights, 200, { params: { clientId: acmeId }, token: sam });
  expect(answer.status).toBe(200);
  const { totals, byDepartment, byLocation } = answer.body;
  const notLeft = and(eq(users.clientId, acmeId), ne(users.employmentStatus, 'left'));
  const [headcount] = await t.api.db.select({ n: count() }).from(users).where(notLeft);
  expect(totals.headcount).toBe(headcount!.n);
  expect(totals.twoFactor).toBeGreaterThan(0);
  expect(totals.registered).toBeLessThan(totals.headcount);
  for (const groups of [byDepartment, byLocation]) {
    expect(groups.reduce((sum, row) => sum + row.headcount, 0)).toBe(totals.headcount);
    expect(groups.reduce((sum, row) => sum + row.registered, 0)).toBe(totals.registered);
    expect(groups.reduce((sum, row) => sum + row.twoFactor, 0)).toBe(totals.twoFactor);
  }
  expect(byDepartment[0]!.name).toBe('Production');
  expect(byDepartment.map((row) => row.name)).toEqual(expect.arrayContaining(['Engineering', 'Logistics', 'People']));
  expect(byLocation.map((row) => row.name)).toEqual(expect.arrayContaining(['Manchester', 'Leeds', 'Glasgow']));
  // Quinn and Taylor have no department: counted as not recorded, last.
  expect(byDepartment.at(-1)!.name).toBeNull();
});

test('only an administrator of the client in the path gets either answer', async () => {
  const quinn = await t.logIn('hr@acme.test');
  const alex = await t.logIn('employee@acme.test');
  const jamie = await t.sessionFor('employer@globex.test');
  const own = { params: { clientId: acmeId } };
  for (const { path, asAlex, asJamie } of [
    {
      path: 'employee-insights',
      asAlex: () => t.call(employeeInsights, 403, { ...own, token: alex }),
      asJamie: () => t.call(employeeInsights, 404, { ...own, token: jamie }),
    },
    {
      path: 'employee-insights/logins?period=week',
      asAlex: () => t.call(engagementLogins, 403, { ...own, query: { period: 'week' }, token: alex }),
      asJamie: () => t.call(engagementLogins, 404, { ...own, query: { period: 'week' }, token: jamie }),
    },
  ]) {
    expect((await t.get(`/v2/client/${acmeId}/${path}`)).status).toBe(401);
    const employee = await asAlex();
    expect(employee.status).toBe(403);
    expect(employee.body).toMatchObject({ message: 'Access Denied' });
    expect((await t.get(`/v2/client/${acmeId}/${path}`, quinn)).status).toBe(403);
    const across = await asJamie();
    expect(across.status).toBe(404);
    expect(across.body).not.toHaveProperty('logins');
    expect(across.body).not.toHaveProperty('totals');
    expect((await t.get(`/v2/client/${globexId}/${path}`, sam)).status).toBe(404);
    expect((await t.get(`/v2/client/${globexId}/${path}`, jamie)).status).toBe(200);
  }
});

test('the counts follow every change to users, whoever makes it: a move, a leaver, an activation', async () => {
  const insights = async () => (await t.call(employeeInsights, 200, { params: { clientId: acmeId }, token: sam })).body;
  const group = (groups: AnswerOf<typeof employeeInsights, 200>['byDepartment'], name: string | null) =>
    groups.find((row) => row.name === name) ?? { headcount: 0, registered: 0, twoFactor: 0 };
  const before = await insights();
  const [mover] = await t.api.db
    .insert(users)
    .values({
      clientId: acmeId,
      email: 'counted.mover@acme.test',
      firstName: 'Counted',
      surname: 'Mover',
      department: 'Research',
      location: 'Leeds',
    })
    .returning({ id: users.id });
  let now = await insights();
  expect(now.totals.headcount).toBe(before.totals.headcount + 1);
  expect(group(now.byDepartment, 'Research').headcount).toBe(1);
  expect(group(now.byDepartment, 'Research').registered).toBe(0);
  const engagement = async () =>
    (await t.call(engagementLogins, 200, { params: { clientId: acmeId }, token: sam })).body;
  const registeredBefore = (await engagement()).registrations.at(-1)!;
  // Activated with 2FA and moved to a blank department, in one statement.
  await t.api.db
    .update(users)
    .set({ activatedAt: new Date(), mfaEnabled: true, department: '  ' })
    .where(eq(users.id, mover!.id));
  now = await insights();
  expect(group(now.byDepartment, 'Research').headcount).toBe(0);
  expect(now.byDepartment.map((row) => row.name)).not.toContain('Research');
  expect(group(now.byDepartment, null).twoFactor).toBe(group(before.byDepartment, null).twoFactor + 1);
  expect(now.totals.registered).toBe(before.totals.registered + 1);
  const registeredAfter = (await engagement()).registrations.at(-1)!;
  expect(registeredAfter.registrations).toBe(registeredBefore.registrations + 1);
  expect(registeredAfter.registeredTotal).toBe(registeredBefore.registeredTotal + 1);
  // A leaver is no longer counted; deleting them changes nothing more.
  await t.api.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, mover!.id));
  expect((await insights()).totals).toEqual(before.totals);
  await t.api.db.delete(users).where(eq(users.id, mover!.id));
  expect(await insights()).toEqual(before);
});

test('an activation counts a login and a registration today', async () => {
  const before = (await t.call(engagementLogins, 200, { params: { clientId: acmeId }, token: sam })).body;
  const loginsBefore = await todaysLogins(acmeId);
  const password = 'Crimson-Lantern-42';
  const done = await t.post('/user/activate', {
    activationId: 'demo-activation-acme',
    date_of_birth: '14/03/1990',
    password,
    password_confirmation: password,
  });
  expect(done.status).toBe(200);
  expect(await todaysLogins(acmeId)).toBe(loginsBefore + 1);
  const after = (await t.call(engagementLogins, 200, { params: { clientId: acmeId }, token: sam })).body;
  expect(after.registrations.at(-1)!.registrations).toBe(before.registrations.at(-1)!.registrations + 1);
  expect(after.registrations.at(-1)!.registeredTotal).toBe(before.registrations.at(-1)!.registeredTotal + 1);
  expect(after.activeUsersLast30Days).toBe(before.activeUsersLast30Days + 1);
});
