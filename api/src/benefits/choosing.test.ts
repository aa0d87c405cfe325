// Choosing, changing, opting out and reapplying over the real api: exact limits and steps in the
// units a person reads, terms by version, approval, the selection window, audit rows.
import { pendingSelections } from '@portal/contract/approvals';
import { benefit, benefitSelection, createSelection, updateSelection } from '@portal/contract/benefits';
import type { StatusOf } from '@portal/contract/endpoint';
import { addDays, addLifeEvent } from '@portal/contract/life-events';
import { and, eq } from 'drizzle-orm';
import { clients } from '../db/schema-clients.js';
import { lifeEvents, lifeEventTypes } from '../db/schema-life-events.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { benefitIdOf, selectionAudit } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';
import { alreadyChosenMessage, nothingToChooseMessage, reapplyMessage, termsMessage } from './choosing.js';
import { formatDate, todayInLondon } from './display.js';

const t = useTestApi();
let alex: string;
let approver: string;

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
  approver = await t.logIn('employer@acme.test');
});

const selectionOf = async (slug: string, token = alex) =>
  (await t.call(benefitSelection, 200, { params: { benefitId: await benefitIdOf(t.api.db, slug) }, token })).body
    .selection;

test('amounts must lie within the limits and on their step, in the units people read', async () => {
  const cycle = await benefitIdOf(t.api.db, 'cycle-to-work');
  const order = (orderValue: unknown, extra: Record<string, unknown> = {}) =>
    t.post(
      `/benefit/${cycle}/selection`,
      { values: { orderValue, bikeModel: 'Tourer', retailer: 'Halfords', ...extra }, accepted_terms: 1 },
      alex,
    );
  expect(await order(9900)).toMatchObject({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'] } },
  });
  expect(await order(300100)).toMatchObject({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'] } },
  });
  expect(await order(125050)).toMatchObject({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value in steps of £1.00'] } },
  });
  expect(await order('£1,250')).toMatchObject({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'] } },
  });
  expect(await order(125000, { bikeModel: ' ', colour: 'red' })).toMatchObject({
    status: 422,
    body: {
      errors: {
        'values.bikeModel': ['This field is required'],
        'values.colour': ['This field is not part of this benefit'],
      },
    },
  });

  const pension = (await selectionOf('pension'))!.selectionId;
  expect(await t.patch(`/selection/${pension}`, { values: { percentage: 525 } }, alex)).toMatchObject({
    status: 422,
    body: { errors: { 'values.percentage': ['Please enter a value in steps of 0.5%'] } },
  });
  expect(await t.patch(`/selection/${pension}`, { values: { percentage: 1600 } }, alex)).toMatchObject({
    status: 422,
    body: { errors: { 'values.percentage': ['Please enter a value between 3% and 15%'] } },
  });
  const life = (await selectionOf('life-assurance'))!.selectionId;
  expect(await t.patch(`/selection/${life}`, { values: { cover: 48100000 } }, alex)).toMatchObject({
    status: 422,
    body: { errors: { 'values.cover': ['Please enter a value between £120,000.00 and £480,000.00'] } },
  });

  const holiday = await benefitIdOf(t.api.db, 'holiday-trading');
  expect(await t.post(`/benefit/${holiday}/selection`, { values: { days: 6 } }, alex)).toMatchObject({
    status: 422,
    body: { errors: { 'values.days': ['Please enter a value between -5 and 5'] } },
  });
  // Selling two days is more pay: a negative cost, and more tax rather than a saving.
  const sold = await t.call(createSelection, 201, {
    params: { benefitId: holiday },
    body: { values: { days: -2 } },
    token: alex,
  });
  expect(sold.status).toBe(201);
  expect(sold.body.selection.costsSummaryForMonthlyCostSection).toMatchObject({
    employeeGross: -3846,
    taxSaving: -1538,
    niSaving: -77,
  });
});

test('a change to a benefit with terms needs its current version ticked; a new version asks again', async () => {
  const medical = (await selectionOf('private-medical'))!.selectionId;
  const change = <S extends StatusOf<typeof updateSelection>>(status: S, accepted_terms?: number) =>
    t.call(updateSelection, status, {
      params: { selectionId: medical },
      body: { values: { level: 'employee-partner' }, accepted_terms },
      token: alex,
    });
  expect(await change(422)).toMatchObject({ status: 422, body: { errors: { accepted_terms: [termsMessage] } } });
  // Version 1 was accepted, but version 2 is current.
  expect(await change(422, 1)).toMatchObject({ status: 422, body: { errors: { accepted_terms: [termsMessage] } } });
  const accepted = await change(200, 2);
  expect(accepted).toMatchObject({
    status: 200,
    body: {
      selection: {
        status: 'active',
        acceptedTermsVersion: 2,
        values: { level: 'employee-partner' },
        costsSummaryForMonthlyCostSection: { employeeGross: 6800 },
      },
    },
  });
  // Accepted now: the next change does not ask again.
  expect((await t.patch(`/selection/${medical}`, { values: { level: 'family' } }, alex)).status).toBe(200);
  const [row] = await t.api.db
    .select({ accepted: selections.acceptedTermsVersion })
    .from(selections)
    .where(eq(selections.id, medical));
  expect(row!.accepted).toBe(2);
});

