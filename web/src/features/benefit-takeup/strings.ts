// Benefit take-up's words. The spec names the screens, the view-benefit-takeup-detail side panel,
// the empty state ("no take-up data") and the error requesting benefit take-up data; the rest is
// ours (docs/benefit-takeup.md).

export type TakeupStatusName = 'ENROLLED' | 'PENDING' | 'OPTED_OUT';

export const takeupStrings = {
  home: 'Home',
  dashboard: 'Employer dashboard',
  heading: 'Benefit take-up',
  intro: (year: number) =>
    `How many of the people who may choose each benefit have taken it up, in the ${year} scheme year.`,
  chartHeading: 'Take-up by benefit',
  chartCaption: 'Take-up by benefit: eligible, enrolled, pending and opted out',
  downloadCsv: 'Download CSV',
  csvFileName: (year: number) => `benefit-take-up-${year}.csv`,
  benefit: 'Benefit',
  eligible: 'Eligible',
  enrolled: 'Enrolled',
  pending: 'Pending',
  optedOut: 'Opted out',
  takeUp: 'Take-up (%)',
  percentage: (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`,
  noTakeupData: 'There is no take-up data.',
  noTakeupDataHint: 'Take-up appears once the scheme year has benefits.',
  takeupError: 'There was an issue requesting the benefit take-up data',
  tryAgain: 'Try again',
  viewBenefit: (name: string) => `View take-up of ${name}`,
  // One benefit's page.
  detailHeading: (name: string) => `${name} - Take-up`,
  showing: 'Show',
  statuses: { ENROLLED: 'Enrolled', PENDING: 'Pending', OPTED_OUT: 'Opted out' } satisfies Record<
    TakeupStatusName,
    string
  >,
  peopleTable: (status: string) => `People ${status.toLowerCase()}`,
  employeeName: 'Employee name',
  department: 'Department',
  status: 'Status',
  choice: 'Choice',
  employeeCost: 'Employee cost a month',
  view: 'View',
  viewSelection: (name: string) => `View the selection of ${name}`,
  noPeople: (status: string) => `Nobody is ${status.toLowerCase()}.`,
  noPeopleHint: 'Choose another state above.',
  // The view-benefit-takeup-detail side panel.
  panelTitle: (name: string) => `Selection of ${name}`,
  email: 'Email',
  location: 'Location',
  employerCost: 'Employer cost a month',
  startDate: 'Start date',
  endDate: 'End date',
  chosenOn: 'Chosen on',
  decidedOn: 'Decided on',
  notSet: 'Not set',
  close: 'Close',
} as const;

/** 24/08/2026, as the employer tables write dates. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return takeupStrings.notSet;
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
