// The cost preview over the real api: Cycle to Work's order and Holiday Buy and Sell's days costed
// before they are chosen, as a choice would store them (gross, tax and NI saved, net), only the
// values given judged against their limits, nothing written, and another client's benefit unknown.
import { costPreview } from '@portal/contract/benefits';
import { selections } from '../db/schema-selections.js';
import { benefitIdOf } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
let alex: string;
beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
}, 60_000);

const preview = (slug: string, values: Record<string, number | string>, domain = 'acme') =>
  benefitIdOf(t.api.db, slug, domain).then((benefitId) =>
    t.call(costPreview, 200, { params: { benefitId }, body: { values }, token: alex }),
  );

test('Cycle to Work: the order paid back over twelve months, less the tax and NI it saves, before a bike model is typed', async () => {
  const before = (await t.api.db.select({ id: selections.id }).from(selections)).length;
  const { status, body } = await preview('cycle-to-work', { orderValue: 120000 });
  expect(status).toBe(200);
  expect(body.costs.employeeGross).toBe(10000);
  expect(body.costs.taxSaving).toBeGreaterThan(0);
  expect(body.costs.niSaving).toBeGreaterThan(0);
  expect(body.costs.employeeNet).toBe(10000 - body.costs.taxSaving - body.costs.niSaving);
  expect((await t.api.db.select({ id: selections.id }).from(selections)).length).toBe(before);
});

test('Holiday Buy and Sell: buying days costs a day’s pay each over the year; selling them pays', async () => {
  const bought = (await preview('holiday-trading', { days: 2 })).body.costs;
  // £60,000 over 260 working days is £230.77 a day; two days over twelve months.
  expect(bought.employeeGross).toBe(Math.round((6000000 * 2) / (260 * 12)));
  expect(bought.employeeNet).toBeLessThan(bought.employeeGross);
  const sold = (await preview('holiday-trading', { days: -2 })).body.costs;
  expect(sold.employeeGross).toBe(-bought.employeeGross);
});

test('a value out of its limits answers with the range, in the words setup shows; another client’s benefit is unknown', async () => {
  const benefitId = await benefitIdOf(t.api.db, 'holiday-trading');
  const out = await t.call(costPreview, 422, { params: { benefitId }, body: { values: { days: 9 } }, token: alex });
  expect(out).toMatchObject({
    status: 422,
    body: { errors: { 'values.days': ['Please enter a value between -5 and 5'] } },
  });
  const globex = await benefitIdOf(t.api.db, 'pension', 'globex');
  expect(
    (await t.call(costPreview, 404, { params: { benefitId: globex }, body: { values: {} }, token: alex })).status,
  ).toBe(404);
});
