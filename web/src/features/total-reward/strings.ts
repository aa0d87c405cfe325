// The total benefits screens' words. The spec names the screen, the overview mode (year or month)
// and the "monthly benefit and cost summaries" but shows none of their text: the rest is ours.
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
  benefitSummary: 'Monthly benefit summary',
  benefit: 'Benefit',
  valueToYou: 'Value to you',
  yourCost: 'Your cost',
  noBenefits: (year: number) => `You have no benefits in force for ${year} yet.`,
  chooseBenefits: 'Choose benefits',
  costSummary: 'Monthly cost summary',
  cost: 'Cost',
  employeeGross: 'Your cost before tax and National Insurance savings',
  employeeNet: 'Your cost after tax and National Insurance savings (an estimate)',
  employer: 'Your employer pays',
  shownAs: (mode: OverviewModeName) => `Figures are shown ${billingFrequencyLabels[mode]}.`,
  valueExplained:
    'Value to you is what your employer pays towards a benefit plus the tax and National Insurance it saves you.',
  /** The spec's generic failure text, with the retry we offer. */
  failed: shellStrings.somethingWentWrong,
  tryAgain: 'Try again',
  csvFileName: (year: number, mode: OverviewModeName) => `total-reward-${year}-${billingFrequencyLabels[mode]}.csv`,
  csvAmount: (mode: OverviewModeName) => `Amount ${billingFrequencyLabels[mode]} (£)`,
} as const;