test('every change writes an audit row: who, when, from what, to what', async () => {
  const life = (await selectionOf('life-assurance'))!.selectionId;
  const changed = await t.call(updateSelection, 200, {
    params: { selectionId: life },
    body: { values: { cover: 20000000 } },
    token: alex,
  });
  expect(changed.status).toBe(200);
  // £80,000 above the free cover at 9p per £1,000 (Alex is 40), plus £100,000 partner cover at 5p.
  expect(changed.body.selection.costsSummaryForMonthlyCostSection).toMatchObject({
    employeeGross: 720 + 500,
    employer: 1080,
  });
  const [row] = await selectionAudit(t.api.db, life);
  const [alexRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  expect(row).toMatchObject({
    action: 'selection.update',
    actor: alexRow!.id,
    at: expect.any(Date),
    details: {
      from: { status: 'active', values: { cover: 18000000, partnerCover: 10000000 } },
      to: { status: 'active', values: { cover: 20000000, partnerCover: 10000000 } },
    },
  });
});

test('a benefit that needs approval goes to pending and into the approvals table', async () => {
  const cycle = await benefitIdOf(t.api.db, 'cycle-to-work');
  const body = {
    values: { orderValue: 125000, bikeModel: 'Tourer', retailer: 'Halfords', accessories: true },
    accepted_terms: 1,
  };
  const created = await t.call(createSelection, 201, { params: { benefitId: cycle }, body, token: alex });
  expect(created).toMatchObject({
    status: 201,
    body: { selection: { status: 'pending', statusLabel: 'Awaiting approval', cta: null } },
  });
  expect(await t.post(`/benefit/${cycle}/selection`, body, alex)).toMatchObject({
    status: 409,
    body: { message: alreadyChosenMessage },
  });
  const pending = await t.call(pendingSelections, 200, {
    params: { benefitId: cycle },
    query: { page: 2 },
    token: approver,
  });
  // 13 seeded orders awaiting approval (a 14th is by someone on probation, whom the scheme excludes), and Alex's.
  expect(pending.body.total).toBe(14);
  expect(pending.body.selectionsData.at(-1)).toEqual(
    expect.objectContaining({
      selectionId: created.body.selection.selectionId,
      employeeName: 'Alex Morgan',
      orderValue: 125000,
      fields: { 'Bike model': 'Tourer', Retailer: 'Halfords', Accessories: true },
    }),
  );
  const [row] = await selectionAudit(t.api.db, created.body.selection.selectionId);
  expect(row).toMatchObject({ action: 'selection.create', details: { from: null, to: { status: 'pending' } } });
});

test('opting out, then only a reapply may follow', async () => {
  const cashPlan = await benefitIdOf(t.api.db, 'health-cash-plan');
  const current = (await selectionOf('health-cash-plan'))!.selectionId;
  const out = await t.call(updateSelection, 200, {
    params: { selectionId: current },
    body: { status: 'opted-out' },
    token: alex,
  });
  expect(out).toMatchObject({
    status: 200,
    body: { selection: { status: 'opted-out', statusLabel: 'Opted out', cta: { type: 'reapply' } } },
  });
  expect(out.body.selection.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await selectionAudit(t.api.db, current))[0]).toMatchObject({
    action: 'selection.opt-out',
    details: { from: { status: 'active' }, to: { status: 'opted-out' } },
  });
  expect(await t.patch(`/selection/${current}`, { values: { level: 'level-3' } }, alex)).toMatchObject({
    status: 409,
    body: { message: reapplyMessage },
  });
  expect(await t.patch(`/selection/${current}`, { status: 'opted-out' }, alex)).toMatchObject({
    status: 409,
    body: { message: reapplyMessage },
  });

  const again = await t.call(createSelection, 201, {
    params: { benefitId: cashPlan },
    body: { values: { level: 'level-3' } },
    token: alex,
  });
  expect(again).toMatchObject({
    status: 201,
    body: { selection: { status: 'active', acceptedTermsVersion: 1, cta: null } },
  });
  expect(again.body.selection.selectionId).not.toBe(current);
  expect((await selectionAudit(t.api.db, again.body.selection.selectionId))[0]).toMatchObject({
    action: 'selection.reapply',
    details: { from: { status: 'opted-out' } },
  });
  // The earlier selection is history now: it cannot be changed.
  expect((await t.patch(`/selection/${current}`, { status: 'opted-out' }, alex)).status).toBe(409);
});

