// The total benefits screens' words. The spec names the screen, the overview mode (year or month)
// and the "monthly benefit and cost summaries" but shows none of their text: the rest is ours. The
// summaries' headings follow the mode, so a heading never says "Monthly" over a year's figures.
import { billingFrequencyLabels } from '../../format/money';
import { shellStrings } from '../../shell/strings';

export type OverviewModeName = keyof typeof billingFrequencyLabels;

export const totalRewardStrings = {
  home: 'Home',
  heading: 'My total benefits',
  intro: 'What your whole package is worth: your salary and everything your employer adds.',
  schemeYear: (year: number) => `Scheme year ${year}`,
  overviewBy: 'Show the overview by',
  modes: { YEAR: 'Year', MONTH: 'Month' } satisfies Record<OverviewModeName, string>,
  loading: 'Loading...',
  print: 'Print',
  downloadCsv: 'Download as CSV',
  totalReward: 'Your total reward',
  /** "£48,250 annually": the spec's billing frequency labels. */
  frequency: (mode: OverviewModeName) => billingFrequencyLabels[mode],
  employerAdds: 'Your employer adds',
  byCategory: 'Total reward by category',
  category: 'Category',
  amount: 'Amount',
  share: 'Share',
  total: 'Total',
  /** The summaries say the period they show: a year's figures under "Annual", a month's under "Monthly". */
  benefitSummary: (mode: OverviewModeName) => (mode === 'YEAR' ? 'Annual benefit summary' : 'Monthly benefit summary'),
  benefit: 'Benefit',
  valueToYou: 'Value to you',
  yourCost: 'Your cost',
  noBenefits: (year: number) => `You have no benefits in force for ${year} yet.`,
  chooseBenefits: 'Choose benefits',
  costSummary: (mode: OverviewModeName) => (mode === 'YEAR' ? 'Annual cost summary' : 'Monthly cost summary'),
  cost: 'Cost',
  employeeGross: 'Your cost before tax and National Insurance savings',
  employeeNet: 'Your cost after tax and National Insurance savings (an estimate)',
  employer: 'Your employer pays',
  shownAs: (mode: OverviewModeName) => `Figures are shown ${billingFrequencyLabels[mode]}.`,
  /** The same rule, in the same words, as My benefits' running total. */
  awaitingApprovalLeftOut: 'Selections awaiting approval are not counted until they are approved.',
  valueExplained:
    'Value to you is what your employer pays towards a benefit plus the tax and National Insurance it saves you.',
  /** The spec's generic failure text, with the retry we offer. */
  failed: shellStrings.somethingWentWrong,
  tryAgain: 'Try again',
  // My total benefits, enhanced: the total reward statement.
  statementIntro: (year: number, previous: number) =>
    `Your total reward statement for scheme year ${year}, compared with ${previous}: what each benefit is worth to you, and what your employer pays.`,
  printStatement: 'Print statement',
  changeOn: (previous: number) => `Change on ${previous}`,
  yearOnYear: (year: number, previous: number) => `${year} compared with ${previous}`,
  valueIn: (year: number) => `Value to you in ${year}`,
  change: 'Change',
  newThisYear: 'New this year',
  endedThisYear: 'Not held this year',
  nothingLastYear: (previous: number) => `You had no benefits in force in ${previous}.`,
  salaryLeftOut: (salary: string) =>
    `Your salary (${salary} a year today) is part of your total reward, not of the comparison: only today's salary is kept.`,
  employerPays: 'What your employer pays',
  contribution: 'Contribution',
  employerPaysColumn: 'Your employer pays',
  taxAndNiSaved: 'Tax and NI you save',
  noContributions: 'Your employer pays nothing towards your benefits this year.',
  contributionsExplained:
    'Tax and NI you save is what salary sacrifice saves you; it is part of what a benefit is worth to you, not money your employer pays.',
  statementFigures: 'All figures are for a whole scheme year.',
  csvFileName: (year: number, mode: OverviewModeName) => `total-reward-${year}-${billingFrequencyLabels[mode]}.csv`,
  csvAmount: (mode: OverviewModeName) => `Amount ${billingFrequencyLabels[mode]} (£)`,
} as const;
