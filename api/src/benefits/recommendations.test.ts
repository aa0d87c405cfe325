// Help me choose's rules table: each rule, its verdict, the level it suggests and its reason, on
// Acme's catalogue and a person whose salary, age and family the test sets.
import { acmeCatalogue } from '../seed/seed-catalogue.js';
import type { Person } from './person.js';
import {
  type Candidate,
  type Facts,
  factsOf,
  fallbackRule,
  household,
  recommend,
  ruleFor,
  rules,
} from './recommendations.js';

const person = (overrides: Partial<Person> = {}): Person => ({
  userId: 1,
  name: 'Test Person',
  annualSalaryPence: 4_000_000,
  age: 35,
  partner: null,
  family: [],
  ...overrides,
});

const withFamily = person({
  partner: { name: 'Pat Person', age: 34 },
  family: [
    { name: 'Pat Person', relationship: 'partner', dateOfBirth: '1992-01-01' },
    { name: 'Sam Person', relationship: 'dependant', dateOfBirth: '2023-03-01' },
    { name: 'Jo Person', relationship: 'dependant', dateOfBirth: '2024-06-01' },
  ],
});

const candidate = (slug: string, current: Candidate['current'] = null): Candidate => {
  const seed = acmeCatalogue.find((each) => each.slug === slug)!;
  return {
    benefitId: acmeCatalogue.indexOf(seed) + 1,
    title: seed.name,
    groupCode: seed.groupCode,
    config: seed.config,
    salarySacrifice: seed.salarySacrifice ?? false,
    current,
  };
};

const facts = (overrides: Partial<Facts> = {}): Facts => ({
  partner: false,
  childrenAges: [],
  uses: null,
  budgetPence: null,
  priorities: null,
  ...overrides,
});

const one = (slug: string, given: Facts, who = person()) => {
  const [answer] = recommend([candidate(slug)], given, who);
  return answer!;
};

test('every rule speaks of at least one benefit and has a name of its own', () => {
  for (const rule of rules) expect(rule.groups.length).toBeGreaterThan(0);
  expect(new Set(rules.map((rule) => rule.name)).size).toBe(rules.length);
});

test('childcare vouchers: recommended up to the monthly limit for children under 5, with the tax and NI saved', () => {
  const answer = one('childcare-vouchers', facts({ partner: true, childrenAges: [2, 3] }), withFamily);
  expect(answer.verdict).toBe('recommended');
  expect(answer.values).toEqual({ amount: 24_300 });
  // £243.00 at 20 % tax and 8 % NI: £48.60 + £19.44.
  expect(answer.costs).toMatchObject({ employeeGross: 24_300, taxSaving: 4860, niSaving: 1944, employeeNet: 17_496 });
  expect(answer.reason).toBe(
    'Because you have two children under 5, childcare vouchers of £243.00 a month save you about £68.04 a month after tax.',
  );
});

test('childcare vouchers: children under 12 but not all under 5 are named so', () => {
  expect(one('childcare-vouchers', facts({ childrenAges: [3, 9] })).reason).toMatch(
    /^Because you have two children under 12,/,
  );
});

test('childcare vouchers: probably not for someone without young children', () => {
  const answer = one('childcare-vouchers', facts({ childrenAges: [14] }));
  expect(answer.verdict).toBe('not-for-you');
  expect(answer.reason).toBe(
    'Childcare vouchers pay for childcare of children under 12, and you have told us of none.',
  );
});

test('pension: recommended at the employer’s match for someone saving for retirement', () => {
  const answer = one('pension', facts({ priorities: ['retirement'] }));
  expect(answer.verdict).toBe('recommended');
  expect(answer.values).toEqual({ percentage: 500 });
  // 5 % of £40,000 a month is £166.67; the employer adds 125 % of it.
  expect(answer.costs.employeeGross).toBe(16_667);
  expect(answer.costs.employer).toBe(20_833);
  expect(answer.reason).toBe(
    'Paying 5% of your salary gets the most your employer matches: they add £208.33 a month, and it costs you £120.01 after tax.',
  );
});

test('pension: the minimum is worth considering when a lower monthly cost comes first', () => {
  const answer = one('pension', facts({ priorities: ['cost'] }));
  expect(answer.verdict).toBe('worth-considering');
  expect(answer.values).toEqual({ percentage: 300 });
  expect(answer.reason).toMatch(/^Paying 3% of your salary keeps your cost to £72\.00 a month after tax/);
});

