// Benefit take-up over the real api and database: figures counted from the seeded selections and
// eligibility rules, only a person's latest selection counting, one benefit's people by state,
// the insight-enabled variant, and refusal for anyone but an administrator of the same client.
// takeup_counts is held to the live count (takeup-live.ts) through every kind of write, and every
// page of a state, read from either end, to the plain order by name.
import { insightsDetail, insightsSummary, takeupDetail, takeupSummary } from '@portal/contract/benefit-takeup';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { startSession } from '../auth/sessions.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { takeupCounts } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { useTestApi } from '../testing/test-api.js';
import { isLatest, personEligible } from './takeup.js';
import { liveSelectionCounts, liveTakeupCounts } from './takeup-live.js';

const t = useTestApi();
let sam: string;
let quinn: string;
let alex: string;
let jamie: string;
let acmeId: number;
let globexId: number;
const acmeBenefit: Record<string, number> = {};
let globexPension: number;

beforeAll(async () => {
  sam = await t.logIn('employer@acme.test');
  quinn = await t.logIn('hr@acme.test');
  alex = await t.logIn('employee@acme.test');
  // Globex requires 2FA: its administrator's session is started directly.
  const [jamieRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@globex.test'));
  jamie = (await startSession(t.api.db, jamieRow!.id)).token;
  const clientRows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = clientRows.find((row) => row.domain === 'acme')!.id;
  globexId = clientRows.find((row) => row.domain === 'globex')!.id;
  const rows = await t.api.db
    .select({ id: benefits.id, slug: benefits.slug, clientId: benefits.clientId })
    .from(benefits);
  for (const row of rows) if (row.clientId === acmeId) acmeBenefit[row.slug] = row.id;
  globexPension = rows.find((row) => row.clientId === globexId && row.slug === 'pension')!.id;
}, 60_000);

/** The figures worked out in the plainest way, to hold the grouped queries to. */
async function expectedFigures(slug: string) {
  const [benefit] = await t.api.db.select().from(benefits).where(eq(benefits.id, acmeBenefit[slug]!));
  const people = await t.api.db.select().from(users).where(eq(users.clientId, acmeId));
  const eligible = people.filter(
    (person) =>
      benefit!.employmentStatuses.includes(person.employmentStatus) &&
      !(benefit!.excludesProbation && person.onProbation),
  );
  // The scheme year's selections only: the cast also holds the previous year's.
  const rows = await t.api.db
    .select()
    .from(selections)
    .where(and(eq(selections.benefitId, benefit!.id), eq(selections.schemeYear, benefit!.schemeYear)));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows.sort((a, b) => a.id - b.id)) latest.set(row.userId, row);
  const ids = new Set(eligible.map((person) => person.id));
  const current = [...latest.values()].filter((row) => ids.has(row.userId));
  const count = (...statuses: string[]) => current.filter((row) => statuses.includes(row.status)).length;
  return {
    eligible: eligible.length,
    enrolled: count('active', 'approved'),
    pending: count('pending'),
    optedOut: count('opted-out'),
  };
}

test('the summary counts every benefit of the scheme year from the selections and the eligibility rules', async () => {
  const { status, body } = await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam });
  expect(status).toBe(200);
  expect(body.schemeYear).toBe(2026);
  expect(body.data).toHaveLength(12);
  for (const slug of [
    'pension',
    'cycle-to-work',
    'childcare-vouchers',
    'gym-membership',
    'private-medical',
    'critical-illness',
  ]) {
    const row = body.data.find((figures) => figures.benefitId === acmeBenefit[slug])!;
    const expected = await expectedFigures(slug);
    expect(row).toMatchObject(expected);
    expect(row.takeUpPercentage).toBe(Math.round((expected.enrolled / expected.eligible) * 1000) / 10);
  }
  const pension = body.data.find((row) => row.benefitId === acmeBenefit.pension)!;
  // Seeded: most generated employees hold the pension, so the chart has something to show.
  expect(pension.enrolled).toBeGreaterThan(20);
  const cycle = body.data.find((row) => row.benefitId === acmeBenefit['cycle-to-work'])!;
  // 14 orders await approval, but one is from someone on probation, whom the scheme excludes:
  // take-up counts eligible people only (docs/benefit-takeup.md).
  expect(cycle).toMatchObject({ pending: 13, enrolled: 1 });
  // Childcare vouchers are open to leavers; the cycle scheme excludes people on probation.
  const vouchers = body.data.find((row) => row.benefitId === acmeBenefit['childcare-vouchers'])!;
  expect(vouchers.eligible).toBeGreaterThan(cycle.eligible);
  expect(body.data.find((row) => row.benefitId === acmeBenefit['gym-membership'])!.optedOut).toBeGreaterThanOrEqual(1);
});

