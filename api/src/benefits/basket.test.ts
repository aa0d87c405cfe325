// The basket over the real api: each change judged as a choice would be when it goes in, kept
// across logins, the take-home pay before and after, and one Confirm that chooses each on its own:
// what needs approval goes for approval, a refusal keeps its item and costs the others nothing.
import { basketOf, confirmBasket, putBasketItem, removeBasketItem } from '@portal/contract/basket';
import { benefit, benefitSelection } from '@portal/contract/benefits';
import { addDays } from '@portal/contract/life-events';
import { eq } from 'drizzle-orm';
import { benefits } from '../db/schema-benefits.js';
import { benefitIdOf } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';
import { medicalInBasketMessage } from './basket.js';
import { todayInLondon } from './display.js';
import { monthlyTakeHome } from './take-home.js';

const t = useTestApi();

const bike = { orderValue: 100_000, bikeModel: 'Tourer', retailer: 'Halfords', accessories: false };

async function termsVersion(token: string, benefitId: number): Promise<number | null> {
  const { body } = await t.call(benefit, 200, { token, params: { benefitId } });
  return body.terms?.version ?? null;
}

async function put(token: string, slug: string, values: Record<string, string | number | boolean>) {
  const benefitId = await benefitIdOf(t.api.db, slug);
  return t.call(putBasketItem, 200, {
    token,
    params: { benefitId },
    body: { values, accepted_terms: await termsVersion(token, benefitId) },
  });
}

test('changes go in judged, stay across a new login, and show the take-home pay before and after', async () => {
  const alex = await t.logIn('employee@acme.test');
  const empty = (await t.call(basketOf, 200, { token: alex })).body.basket;
  expect(empty.items).toEqual([]);
  expect(empty.takeHome.after).toEqual(empty.takeHome.before);

  await put(alex, 'cycle-to-work', bike);
  const { body } = await put(alex, 'holiday-trading', { days: 2 });
  expect(body.basket.items.map((item) => item.title)).toEqual(['Cycle to Work', 'Holiday Buy and Sell']);
  const [cycle, holiday] = body.basket.items;
  // £1,000 over 12 months; two days of a £60,000 salary over 260 working days, over 12 months.
  expect(cycle!.costs.employeeGross).toBe(8333);
  expect(holiday!.costs.employeeGross).toBe(3846);
  expect(cycle!.planDetails).toContainEqual({ label: 'Order value', value: '£1,000.00' });
  expect(cycle!.currentCosts).toBeNull();

  const { before, after } = body.basket.takeHome;
  expect(after.salarySacrifice - before.salarySacrifice).toBe(8333 + 3846);
  expect(after).toEqual(
    monthlyTakeHome(6_000_000, {
      salarySacrifice: before.salarySacrifice + 8333 + 3846,
      afterTax: before.afterTaxDeductions,
    }),
  );
  // Salary sacrifice costs less than it takes off gross pay: tax and NI are saved on it.
  expect(before.takeHome - after.takeHome).toBeLessThan(8333 + 3846);
  expect(before.takeHome - after.takeHome).toBeGreaterThan(0);

  const later = await t.logIn('employee@acme.test');
  const again = (await t.call(basketOf, 200, { token: later })).body.basket;
  expect(again.items.map((item) => item.title)).toEqual(['Cycle to Work', 'Holiday Buy and Sell']);

  const removed = await t.call(removeBasketItem, 200, {
    token: later,
    params: { benefitId: await benefitIdOf(t.api.db, 'holiday-trading') },
  });
  expect(removed.body.basket.items.map((item) => item.title)).toEqual(['Cycle to Work']);
  await t.call(removeBasketItem, 200, {
    token: later,
    params: { benefitId: await benefitIdOf(t.api.db, 'cycle-to-work') },
  });
});

test('a change goes in only as a choice would be made: out-of-range values and owed terms are refused in the same words', async () => {
  const alex = await t.logIn('employee@acme.test');
  const cycle = await benefitIdOf(t.api.db, 'cycle-to-work');
  const tooMuch = await t.call(putBasketItem, 422, {
    token: alex,
    params: { benefitId: cycle },
    body: { values: { ...bike, orderValue: 400_000 } },
  });
  expect(tooMuch.body.errors).toEqual({
    'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'],
    accepted_terms: ['Please confirm that you have read the terms and conditions'],
  });
  expect((await t.call(basketOf, 200, { token: alex })).body.basket.items).toEqual([]);
});

test('a cover that needs medical answers is confirmed on its own, never kept in the basket', async () => {
  const alex = await t.logIn('employee@acme.test');
  const critical = await benefitIdOf(t.api.db, 'critical-illness');
  const answer = await t.call(putBasketItem, 422, {
    token: alex,
    params: { benefitId: critical },
    body: { values: { cover: 10_000_000 }, accepted_terms: await termsVersion(alex, critical) },
  });
  expect(answer.body.errors.medical_answers).toEqual([medicalInBasketMessage]);
});

test('one Confirm chooses each change on its own: approval where it is needed, and a refusal keeps its item', async () => {
  const jamie = await t.logIn('employee@acme.test');
  const cashPlan = await benefitIdOf(t.api.db, 'health-cash-plan');
  const holidayId = await benefitIdOf(t.api.db, 'holiday-trading');
  await put(jamie, 'cycle-to-work', bike);
  await put(jamie, 'holiday-trading', { days: -1 });
  await put(jamie, 'health-cash-plan', { level: 'level-3' });

  // Holiday Buy and Sell's own window shuts after it went in: Confirm must refuse it alone.
  const yesterday = addDays(todayInLondon(), -1);
  await t.api.db
    .update(benefits)
    .set({ windowOpens: addDays(yesterday, -30), windowCloses: yesterday })
    .where(eq(benefits.id, holidayId));
  try {
    const { body } = await t.call(confirmBasket, 200, { token: jamie });
    expect(body.outcomes.map(({ title, outcome }) => [title, outcome])).toEqual([
      ['Cycle to Work', 'awaiting-approval'],
      ['Holiday Buy and Sell', 'refused'],
      ['Health Cash Plan', 'chosen'],
    ]);
    expect(body.outcomes[1]!.message).toMatch(/^The selection window closed on /);
    expect(body.basket.items.map((item) => item.title)).toEqual(['Holiday Buy and Sell']);

    const selectionOf = async (benefitId: number) =>
      (await t.call(benefitSelection, 200, { token: jamie, params: { benefitId } })).body.selection;
    expect(await selectionOf(await benefitIdOf(t.api.db, 'cycle-to-work'))).toMatchObject({
      status: 'pending',
      values: bike,
    });
    expect(await selectionOf(cashPlan)).toMatchObject({ status: 'active', values: { level: 'level-3' } });

    // A second Confirm sends nothing twice.
    const second = await t.call(confirmBasket, 200, { token: jamie });
    expect(second.body.outcomes.map(({ outcome }) => outcome)).toEqual(['refused']);
  } finally {
    await t.api.db.update(benefits).set({ windowOpens: null, windowCloses: null }).where(eq(benefits.id, holidayId));
    await t.call(removeBasketItem, 200, { token: jamie, params: { benefitId: holidayId } });
  }
});