test('pension: at the match, worth considering, when other things come first', () => {
  const answer = one('pension', facts({ priorities: ['health'] }));
  expect(answer.verdict).toBe('worth-considering');
  expect(answer.values).toEqual({ percentage: 500 });
  expect(answer.reason).toMatch(/^Paying 5% of your salary costs you £120\.01 a month after tax/);
});

test('life assurance: four times salary recommended for someone with a partner and children', () => {
  const answer = one('life-assurance', facts({ partner: true, childrenAges: [2, 3] }), withFamily);
  expect(answer.verdict).toBe('recommended');
  expect(answer.values).toEqual({ cover: 16_000_000 });
  expect(answer.suggestion).toBe('£160,000.00 of cover');
  expect(answer.reason).toBe(
    'Because you have a partner and two children, £160,000.00 of cover (four times your salary) protects them for £4.00 a month.',
  );
});

test('life assurance: the free cover is enough for someone nobody depends on', () => {
  const answer = one('life-assurance', facts());
  expect(answer.verdict).toBe('not-for-you');
  expect(answer.values).toEqual({ cover: 8_000_000 });
  expect(answer.reason).toBe('Your free cover of £80,000.00 costs you nothing; more is for people others depend on.');
});

test('life assurance: partner cover already chosen is kept', () => {
  const [answer] = recommend(
    [candidate('life-assurance', { cover: 12_000_000, partnerCover: 10_000_000 })],
    facts({ partner: true }),
    withFamily,
  );
  expect(answer!.values).toEqual({ cover: 16_000_000, partnerCover: 10_000_000 });
});

test('critical illness: worth considering for families who put them first, probably not otherwise', () => {
  const family = one('critical-illness', facts({ partner: true, priorities: ['family'] }), withFamily);
  expect(family.verdict).toBe('worth-considering');
  expect(family.reason).toBe(
    'Because you have a partner, keep the free £25,000.00 of cover; more cover asks a few medical questions.',
  );
  const other = one('critical-illness', facts());
  expect(other.verdict).toBe('not-for-you');
  expect(other.reason).toBe('Your free £25,000.00 of cover costs you nothing; buying more is rarely needed.');
});

test('private medical: the family level recommended when health comes first and there are children', () => {
  const answer = one(
    'private-medical',
    facts({ partner: true, childrenAges: [2, 3], priorities: ['health'] }),
    withFamily,
  );
  expect(answer.verdict).toBe('recommended');
  expect(answer.values).toEqual({ level: 'family' });
  // £160.00 + 2 × £35.00, less the employer's £68.00.
  expect(answer.costs.employeeGross).toBe(16_200);
  expect(answer.reason).toBe(
    'Because day-to-day health matters to you and you have a partner and two children, Family cover costs you £162.00 a month; your employer adds £68.00.',
  );
});

test('private medical: the employee level, which the employer pays, is worth considering otherwise', () => {
  const answer = one('private-medical', facts());
  expect(answer.verdict).toBe('worth-considering');
  expect(answer.values).toEqual({ level: 'employee' });
  expect(answer.reason).toBe('Employee cover costs you £0.00 a month; your employer pays £68.00.');
});

test('dental: recommended for check-ups at the level the household needs, probably not without', () => {
  const yes = one('dental-insurance', facts({ partner: true, uses: ['dental'] }));
  expect(yes.verdict).toBe('recommended');
  expect(yes.values).toEqual({ level: 'employee-partner' });
  expect(yes.reason).toBe('Because you expect dental check-ups, Employee and partner cover costs you £24.00 a month.');
  const no = one('dental-insurance', facts({ uses: ['optical'] }));
  expect(no.verdict).toBe('not-for-you');
  expect(no.reason).toBe('You do not expect dental check-ups this year.');
});

test('dental: skipped uses assume nothing: worth considering', () => {
  expect(one('dental-insurance', facts()).verdict).toBe('worth-considering');
  expect(ruleFor(candidate('dental-insurance'), facts())).toBe(fallbackRule);
});

test('health cash plan: a level for each everyday use expected', () => {
  const two = one('health-cash-plan', facts({ uses: ['optical', 'therapy'] }));
  expect(two.verdict).toBe('recommended');
  expect(two.values).toEqual({ level: 'level-2' });
  expect(two.reason).toBe(
    'Because you expect eye tests and glasses and physiotherapy, Level 2 pays money back for £6.00 a month.',
  );
  const none = one('health-cash-plan', facts({ uses: [] }));
  expect(none.verdict).toBe('worth-considering');
  expect(none.values).toEqual({ level: 'level-1' });
  expect(none.reason).toBe('Level 1 costs you £0.00 a month and pays money back on everyday health bills.');
});

