// Help me choose's rules (docs/help-me-choose.md): one plain table, each rule naming the benefits
// it speaks of (by group code), when it applies, its verdict, the level it suggests and its reason
// in the person's terms. The first rule of a benefit's group that applies decides; a benefit no
// rule speaks of is worth considering at its first level. Then the budget rule: a recommendation
// the person said they could not afford is only worth considering. Pure functions: the caller
// gives only benefits the person may choose now.
import type { MonthlyCosts } from '@portal/contract/benefits';
import type { BenefitConfig, CoverLevel } from '../db/benefit-config.js';
import type { ChoiceAnswers } from '../db/schema-help-me-choose.js';
import { coverLimits, freeCoverOf } from './beam.js';
import { grossCostsOf } from './costs.js';
import { formatBasisPoints, formatPence } from './display.js';
import type { Values } from './edit-fields.js';
import { monthlyCostsOf, withSavings } from './pay.js';
import type { Person } from './person.js';

export type Verdict = 'recommended' | 'worth-considering' | 'not-for-you';

/** What the rules know: the answers, with skipped household questions filled from the family details. */
export interface Facts {
  partner: boolean;
  childrenAges: number[];
  /** Null: the person skipped the question, so no rule assumes either way. */
  uses: ChoiceAnswers['expectedUses'];
  budgetPence: number | null;
  priorities: ChoiceAnswers['priorities'];
}

export interface Candidate {
  benefitId: number;
  title: string;
  groupCode: string;
  config: BenefitConfig;
  salarySacrifice: boolean;
  /** The values of the person's current selection, when they hold one. */
  current: Values | null;
}

export interface Suggestion {
  values: Values;
  /** The level in words: "Family", "£240,000.00 of cover", "5% of your salary". */
  words: string;
}

export interface Rule {
  /** The group codes of the benefits the rule speaks of. */
  groups: string[];
  /** A name for tests and for the reader. */
  name: string;
  when: (facts: Facts) => boolean;
  verdict: Verdict;
  suggest: (candidate: Candidate, facts: Facts, person: Person) => Suggestion | null;
  reason: (facts: Facts, suggestion: Suggestion, costs: MonthlyCosts, candidate: Candidate, person: Person) => string;
}

export interface Recommendation {
  benefitId: number;
  title: string;
  verdict: Verdict;
  reason: string;
  suggestion: string;
  values: Values;
  costs: MonthlyCosts;
  rule: string;
}

const money = formatPence;
const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number, one: string, many: string) => `${numberWords[n] ?? String(n)} ${n === 1 ? one : many}`;

const childrenUnder = (facts: Facts, age: number) => facts.childrenAges.filter((years) => years < age);
const hasPriority = (facts: Facts, priority: NonNullable<Facts['priorities']>[number]) =>
  facts.priorities?.includes(priority) ?? false;
/** A priority the person did not skip and did not pick. */
const dropped = (facts: Facts, priority: NonNullable<Facts['priorities']>[number]) =>
  facts.priorities !== null && !facts.priorities.includes(priority);
const expects = (facts: Facts, use: NonNullable<Facts['uses']>[number]) => facts.uses?.includes(use) ?? false;
const expectsNot = (facts: Facts, use: NonNullable<Facts['uses']>[number]) =>
  facts.uses !== null && !facts.uses.includes(use);
const dependants = (facts: Facts) => facts.partner || facts.childrenAges.length > 0;

/** "you have a partner and two children", as far as the answers say. */
export function household(facts: Facts): string {
  const parts = [
    ...(facts.partner ? ['a partner'] : []),
    ...(facts.childrenAges.length > 0 ? [count(facts.childrenAges.length, 'child', 'children')] : []),
  ];
  return parts.length === 0 ? 'nobody else to cover' : parts.join(' and ');
}

/** The youngest age band the children fall under: "under 5", "under 12". */
function childrenPhrase(facts: Facts, limit: number): string {
  const young = childrenUnder(facts, limit);
  const band = young.every((age) => age < 5) ? 5 : limit;
  return `${count(young.length, 'child', 'children')} under ${band}`;
}

// ---- Suggestions by kind -------------------------------------------------------------------

function levels(candidate: Candidate): CoverLevel[] {
  return candidate.config.kind === 'level' ? candidate.config.levels : [];
}