test("only a person's latest selection counts: a reapply moves them from opted out to enrolled", async () => {
  const [alexRow] = await t.api.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
  const gym = acmeBenefit['gym-membership']!;
  const before = (await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam })).body.data.find(
    (row) => row.benefitId === gym,
  )!;
  const [again] = await t.api.db
    .insert(selections)
    .values({ userId: alexRow!.id, benefitId: gym, schemeYear: 2026, status: 'active', values: { level: 'standard' } })
    .returning({ id: selections.id });
  try {
    const after = (await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam })).body.data.find(
      (row) => row.benefitId === gym,
    )!;
    expect(after).toMatchObject({
      enrolled: before.enrolled + 1,
      optedOut: before.optedOut - 1,
      eligible: before.eligible,
    });
  } finally {
    await t.api.db.delete(selections).where(eq(selections.id, again!.id));
  }
});

test("one benefit's page lists the people in a state with their selection, ten a page, by surname", async () => {
  const cycle = acmeBenefit['cycle-to-work']!;
  const first = await t.call(takeupDetail, 200, {
    params: { clientId: acmeId, benefitId: cycle },
    query: { status: 'pending' },
    token: sam,
  });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ status: 'pending', current_page: 1, last_page: 2, per_page: 10, total: 13 });
  expect(first.body.benefit).toMatchObject({ benefitId: cycle, benefitName: 'Cycle to Work', pending: 13 });
  expect(first.body.data).toHaveLength(10);
  expect(first.body.data[0]).toMatchObject({ status: 'pending', statusLabel: 'Awaiting approval' });
  expect(first.body.data[0]!.planDetails[0]).toMatchObject({ label: 'Order value' });
  const surnames = first.body.data.map((row) => row.employeeName.split(' ').at(-1)!);
  expect([...surnames].sort((a, b) => a.localeCompare(b))).toEqual(surnames);
  const second = await t.call(takeupDetail, 200, {
    params: { clientId: acmeId, benefitId: cycle },
    query: { status: 'pending', page: 2 },
    token: sam,
  });
  expect(second.body.data).toHaveLength(3);
  // Enrolled is the default state: Sam's approved bike.
  const enrolled = await t.call(takeupDetail, 200, { params: { clientId: acmeId, benefitId: cycle }, token: sam });
  expect(enrolled.body).toMatchObject({ status: 'enrolled', total: 1 });
  expect(enrolled.body.data[0]).toMatchObject({ employeeName: 'Sam Patel', statusLabel: 'Approved' });
  const gym = await t.call(takeupDetail, 200, {
    params: { clientId: acmeId, benefitId: acmeBenefit['gym-membership']! },
    query: { status: 'opted-out' },
    token: sam,
  });
  const alexRow = gym.body.data.find((row) => row.employeeName === 'Alex Morgan')!;
  expect(alexRow).toMatchObject({
    statusLabel: 'Opted out',
    planDetails: [{ label: 'Cover level', value: 'Standard' }],
  });
  expect((await t.get(`/client/${acmeId}/benefit-takeup/${cycle}?status=everyone`, sam)).status).toBe(422);
  expect((await t.get(`/client/${acmeId}/benefit-takeup/${cycle}?page=0`, sam)).status).toBe(422);
});

test('an employee, an employer who is not an administrator and another client get nothing', async () => {
  const pension = acmeBenefit.pension!;
  for (const token of [alex, quinn]) {
    expect((await t.get(`/client/${acmeId}/benefit-takeup`, token)).status).toBe(403);
    expect((await t.get(`/client/${acmeId}/benefit-takeup/${pension}`, token)).status).toBe(403);
  }
  const across = await t.get(`/client/${acmeId}/benefit-takeup`, jamie);
  expect(across.status).toBe(404);
  expect(JSON.stringify(across.body)).not.toContain('Pension');
  // Acme's benefit through Globex's own path is a benefit that does not exist.
  expect((await t.get(`/client/${globexId}/benefit-takeup/${pension}`, jamie)).status).toBe(404);
  expect((await t.get(`/client/${acmeId}/benefit-takeup/${pension}`, jamie)).status).toBe(404);
  expect((await t.get(`/client/${acmeId}/benefit-takeup`)).status).toBe(401);
});