test('information-only benefits have nothing to choose; other people’s selections are not there', async () => {
  const assistance = await benefitIdOf(t.api.db, 'employee-assistance');
  expect(await t.post(`/benefit/${assistance}/selection`, { values: {} }, alex)).toMatchObject({
    status: 409,
    body: { message: nothingToChooseMessage },
  });
  const sams = (await selectionOf('pension', approver))!.selectionId;
  expect((await t.patch(`/selection/${sams}`, { status: 'opted-out' }, alex)).status).toBe(404);
  expect((await t.patch('/selection/2147483647', { status: 'opted-out' }, alex)).status).toBe(404);
});

test('outside the selection window a benefit is read only and says when it opens; a life event opens only what its type affects', async () => {
  const [acme] = await t.api.db
    .select({ id: clients.id, opens: clients.selectionWindowOpens, closes: clients.selectionWindowCloses })
    .from(clients)
    .where(eq(clients.domain, 'acme'));
  await t.api.db
    .update(clients)
    .set({ selectionWindowOpens: '2099-01-01', selectionWindowCloses: '2099-01-31' })
    .where(eq(clients.id, acme!.id));
  try {
    const gym = await benefitIdOf(t.api.db, 'gym-membership');
    const refused = await t.post(`/benefit/${gym}/selection`, { values: { level: 'premium' } }, alex);
    expect(refused).toEqual(
      expect.objectContaining({
        status: 409,
        body: { message: 'You can change this benefit from 1 January 2099', opensOn: '2099-01-01' },
      }),
    );
    const pension = (await selectionOf('pension'))!.selectionId;
    expect((await t.patch(`/selection/${pension}`, { status: 'opted-out' }, alex)).status).toBe(409);
    expect((await t.get(`/benefit/${gym}`, alex)).body).toMatchObject({
      window: { open: false, opensOn: '2099-01-01', reason: 'scheme-year' },
    });

    // Moving house opens Gym Membership (its type's groups), for its 30 days, and not the pension.
    const [moving] = await t.api.db
      .select({ id: lifeEventTypes.id })
      .from(lifeEventTypes)
      .where(and(eq(lifeEventTypes.clientId, acme!.id), eq(lifeEventTypes.code, 'moving-house')));
    const reported = await t.call(addLifeEvent, 201, {
      body: { life_event_type_id: moving!.id, event_date: todayInLondon() },
      token: alex,
    });
    expect(reported.status).toBe(201);
    const closesOn = addDays(todayInLondon(), 30);
    expect((await t.get(`/benefit/${gym}`, alex)).body).toMatchObject({
      window: { open: true, opensOn: todayInLondon(), closesOn, reason: 'life-event', lifeEvent: 'Moving house' },
    });
    expect((await t.post(`/benefit/${gym}/selection`, { values: { level: 'premium' } }, alex)).status).toBe(201);
    expect((await t.patch(`/selection/${pension}`, { status: 'opted-out' }, alex)).status).toBe(409);
    await t.api.db.delete(lifeEvents).where(eq(lifeEvents.id, reported.body.lifeEvent.id));
  } finally {
    await t.api.db
      .update(clients)
      .set({ selectionWindowOpens: acme!.opens, selectionWindowCloses: acme!.closes })
      .where(eq(clients.id, acme!.id));
  }
});

test("a benefit's own window replaces the client's: Dental Insurance is read only while the scheme year is open", async () => {
  const dental = await benefitIdOf(t.api.db, 'dental-insurance');
  const page = await t.call(benefit, 200, { params: { benefitId: dental }, token: alex });
  expect(page.body.window).toMatchObject({
    open: false,
    reason: 'scheme-year',
    closesOn: addDays(todayInLondon(), -45),
  });
  const current = (await selectionOf('dental-insurance'))!.selectionId;
  expect(await t.patch(`/selection/${current}`, { status: 'opted-out' }, alex)).toMatchObject({
    status: 409,
    body: { message: `The selection window closed on ${formatDate(addDays(todayInLondon(), -45))}`, opensOn: null },
  });
});

test('a double-clicked Confirm makes one selection, not two', async () => {
  const jordan = await t.logIn('probation@acme.test');
  const gym = await benefitIdOf(t.api.db, 'gym-membership');
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => t.post(`/benefit/${gym}/selection`, { values: { level: 'standard' } }, jordan)),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  const [person] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'probation@acme.test'));
  // This scheme year's: the pension and the one gym membership (last year's are the statement's).
  const rows = await t.api.db
    .select({ id: selections.id })
    .from(selections)
    .where(and(eq(selections.userId, person!.id), eq(selections.schemeYear, 2026)));
  expect(rows).toHaveLength(2);
});