test('cycle to work: recommended for a commute that could be cycled, within what the budget repays', () => {
  const answer = one('cycle-to-work', facts({ uses: ['cycling'] }));
  expect(answer.verdict).toBe('recommended');
  expect(answer.values).toEqual({ orderValue: 100_000 });
  expect(answer.reason).toBe(
    'Because your commute could be cycled, an order of £1,000.00 costs you £59.99 a month after tax, £23.34 a month less than paying from your take-home pay.',
  );
  const budget = one('cycle-to-work', facts({ uses: ['cycling'], budgetPence: 5000 }));
  expect(budget.values).toEqual({ orderValue: 60_000 });
  const no = one('cycle-to-work', facts({ uses: ['dental'] }));
  expect(no.verdict).toBe('not-for-you');
  expect(no.reason).toBe('You told us your commute could not be cycled.');
});

test('technology scheme: probably not when a lower monthly cost comes first', () => {
  const answer = one('technology-scheme', facts({ priorities: ['cost'] }));
  expect(answer.verdict).toBe('not-for-you');
  expect(answer.reason).toBe(
    'It spreads a purchase over 12 months but saves no tax, and a lower monthly cost matters to you.',
  );
  expect(one('technology-scheme', facts()).verdict).toBe('worth-considering');
});

test('holiday: selling days is worth considering when a lower monthly cost comes first', () => {
  const sell = one('holiday-trading', facts({ priorities: ['cost'] }));
  expect(sell.verdict).toBe('worth-considering');
  expect(sell.values).toEqual({ days: -2 });
  expect(sell.reason).toMatch(/^If you sell two days of holiday, your pay goes up by £\d+\.\d\d a month after tax\.$/);
  const buy = one('holiday-trading', facts());
  expect(buy.verdict).toBe('not-for-you');
  expect(buy.values).toEqual({ days: 1 });
  expect(buy.reason).toMatch(
    /^Buying a day of holiday costs you £\d+\.\d\d a month: only if you want more time off\.$/,
  );
});

test('gym: worth considering for day-to-day health, probably not otherwise, nothing assumed when skipped', () => {
  expect(one('gym-membership', facts({ priorities: ['health'] })).reason).toBe(
    'Because day-to-day health matters to you, Off-peak membership costs £25.00 a month.',
  );
  expect(one('gym-membership', facts({ priorities: ['cost'] })).verdict).toBe('not-for-you');
  expect(one('gym-membership', facts()).verdict).toBe('worth-considering');
});

test('a benefit no rule speaks of is worth considering at the first value it allows', () => {
  const other = { ...candidate('gym-membership'), groupCode: 'something-else' };
  const [answer] = recommend([other], facts(), person());
  expect(answer).toMatchObject({ verdict: 'worth-considering', values: { level: 'off-peak' } });
  expect(answer!.reason).toBe('Have a look: Off-peak costs you £25.00 a month.');
});

test('information only: nothing to recommend', () => {
  expect(recommend([candidate('employee-assistance')], facts(), person())).toEqual([]);
});

test('the budget: recommendations it cannot pay for become worth considering, and the list is ordered by verdict', () => {
  const answers = recommend(
    [candidate('gym-membership'), candidate('pension'), candidate('cycle-to-work'), candidate('dental-insurance')],
    facts({ uses: ['cycling', 'dental'], priorities: ['retirement'], budgetPence: 17_000 }),
    person(),
  );
  expect(answers.map((answer) => [answer.title, answer.verdict])).toEqual([
    ['Pension', 'recommended'],
    ['Dental Insurance', 'recommended'],
    ['Cycle to Work', 'worth-considering'],
    ['Gym Membership', 'not-for-you'],
  ]);
  expect(answers[2]!.reason).toBe(
    'It costs you £59.99 a month after tax, more than the £170.00 a month you said you could put aside.',
  );
});

test('the household: skipped questions fall back on the family details, answers replace them', () => {
  const family = { partner: true, childrenAges: [4] };
  const none = { partner: null, childrenAges: null, expectedUses: null, monthlyBudgetPence: null, priorities: null };
  expect(factsOf(none, family)).toMatchObject({ partner: true, childrenAges: [4] });
  expect(factsOf({ ...none, partner: false, childrenAges: [] }, family)).toMatchObject({
    partner: false,
    childrenAges: [],
  });
  expect(household(facts({ partner: true, childrenAges: [1] }))).toBe('a partner and one child');
  expect(household(facts())).toBe('nobody else to cover');
});