test('insight-enabled clients (exception benefit_insights) are served at v2 benefit-insights; others are not', async () => {
  const globex = await t.call(insightsSummary, 200, { params: { clientId: globexId }, token: jamie });
  expect(globex.status).toBe(200);
  expect(globex.body.data.find((row) => row.benefitId === globexPension)).toMatchObject({ enrolled: 2 });
  const detail = await t.call(insightsDetail, 200, {
    params: { clientId: globexId, benefitId: globexPension },
    token: jamie,
  });
  expect(detail.body.data.map((row) => row.employeeName).sort()).toEqual(['Jamie Wong', 'Morgan Smith']);
  // The same figures as the main path gives.
  expect((await t.call(takeupSummary, 200, { params: { clientId: globexId }, token: jamie })).body).toEqual(
    globex.body,
  );
  expect((await t.get(`/v2/client/${acmeId}/benefit-insights`, sam)).status).toBe(404);
  expect((await t.get(`/v2/client/${globexId}/benefit-insights`, sam)).status).toBe(404);
  expect((await t.get(`/v2/client/${acmeId}/benefit-insights`, quinn)).status).toBe(403);
  // An exception that is not active does not count.
  await t.api.db.execute(sql`update client_exceptions set status = 'inactive' where client_id = ${globexId}`);
  try {
    expect((await t.get(`/v2/client/${globexId}/benefit-insights`, jamie)).status).toBe(404);
  } finally {
    await t.api.db.execute(sql`update client_exceptions set status = 'active' where client_id = ${globexId}`);
  }
});

/** takeup_counts equals the current selections counted from scratch, and the summary the old live query. */
async function expectCountsLive(step: string) {
  const key = (row: {
    clientId: number;
    schemeYear: number;
    benefitId: number;
    status: string;
    employmentStatus: string;
    onProbation: boolean;
    people: number;
  }) =>
    `${row.clientId} ${row.schemeYear} ${row.benefitId} ${row.status} ${row.employmentStatus} ${row.onProbation} ${row.people}`;
  const table = await t.api.db.select().from(takeupCounts).where(gt(takeupCounts.people, 0));
  const live = await liveTakeupCounts(t.api.db);
  expect({ step, counts: table.map(key).sort() }).toEqual({ step, counts: live.map(key).sort() });
  expect(await t.api.db.select().from(takeupCounts).where(lt(takeupCounts.people, 0))).toEqual([]);
  const summary = (await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam })).body;
  const old = await liveSelectionCounts(t.api.db, Object.values(acmeBenefit), 2026);
  const of = (benefitId: number, ...statuses: string[]) =>
    old
      .filter((row) => row.benefitId === benefitId && statuses.includes(row.status))
      .reduce((sum, row) => sum + row.people, 0);
  expect({
    step,
    figures: summary.data.map(({ benefitId, enrolled, pending, optedOut }) => ({
      benefitId,
      enrolled,
      pending,
      optedOut,
    })),
  }).toEqual({
    step,
    figures: summary.data.map(({ benefitId }) => ({
      benefitId,
      enrolled: of(benefitId, 'active', 'approved'),
      pending: of(benefitId, 'pending'),
      optedOut: of(benefitId, 'opted-out'),
    })),
  });
}

