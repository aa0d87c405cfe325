// Help me choose over the real api: answers kept per person and scheme year, read back only by
// their owner, and recommendations only of what the person may choose now, by the same rules that
// refuse a selection (eligibility, probation, the window, closed to new members).
import * as benefitsApi from '@portal/contract/benefits';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

const everything: benefitsApi.ChoiceAnswersBody = {
  partner: true,
  childrenAges: [2, 4],
  expectedUses: ['dental', 'optical', 'therapy', 'cycling'],
  monthlyBudgetPence: null,
  priorities: ['family', 'retirement', 'health'],
};

const titles = (answer: benefitsApi.HelpMeChooseAnswer) => answer.recommendations.map((each) => each.title);

test("Alex's answers start from the family details and are kept, for Alex alone", async () => {
  const alex = await t.logIn('employee@acme.test');
  const first = await t.call(benefitsApi.helpMeChoose, 200, { token: alex });
  expect(first.body.saved).toBe(false);
  expect(first.body.answers.partner).toBeNull();
  expect(first.body.family.partner).toBe(true);
  expect(first.body.family.childrenAges).toHaveLength(1);

  const saved = await t.call(benefitsApi.saveHelpMeChoose, 200, { token: alex, body: { answers: everything } });
  expect(saved.body.saved).toBe(true);
  expect(saved.body.answers).toEqual(everything);
  const again = await t.call(benefitsApi.helpMeChoose, 200, { token: alex });
  expect(again.body.answers).toEqual(everything);

  // Another person of the same client sees only their own (none).
  const sam = await t.logIn('employer@acme.test');
  expect((await t.call(benefitsApi.helpMeChoose, 200, { token: sam })).body.saved).toBe(false);
});

test('recommendations carry the level, the costs and a reason; the childcare vouchers Alex holds are recommended', async () => {
  const alex = await t.logIn('employee@acme.test');
  const { body } = await t.call(benefitsApi.saveHelpMeChoose, 200, { token: alex, body: { answers: everything } });
  const vouchers = body.recommendations.find((each) => each.title === 'Childcare Vouchers')!;
  expect(vouchers).toMatchObject({
    verdict: 'recommended',
    values: [{ name: 'amount', value: '24300' }],
    current: true,
  });
  expect(vouchers.reason).toMatch(/^Because you have two children under 5, childcare vouchers of £243\.00 a month/);
  expect(vouchers.costs.employeeNet).toBeLessThan(vouchers.costs.employeeGross);
  const cycle = body.recommendations.find((each) => each.title === 'Cycle to Work')!;
  expect(cycle).toMatchObject({ verdict: 'recommended', current: false });
});

test('nobody is recommended a benefit they may not choose', async () => {
  // Alex's Dental Insurance window has closed: not recommended, though Alex expects check-ups.
  const alex = await t.logIn('employee@acme.test');
  const forAlex = await t.call(benefitsApi.saveHelpMeChoose, 200, { token: alex, body: { answers: everything } });
  expect(titles(forAlex.body)).not.toContain('Dental Insurance');
  // Information only: nothing to choose.
  expect(titles(forAlex.body)).not.toContain('Employee Assistance Programme');

  // Jordan is on probation (no Cycle to Work, no Private Medical) and never held the childcare
  // vouchers, which are closed to new members.
  const jordan = await t.logIn('probation@acme.test');
  const forJordan = await t.call(benefitsApi.saveHelpMeChoose, 200, { token: jordan, body: { answers: everything } });
  const jordans = titles(forJordan.body);
  expect(jordans).toContain('Pension');
  for (const refused of ['Cycle to Work', 'Private Medical Insurance', 'Childcare Vouchers', 'Critical Illness Cover'])
    expect(jordans).not.toContain(refused);
  // The same refusals the setup screen would meet.
  const ccv = await t.call(benefitsApi.eligibleBenefits, 200, { token: jordan });
  const vouchers = ccv.body.benefits.find((card) => card.groupCode === 'ccv')!;
  const refused = await t.post(
    `/benefit/${vouchers.id}/selection`,
    { values: { amount: 24300 }, accepted_terms: 1 },
    jordan,
  );
  expect(refused.status).toBe(409);
});

test('a leaver and a voucher-only person are refused; answers out of range are refused in the product’s words', async () => {
  const casey = await t.logIn('leaver@acme.test');
  expect((await t.get('/benefits/help-me-choose', casey)).status).toBe(403);
  const alex = await t.logIn('employee@acme.test');
  const answer = await t.call(benefitsApi.saveHelpMeChoose, 422, {
    token: alex,
    body: { answers: { ...everything, childrenAges: [30], monthlyBudgetPence: -1 } },
  });
  expect(answer.body).toEqual({
    errors: {
      'answers.childrenAges.0': [benefitsApi.childAgeMessage],
      'answers.monthlyBudgetPence': [benefitsApi.budgetMessage],
    },
  });
});