/** The level that covers the household: family with children, partner with a partner, else the employee. */
function householdLevel(candidate: Candidate, facts: Facts): Suggestion | null {
  const options = levels(candidate);
  const wanted = facts.childrenAges.length > 0 ? 'family' : facts.partner ? 'partner' : 'employee';
  const order = ['family', 'partner', 'employee'];
  const level =
    order
      .slice(order.indexOf(wanted))
      .map((covers) => options.find((option) => option.covers === covers))
      .find((option) => option !== undefined) ?? options[0];
  return level ? { values: { level: level.value }, words: level.label } : null;
}

/** The nth cheapest level (clamped), for plans of rising cover. */
function nthLevel(candidate: Candidate, n: number): Suggestion | null {
  const options = [...levels(candidate)].sort((a, b) => a.premiumPence - b.premiumPence);
  const level = options[Math.max(0, Math.min(n, options.length - 1))];
  return level ? { values: { level: level.value }, words: level.label } : null;
}

/** A value within the limits, rounded down onto the step counted from the minimum. */
function onStep(value: number, min: number, max: number, step: number): number {
  const clamped = Math.max(min, Math.min(max, value));
  return min + Math.floor((clamped - min) / step) * step;
}

function cover(candidate: Candidate, person: Person, salaryMultiple: number): Suggestion | null {
  if (candidate.config.kind !== 'cover') return null;
  const limits = coverLimits(candidate.config.beam, person);
  const amount = onStep(person.annualSalaryPence * salaryMultiple, limits.min, limits.max, limits.step);
  const values: Values = { cover: amount };
  // Partner cover already chosen is kept: the rule speaks of the person's own cover.
  if (typeof candidate.current?.partnerCover === 'number' && person.partner)
    values.partnerCover = candidate.current.partnerCover;
  return { values, words: `${money(amount)} of cover` };
}

function freeCover(candidate: Candidate, person: Person): Suggestion | null {
  if (candidate.config.kind !== 'cover') return null;
  const amount = freeCoverOf(candidate.config.beam, person);
  return { values: { cover: amount }, words: `${money(amount)} of cover` };
}

function percentage(candidate: Candidate, which: 'match' | 'minimum'): Suggestion | null {
  if (candidate.config.kind !== 'percentage') return null;
  const { minimum, maximum, step } = candidate.config.percentage;
  const wanted = which === 'match' ? candidate.config.employerMatch.capBps : minimum;
  const bps = onStep(wanted, minimum, maximum ?? wanted, step);
  return { values: { percentage: bps }, words: `${formatBasisPoints(bps)} of your salary` };
}

function voucherAmount(candidate: Candidate, facts: Facts): Suggestion | null {
  if (candidate.config.kind !== 'voucher') return null;
  const { minimum, maximum, step } = candidate.config.amount;
  const top = maximum ?? minimum;
  const amount = onStep(Math.min(top, facts.budgetPence ?? top), minimum, top, step);
  return { values: { amount }, words: `${money(amount)} a month` };
}

function orderValue(candidate: Candidate, facts: Facts, wantedPence: number): Suggestion | null {
  if (candidate.config.kind !== 'order') return null;
  const { minimum, maximum, step } = candidate.config.orderValue;
  const top = maximum ?? wantedPence;
  // What the budget repays over the hire period, when it says less than the usual order.
  const affordable = facts.budgetPence === null ? wantedPence : facts.budgetPence * candidate.config.hireMonths;
  const amount = onStep(Math.min(wantedPence, affordable), minimum, top, step);
  return { values: { orderValue: amount }, words: `an order of ${money(amount)}` };
}

function days(candidate: Candidate, wanted: number): Suggestion | null {
  if (candidate.config.kind !== 'days') return null;
  const { minimum, maximum, step } = candidate.config.days;
  const value = onStep(wanted, minimum, maximum ?? wanted, step);
  const words = value < 0 ? `sell ${count(-value, 'day', 'days')}` : `buy ${count(value, 'day', 'days')}`;
  return { values: { days: value }, words };
}

/** The first value each field allows: the level suggested when no rule speaks of a benefit. */
function firstValue(candidate: Candidate, person: Person): Suggestion | null {
  const { config } = candidate;
  switch (config.kind) {
    case 'level':
      return nthLevel(candidate, 0);
    case 'percentage':
      return percentage(candidate, 'minimum');
    case 'voucher':
      return { values: { amount: config.amount.minimum }, words: `${money(config.amount.minimum)} a month` };
    case 'order':
      return {
        values: { orderValue: config.orderValue.minimum },
        words: `an order of ${money(config.orderValue.minimum)}`,
      };
    case 'days':
      return days(candidate, config.days.minimum <= 1 && (config.days.maximum ?? 1) >= 1 ? 1 : config.days.minimum);
    case 'cover':
      return freeCover(candidate, person);
    case 'info':
      return null;
  }
}

