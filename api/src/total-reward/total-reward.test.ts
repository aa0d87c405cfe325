// Total reward over the real api: salary plus what the employer adds and salary sacrifice saves,
// by category, a year or a month; selections that are not in force do not count.
import { totalRewardCard, totalRewardPage } from '@portal/contract/total-reward';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test('by year (the default) and by month, by category, for the card and the page', async () => {
  const alex = await t.logIn('employee@acme.test');
  const year = (await t.call(totalRewardPage, 200, { token: alex })).body;
  expect(year.mode).toBe('year');
  expect(year.categories.map((category) => category.label)).toEqual(['Salary', 'Pension', 'Insurance', 'Lifestyle']);
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