test('takeup_counts stays equal to the live count through inserts, status changes, newer selections, deletes and people changing', async () => {
  const db = t.api.db;
  const [alexRow] = await db.select().from(users).where(eq(users.email, 'employee@acme.test'));
  // Another of Acme's people (Sam, whose session reads the figures, must stay active).
  const [otherRow] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.clientId, acmeId),
        eq(users.userType, 'employee'),
        eq(users.employmentStatus, 'active'),
        sql`${users.email} <> 'employee@acme.test'`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  const gym = acmeBenefit['gym-membership']!;
  const dental = acmeBenefit['dental-insurance']!;
  const cycle = acmeBenefit['cycle-to-work']!;
  const row = (
    userId: number,
    benefitId: number,
    status: 'pending' | 'approved' | 'declined' | 'active' | 'opted-out',
  ) => ({ userId, benefitId, schemeYear: 2026, status, values: {} });
  const made: number[] = [];
  const insert = async (...rows: ReturnType<typeof row>[]) => {
    const ids = (await db.insert(selections).values(rows).returning({ id: selections.id })).map(
      (inserted) => inserted.id,
    );
    made.push(...ids);
    return ids;
  };
  const before = (await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam })).body;
  try {
    await expectCountsLive('as seeded (the migration backfilled the counts)');
    const [newer] = await insert(row(alexRow!.id, gym, 'active'));
    await expectCountsLive('a newer selection replaces Alex’s opted-out gym');
    // One statement with two rows of one person, benefit and year: only the later counts.
    const [firstDental, secondDental] = await insert(
      row(alexRow!.id, dental, 'pending'),
      row(alexRow!.id, dental, 'opted-out'),
      row(otherRow!.id, dental, 'active'),
    );
    await expectCountsLive('three rows in one statement, two of them Alex’s dental');
    await db.update(selections).set({ status: 'approved', decidedAt: new Date() }).where(eq(selections.id, newer!));
    await expectCountsLive('a status change of a current selection');
    await db.update(selections).set({ status: 'declined' }).where(eq(selections.id, firstDental!));
    await expectCountsLive('a status change of a superseded selection');
    await db.update(selections).set({ employeeMonthlyPence: 1234 }).where(eq(selections.id, secondDental!));
    await expectCountsLive('an update that moves nothing');
    await db.update(selections).set({ benefitId: cycle }).where(eq(selections.id, secondDental!));
    await expectCountsLive('a selection moved to another benefit: the earlier dental row is current again');
    await db.delete(selections).where(eq(selections.id, newer!));
    await expectCountsLive('the newer gym selection deleted: the opted-out one counts again');
    await db.update(users).set({ onProbation: true }).where(eq(users.id, alexRow!.id));
    await expectCountsLive('Alex on probation');
    await db
      .update(users)
      .set({ employmentStatus: 'inactive', onProbation: false })
      .where(inArray(users.id, [alexRow!.id, otherRow!.id]));
    await expectCountsLive('two people made inactive in one statement');
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, alexRow!.id));
    await expectCountsLive('a login, which changes no count');
    // Someone who leaves the database takes their selections and their counts with them.
    const [leaver] = await db
      .insert(users)
      .values({ clientId: acmeId, email: 'takeup-leaver@acme.test', firstName: 'Lee', surname: 'Ver' })
      .returning({ id: users.id });
    await insert(row(leaver!.id, gym, 'active'), row(leaver!.id, dental, 'opted-out'));
    await expectCountsLive('a new person’s selections');
    await db.delete(users).where(eq(users.id, leaver!.id));
    await expectCountsLive('the person deleted');
  } finally {
    await db
      .update(users)
      .set({ employmentStatus: alexRow!.employmentStatus, onProbation: alexRow!.onProbation })
      .where(eq(users.id, alexRow!.id));
    await db
      .update(users)
      .set({ employmentStatus: otherRow!.employmentStatus, onProbation: otherRow!.onProbation })
      .where(eq(users.id, otherRow!.id));
    if (made.length > 0) await db.delete(selections).where(inArray(selections.id, made));
  }
  await expectCountsLive('everything put back');
  expect((await t.call(takeupSummary, 200, { params: { clientId: acmeId }, token: sam })).body).toEqual(before);
});

test('every page of a state, read from the nearer end, walking the names or gathering the state, is the plain order by name', async () => {
  const expected = async (benefitId: number, statuses: string[]) =>
    (
      await t.api.db
        .select({ name: sql<string>`${users.firstName} || ' ' || ${users.surname}` })
        .from(selections)
        .innerJoin(benefits, eq(benefits.id, selections.benefitId))
        .innerJoin(users, eq(users.id, selections.userId))
        .where(
          and(
            eq(selections.benefitId, benefitId),
            eq(selections.schemeYear, 2026),
            inArray(selections.status, statuses as never[]),
            personEligible,
            isLatest,
          ),
        )
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
    ).map((person) => person.name);
  // Pension enrolled is most of Acme (walked); Cycle to Work pending a few (gathered).
  for (const [slug, status, statuses] of [
    ['pension', 'enrolled', ['active', 'approved']],
    ['cycle-to-work', 'pending', ['pending']],
  ] as const) {
    const benefitId = acmeBenefit[slug]!;
    const names = await expected(benefitId, [...statuses]);
    const first = await t.call(takeupDetail, 200, {
      params: { clientId: acmeId, benefitId },
      query: { status },
      token: sam,
    });
    expect(first.body.total).toBe(names.length);
    const pages = [first.body.data.map((person) => person.employeeName)];
    for (let page = 2; page <= first.body.last_page; page += 1) {
      pages.push(
        (
          await t.call(takeupDetail, 200, {
            params: { clientId: acmeId, benefitId },
            query: { status, page },
            token: sam,
          })
        ).body.data.map((person) => person.employeeName),
      );
    }
    expect(pages.flat()).toEqual(names);
    // Past the last page: nobody, and the figures still.
    const beyond = await t.call(takeupDetail, 200, {
      params: { clientId: acmeId, benefitId },
      query: { status, page: first.body.last_page + 1 },
      token: sam,
    });
    expect(beyond.body).toMatchObject({ data: [], total: names.length });
  }
});