const net = (costs: MonthlyCosts) => money(costs.employeeNet);
const saved = (costs: MonthlyCosts) => money(costs.taxSaving + costs.niSaving);

// ---- The table -------------------------------------------------------------------------------

export const rules: Rule[] = [
  {
    groups: ['ccv'],
    name: 'childcare vouchers for young children',
    when: (facts) => childrenUnder(facts, 12).length > 0,
    verdict: 'recommended',
    suggest: (candidate, facts) => voucherAmount(candidate, facts),
    reason: (facts, suggestion, costs) =>
      `Because you have ${childrenPhrase(facts, 12)}, childcare vouchers of ${suggestion.words} save you about ${saved(costs)} a month after tax.`,
  },
  {
    groups: ['ccv'],
    name: 'no childcare vouchers without young children',
    when: () => true,
    verdict: 'not-for-you',
    suggest: (candidate, facts) => voucherAmount(candidate, { ...facts, budgetPence: 0 }),
    reason: () => 'Childcare vouchers pay for childcare of children under 12, and you have told us of none.',
  },
  {
    groups: ['pension'],
    name: 'pension up to the employer’s match for retirement savers',
    when: (facts) => hasPriority(facts, 'retirement') || facts.priorities === null,
    verdict: 'recommended',
    suggest: (candidate) => percentage(candidate, 'match'),
    reason: (_facts, suggestion, costs) =>
      `Paying ${suggestion.words} gets the most your employer matches: they add ${money(costs.employer)} a month, and it costs you ${net(costs)} after tax.`,
  },
  {
    groups: ['pension'],
    name: 'the pension minimum when monthly cost comes first',
    when: (facts) => hasPriority(facts, 'cost'),
    verdict: 'worth-considering',
    suggest: (candidate) => percentage(candidate, 'minimum'),
    reason: (_facts, suggestion, costs) =>
      `Paying ${suggestion.words} keeps your cost to ${net(costs)} a month after tax, and your employer still adds ${money(costs.employer)}.`,
  },
  {
    groups: ['pension'],
    name: 'pension at the match otherwise',
    when: () => true,
    verdict: 'worth-considering',
    suggest: (candidate) => percentage(candidate, 'match'),
    reason: (_facts, suggestion, costs) =>
      `Paying ${suggestion.words} costs you ${net(costs)} a month after tax, and your employer adds ${money(costs.employer)}.`,
  },
  {
    groups: ['life'],
    name: 'more life cover for people who depend on you',
    when: (facts) => dependants(facts) && !dropped(facts, 'family'),
    verdict: 'recommended',
    suggest: (candidate, _facts, person) => cover(candidate, person, 4),
    reason: (facts, suggestion, costs) =>
      `Because you have ${household(facts)}, ${suggestion.words} (four times your salary) protects them for ${net(costs)} a month.`,
  },
  {
    groups: ['life'],
    name: 'the free life cover is enough without dependants',
    when: () => true,
    verdict: 'not-for-you',
    suggest: (candidate, _facts, person) => freeCover(candidate, person),
    reason: (_facts, suggestion) =>
      `Your free cover of ${suggestion.words.replace(' of cover', '')} costs you nothing; more is for people others depend on.`,
  },
  {
    groups: ['critical-illness'],
    name: 'critical illness cover for families',
    when: (facts) => dependants(facts) && hasPriority(facts, 'family'),
    verdict: 'worth-considering',
    suggest: (candidate, _facts, person) => freeCover(candidate, person),
    reason: (facts, suggestion) =>
      `Because you have ${household(facts)}, keep the free ${suggestion.words}; more cover asks a few medical questions.`,
  },
  {
    groups: ['critical-illness'],
    name: 'the free critical illness cover otherwise',
    when: () => true,
    verdict: 'not-for-you',
    suggest: (candidate, _facts, person) => freeCover(candidate, person),
    reason: (_facts, suggestion) => `Your free ${suggestion.words} costs you nothing; buying more is rarely needed.`,
  },
  {
    groups: ['medical'],
    name: 'private medical for the household when health comes first',
    when: (facts) => hasPriority(facts, 'health') || hasPriority(facts, 'family'),
    verdict: 'recommended',
    suggest: (candidate, facts) => householdLevel(candidate, facts),
    reason: (facts, suggestion, costs) =>
      `Because day-to-day health matters to you and you have ${household(facts)}, ${suggestion.words} cover costs you ${net(costs)} a month; your employer adds ${money(costs.employer)}.`,
  },
  {
    groups: ['medical'],
    name: 'private medical for yourself, which the employer pays',
    when: () => true,
    verdict: 'worth-considering',
    suggest: (candidate) => nthLevel(candidate, 0),
    reason: (_facts, suggestion, costs) =>
      `${suggestion.words} cover costs you ${net(costs)} a month; your employer pays ${money(costs.employer)}.`,
  },
  {
    groups: ['dental'],
    name: 'dental insurance for check-ups',
    when: (facts) => expects(facts, 'dental'),
    verdict: 'recommended',
    suggest: (candidate, facts) => householdLevel(candidate, facts),
    reason: (_facts, suggestion, costs) =>
      `Because you expect dental check-ups, ${suggestion.words} cover costs you ${net(costs)} a month.`,
  },
  {
    groups: ['dental'],
    name: 'no dental insurance without check-ups',
    when: (facts) => expectsNot(facts, 'dental'),
    verdict: 'not-for-you',
    suggest: (candidate) => nthLevel(candidate, 0),
    reason: () => 'You do not expect dental check-ups this year.',
  },
  {
    groups: ['cashplan'],
    name: 'a health cash plan for everyday treatment',
    when: (facts) => ['dental', 'optical', 'therapy'].some((use) => expects(facts, use as 'dental')),
    verdict: 'recommended',
    suggest: (candidate, facts) =>
      nthLevel(candidate, ['dental', 'optical', 'therapy'].filter((use) => expects(facts, use as 'dental')).length - 1),
    reason: (facts, suggestion, costs) => {
      const uses = (['dental', 'optical', 'therapy'] as const).filter((use) => expects(facts, use));
      const words = { dental: 'dental check-ups', optical: 'eye tests and glasses', therapy: 'physiotherapy' };
      return `Because you expect ${uses.map((use) => words[use]).join(' and ')}, ${suggestion.words} pays money back for ${net(costs)} a month.`;
    },
  },
  {
    groups: ['cashplan'],
    name: 'the cheapest cash plan level otherwise',
    when: () => true,
    verdict: 'worth-considering',
    suggest: (candidate) => nthLevel(candidate, 0),
    reason: (_facts, suggestion, costs) =>
      `${suggestion.words} costs you ${net(costs)} a month and pays money back on everyday health bills.`,
  },
  {
    groups: ['cycle'],
    name: 'cycle to work for a commute that could be cycled',
    when: (facts) => expects(facts, 'cycling'),
    verdict: 'recommended',
    suggest: (candidate, facts) => orderValue(candidate, facts, 100_000),
    reason: (_facts, suggestion, costs) =>
      `Because your commute could be cycled, ${suggestion.words} costs you ${net(costs)} a month after tax, ${saved(costs)} a month less than paying from your take-home pay.`,
  },
  {
    groups: ['cycle'],
    name: 'no bike without a commute to cycle',
    when: (facts) => expectsNot(facts, 'cycling'),
    verdict: 'not-for-you',
    suggest: (candidate, facts) => orderValue(candidate, facts, 0),
    reason: () => 'You told us your commute could not be cycled.',
  },
  {
    groups: ['tech'],
    name: 'no spread purchases when monthly cost comes first',
    when: (facts) => hasPriority(facts, 'cost'),
    verdict: 'not-for-you',
    suggest: (candidate, facts) => orderValue(candidate, facts, 0),
    reason: () => 'It spreads a purchase over 12 months but saves no tax, and a lower monthly cost matters to you.',
  },
  {
    groups: ['holiday'],
    name: 'selling holiday when monthly cost comes first',
    when: (facts) => hasPriority(facts, 'cost'),
    verdict: 'worth-considering',
    suggest: (candidate) => days(candidate, -2),
    reason: (_facts, suggestion, costs) =>
      `If you ${suggestion.words} of holiday, your pay goes up by ${money(-costs.employeeNet)} a month after tax.`,
  },
  {
    groups: ['holiday'],
    name: 'buying holiday is a choice of time, not money',
    when: () => true,
    verdict: 'not-for-you',
    suggest: (candidate) => days(candidate, 1),
    reason: (_facts, _suggestion, costs) =>
      `Buying a day of holiday costs you ${net(costs)} a month: only if you want more time off.`,
  },
  {
    groups: ['gym'],
    name: 'a gym for day-to-day health',
    when: (facts) => hasPriority(facts, 'health'),
    verdict: 'worth-considering',
    suggest: (candidate) => nthLevel(candidate, 0),
    reason: (_facts, suggestion, costs) =>
      `Because day-to-day health matters to you, ${suggestion.words} membership costs ${net(costs)} a month.`,
  },
  {
    groups: ['gym'],
    name: 'no gym otherwise',
    when: (facts) => facts.priorities !== null,
    verdict: 'not-for-you',
    suggest: (candidate) => nthLevel(candidate, 0),
    reason: (_facts, suggestion, costs) =>
      `Day-to-day health was not one of your priorities; ${suggestion.words} membership costs ${net(costs)} a month.`,
  },
];

