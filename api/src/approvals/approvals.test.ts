// Approve selections over the real api and database: the pending lists, the all-or-nothing
// approval with its audit rows, and refusal for anyone who is not an approver of the same client.
import { pendingSelections, pendingSummary, statusCounts } from '@portal/contract/approvals';
import { takeupSummary } from '@portal/contract/benefit-takeup';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema-audit.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { startSession } from '../auth/sessions.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
let approver: string;
let employee: string;
let globexEmployer: string;
let cycleId: number;
let globexCycleId: number;

beforeAll(async () => {
  approver = await t.logIn('employer@acme.test');
  employee = await t.logIn('employee@acme.test');
  const [jamie] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@globex.test'));
  await t.api.db.update(users).set({ isApprover: true }).where(eq(users.id, jamie!.id));
  globexEmployer = (await startSession(t.api.db, jamie!.id)).token;
  const rows = await t.api.db
    .select({ id: benefits.id, domain: clients.domain, slug: benefits.slug })
    .from(benefits)
    .innerJoin(clients, eq(clients.id, benefits.clientId))
    .where(eq(benefits.slug, 'cycle-to-work'));
  cycleId = rows.find((row) => row.domain === 'acme')!.id;
  globexCycleId = rows.find((row) => row.domain === 'globex')!.id;
}, 60_000);
test("the summary counts pending selections per benefit of the approver's client", async () => {
  const summary = await t.call(pendingSummary, 200, { token: approver });
  expect(summary.status).toBe(200);
  // 14 bike orders are seeded, one of them by someone on probation, whom the cycle scheme excludes.
  expect(summary.body.summary).toEqual([
    { benefitId: cycleId, benefitName: 'Cycle to Work', count: 13 },
    { benefitId: expect.any(Number), benefitName: 'Technology Scheme', count: 12 },
  ]);
  expect(summary.body.count).toBe(25);
});

test("the dashboard's count awaiting approval is take-up's Pending, benefit by benefit, at the same moment", async () => {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [summary, takeup] = await Promise.all([
    t.call(pendingSummary, 200, { token: approver }),
    t.call(takeupSummary, 200, { params: { clientId: acme!.id }, token: approver }),
  ]);
  const pendingInTakeup = takeup.body.data.filter((row) => row.pending > 0);
  expect(summary.body.summary.map((row) => [row.benefitId, row.count]).sort()).toEqual(
    pendingInTakeup.map((row) => [row.benefitId, row.pending]).sort(),
  );
  // The approval list offers exactly those selections.
  const cycle = await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, token: approver });
  expect(cycle.body.total).toBe(pendingInTakeup.find((row) => row.benefitId === cycleId)!.pending);
});

test('a benefit lists its pending selections with their dynamic fields, ten a page', async () => {
  const first = await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, token: approver });
  expect(first.status).toBe(200);
  expect(first.body.benefitName).toBe('Cycle to Work');
  expect(first.body.fieldNames).toEqual(['Accessories', 'Bike model', 'Retailer']);
  expect(first.body.selectionsData).toHaveLength(10);
  expect(first.body.selectionsData[0]).toMatchObject({
    selectionId: expect.any(Number),
    employeeName: expect.any(String),
    orderValue: 50000,
  });
  expect(first.body).toMatchObject({ total: 13, last_page: 2 });
  expect(
    (await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, query: { page: 2 }, token: approver })).body
      .selectionsData,
  ).toHaveLength(3);
});

test('approving and rejecting move selections in one transaction and write audit rows', async () => {
  const { body } = await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, token: approver });
  const [a, b, c] = body.selectionsData.map((row) => row.selectionId);
  expect(
    await t.patch('/v2/scheme/selections/status/', { selectionIds: [a, b], approval: true }, approver),
  ).toMatchObject({
    status: 200,
    body: { status: 'ok', processed: 2 },
  });
  expect(
    await t.patch('/v2/scheme/selections/status/', { selectionIds: [c], approval: false }, approver),
  ).toMatchObject({ status: 200 });
  const decided = await t.api.db
    .select({ id: selections.id, status: selections.status, decidedBy: selections.decidedBy })
    .from(selections)
    .where(inArray(selections.id, [a!, b!, c!]));
  expect(Object.fromEntries(decided.map((row) => [row.id, row.status]))).toEqual({
    [a!]: 'approved',
    [b!]: 'approved',
    [c!]: 'declined',
  });
  const audit = await t.api.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'selection.%'`);
  expect(audit.map((row) => row.action).sort()).toEqual(['selection.approve', 'selection.approve', 'selection.reject']);

  // A double submission changes nothing more; a mix of decided and pending is refused whole.
  const [d] = (
    await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, token: approver })
  ).body.selectionsData.map((row) => row.selectionId);
  expect(
    await t.patch('/v2/scheme/selections/status/', { selectionIds: [a, d], approval: false }, approver),
  ).toMatchObject({
    status: 409,
    body: { message: 'Some of these selections are no longer awaiting approval' },
  });
  const [still] = await t.api.db.select({ status: selections.status }).from(selections).where(eq(selections.id, d!));
  expect(still!.status).toBe('pending');
  expect(await t.patch('/v2/scheme/selections/status/', { selectionIds: [], approval: true }, approver)).toMatchObject({
    status: 422,
    body: { errors: { selectionIds: ['No selections to approve/reject, please review your choice'] } },
  });
  const counts = await t.call(statusCounts, 200, { token: approver });
  expect(counts.body.data).toMatchObject({ pending: 23, approved: 3, declined: 1 });
});

test("another client's approver, an employee and a non-approver employer get nothing", async () => {
  const { body } = await t.call(pendingSelections, 200, { params: { benefitId: cycleId }, token: approver });
  const acmeIds = body.selectionsData.map((row) => row.selectionId);
  const other = await t.get(`/v2/scheme/selections/${cycleId}/pending/`, globexEmployer);
  expect(other.status).toBe(404);
  expect(JSON.stringify(other.body)).not.toContain('Cycle');
  expect((await t.call(pendingSummary, 200, { token: globexEmployer })).body.count).toBe(0);
  expect(
    (
      await t.patch(
        '/v2/scheme/selections/status/',
        { selectionIds: acmeIds.slice(0, 2), approval: true },
        globexEmployer,
      )
    ).status,
  ).toBe(404);
  expect((await t.get(`/v2/scheme/selections/${globexCycleId}/pending/`, approver)).status).toBe(404);
  const untouched = await t.api.db
    .select({ status: selections.status })
    .from(selections)
    .where(inArray(selections.id, acmeIds.slice(0, 2)));
  expect(untouched.every((row) => row.status === 'pending')).toBe(true);

  for (const token of [employee]) {
    expect((await t.get('/v2/scheme/selections/pending/', token)).status).toBe(403);
    expect((await t.get(`/v2/scheme/selections/${cycleId}/pending/`, token)).status).toBe(403);
    expect(
      (await t.patch('/v2/scheme/selections/status/', { selectionIds: acmeIds, approval: true }, token)).status,
    ).toBe(403);
  }
  await t.api.db
    .update(users)
    .set({ isApprover: false })
    .where(and(eq(users.email, 'employer@acme.test')));
  expect((await t.get('/v2/scheme/selections/pending/', approver)).status).toBe(403);
  await t.api.db.update(users).set({ isApprover: true }).where(eq(users.email, 'employer@acme.test'));
  expect((await t.get('/v2/scheme/selections/pending/')).status).toBe(401);
});
