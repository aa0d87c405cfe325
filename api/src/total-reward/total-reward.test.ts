// Total reward over the real api: salary plus what the employer adds and salary sacrifice saves,
// by category, a year or a month; selections that are not in force do not count.
import * as benefitsApi from '@portal/contract/benefits';
import { totalRewardCard, totalRewardPage, totalRewardStatement } from '@portal/contract/total-reward';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test('by year (the default) and by month, by category, for the card and the page', async () => {
  const alex = await t.logIn('employee@acme.test');
  const year = (await t.call(totalRewardPage, 200, { token: alex })).body;
  expect(year.mode).toBe('year');
  // Salary, then the categories of the benefits in force, the words My benefits gives them.
  expect(year.categories.map((category) => category.label)).toEqual([
    'Salary',
    'Pension',
    'Insurance',
    'Health',
    'Family',
  ]);
  expect(year.categories[0]!.value).toBe(6000000);
  // Pension: Acme's £312.50 and the £105.00 of tax and NI saved, a month, for a year.
  expect(year.categories[1]!.value).toBe((31250 + 10000 + 500) * 12);
  expect(year.total).toBe(year.categories.reduce((sum, category) => sum + category.value, 0));
  // The pending Technology Scheme order and the rejected cover are not in force.
  expect(year.benefits.map((benefit) => benefit.title)).not.toContain('Technology Scheme');
  expect(year.benefits.map((benefit) => benefit.title)).not.toContain('Critical Illness Cover');
  expect(year.costs.employeeNet).toBeLessThan(year.costs.employeeGross);

  const month = (await t.call(totalRewardPage, 200, { query: { mode: 'month' }, token: alex })).body;
  expect(month.categories[0]!.value).toBe(500000);
  expect(month.costs.employer * 12).toBe(year.costs.employer);
  expect(await t.get('/user/selections/mtb/page?mode=week', alex)).toMatchObject({
    status: 422,
    body: { errors: { mode: ['Unknown overview mode'] } },
  });

  const card = (await t.call(totalRewardCard, 200, { token: alex })).body;
  expect(card).toEqual({ schemeYear: 2026, totalAnnual: year.total, employerAnnual: year.costs.employer });
});

test('a benefit counts under the category My benefits gives it', async () => {
  const alex = await t.logIn('employee@acme.test');
  const page = (await t.call(totalRewardPage, 200, { token: alex })).body;
  const eligible = (await t.call(benefitsApi.eligibleBenefits, 200, { token: alex })).body;
  const filters = (await t.call(benefitsApi.benefitFilters, 200, { token: alex })).body;
  for (const held of page.benefits) {
    const card = eligible.benefits.find((benefit) => benefit.id === held.benefitId)!;
    expect([held.title, held.category]).toEqual([card.title, card.category]);
  }
  const childcare = page.benefits.find((benefit) => benefit.title === 'Childcare Vouchers')!;
  expect(childcare.category).toBe('family');
  expect(page.categories.find((category) => category.category === 'family')!.label).toBe(
    filters.categories.find((option) => option.value === 'family')!.label,
  );
  expect(page.benefits.find((benefit) => benefit.title === 'Private Medical Insurance')?.category).toBe('health');
});

test('the statement sets this scheme year beside the previous one and breaks down what the employer pays', async () => {
  const alex = await t.logIn('employee@acme.test');
  const { body } = await t.call(totalRewardStatement, 200, { token: alex });
  expect(body).toMatchObject({ schemeYear: 2026, previousSchemeYear: 2025, salary: 6000000 });
  const row = (title: string) => body.benefits.find((benefit) => benefit.title === title)!;
  // Alex paid 4 % into the pension last year and 5 % this year: Acme matches with more too.
  expect(row('Pension').previous!.employeeCost).toBeLessThan(row('Pension').current!.employeeCost);
  expect(row('Pension').current!.employeeCost).toBe(25000 * 12);
  // Given up this year, held last year; new this year, not held last year.
  expect(row('Gym Membership')).toMatchObject({ current: null, previous: { employeeCost: 3900 * 12 } });
  expect(row('Dental Insurance').previous).toBeNull();
  expect(body.benefits.map((benefit) => benefit.title)).not.toContain('Technology Scheme');
  const sum = (key: 'current' | 'previous') =>
    body.benefits.reduce((total, benefit) => total + (benefit[key]?.employerValue ?? 0), 0);
  expect(body.totals.current.employerValue).toBe(sum('current'));
  expect(body.totals.previous!.employerValue).toBe(sum('previous'));
  expect(body.total).toBe(body.salary + body.totals.current.employerValue);
  // The same figures as the page's year.
  const page = (await t.call(totalRewardPage, 200, { token: alex })).body;
  expect(body.total).toBe(page.total);
  expect(body.totals.current.employer).toBe(page.costs.employer);

  const pension = body.employerContributions.find((item) => item.title === 'Pension')!;
  expect(pension).toMatchObject({
    kind: 'pension-contribution',
    label: 'Employer pension contribution',
    employer: 31250 * 12,
  });
  expect(body.employerContributions.find((item) => item.title === 'Private Medical Insurance')).toMatchObject({
    kind: 'insurance-premium',
  });
  expect(body.employerContributions.find((item) => item.title === 'Childcare Vouchers')).toMatchObject({
    kind: 'other',
    label: 'Salary sacrifice: tax and NI saving only',
    employer: 0,
  });
  expect(body.employerContributions.reduce((total, item) => total + item.employer, 0)).toBe(
    body.totals.current.employer,
  );
});