/** When no rule speaks of a benefit: worth considering, at the first value it allows. */
export const fallbackRule: Rule = {
  groups: [],
  name: 'a benefit no rule speaks of',
  when: () => true,
  verdict: 'worth-considering',
  suggest: (candidate, _facts, person) => firstValue(candidate, person),
  reason: (_facts, suggestion, costs) =>
    suggestion.words
      ? `Have a look: ${suggestion.words} costs you ${net(costs)} a month.`
      : 'Have a look at what it offers you.',
};

/** The budget rule's reason: a recommendation the person said they could not afford. */
export const overBudgetReason = (costs: MonthlyCosts, budgetPence: number) =>
  `It costs you ${net(costs)} a month after tax, more than the ${money(budgetPence)} a month you said you could put aside.`;

export function costsOf(candidate: Candidate, values: Values, person: Person): MonthlyCosts {
  return monthlyCostsOf(
    withSavings(grossCostsOf(candidate.config, values, person), candidate.salarySacrifice, person.annualSalaryPence),
  );
}

export function ruleFor(candidate: Candidate, facts: Facts): Rule {
  return rules.find((rule) => rule.groups.includes(candidate.groupCode) && rule.when(facts)) ?? fallbackRule;
}

const verdictOrder: Record<Verdict, number> = { recommended: 0, 'worth-considering': 1, 'not-for-you': 2 };

/**
 * One recommendation a benefit, recommended first (in the order given), then worth considering,
 * then probably not. Recommendations are paid from the budget in that order; one that no longer
 * fits becomes worth considering.
 */
export function recommend(candidates: Candidate[], facts: Facts, person: Person): Recommendation[] {
  const judged = candidates.flatMap((candidate): Recommendation[] => {
    let rule = ruleFor(candidate, facts);
    let suggestion = rule.suggest(candidate, facts, person);
    if (!suggestion) {
      rule = fallbackRule;
      suggestion = fallbackRule.suggest(candidate, facts, person);
    }
    if (!suggestion) return [];
    const costs = costsOf(candidate, suggestion.values, person);
    return [
      {
        benefitId: candidate.benefitId,
        title: candidate.title,
        verdict: rule.verdict,
        reason: rule.reason(facts, suggestion, costs, candidate, person),
        suggestion: suggestion.words,
        values: suggestion.values,
        costs,
        rule: rule.name,
      },
    ];
  });
  const ordered = judged
    .map((recommendation, index) => ({ recommendation, index }))
    .sort(
      (a, b) => verdictOrder[a.recommendation.verdict] - verdictOrder[b.recommendation.verdict] || a.index - b.index,
    )
    .map(({ recommendation }) => recommendation);
  if (facts.budgetPence === null) return ordered;
  let left = facts.budgetPence;
  const afforded = ordered.map((recommendation): Recommendation => {
    if (recommendation.verdict !== 'recommended' || recommendation.costs.employeeNet <= 0) return recommendation;
    if (recommendation.costs.employeeNet <= left) {
      left -= recommendation.costs.employeeNet;
      return recommendation;
    }
    return {
      ...recommendation,
      verdict: 'worth-considering',
      reason: overBudgetReason(recommendation.costs, facts.budgetPence!),
      rule: 'over the budget',
    };
  });
  return afforded
    .map((recommendation, index) => ({ recommendation, index }))
    .sort(
      (a, b) => verdictOrder[a.recommendation.verdict] - verdictOrder[b.recommendation.verdict] || a.index - b.index,
    )
    .map(({ recommendation }) => recommendation);
}

/** The facts the rules read: a skipped household question falls back on the family details. */
export function factsOf(answers: ChoiceAnswers, family: { partner: boolean; childrenAges: number[] }): Facts {
  return {
    partner: answers.partner ?? family.partner,
    childrenAges: answers.childrenAges ?? family.childrenAges,
    uses: answers.expectedUses,
    budgetPence: answers.monthlyBudgetPence,
    priorities: answers.priorities,
  };
}
