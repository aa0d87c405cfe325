// The reporting screen's words. The spec names the screen, its three side panels, the empty state
// ("No reports") and the errors requesting a payroll or provider report without wording them;
// these are ours, in plain en-GB.
import { reportFormatMessage, reportMonthMessage, reportYearMessage } from '@portal/contract/reports';

export type ReportKind = 'PAYROLL' | 'PROVIDER' | 'LIFE_EVENT';

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const reportsStrings = {
  heading: 'Reporting',
  home: 'Home',
  dashboard: 'Employer dashboard',
  intro:
    'Request a payroll, provider or life event report for a month, then download it as CSV or XLSX. Tick several to download them at once as a zip.',
  requestHeading: 'Request a report',
  reportsHeading: 'Your reports',
  kinds: {
    PAYROLL: {
      button: 'Payroll report',
      title: 'Payroll report',
      intro:
        "Each employee's salary sacrifice and net pay deductions for the month, and the employer's contributions, from the benefits they have chosen.",
      failed: 'There was an error requesting the payroll report',
    },
    PROVIDER: {
      button: 'Provider report',
      title: 'Provider report',
      intro: "The employees covered by each provider's benefits in the month, with their cover.",
      failed: 'There was an error requesting the provider report',
    },
    LIFE_EVENT: {
      button: 'Life event report',
      title: 'Life event report',
      intro: 'The life events employees reported for the month, open or closed, with the year a closed one closed.',
      failed: 'There was an error requesting the life event report',
    },
  } satisfies Record<ReportKind, { button: string; title: string; intro: string; failed: string }>,
  yearLabel: 'Year',
  monthLabel: 'Month',
  providerLabel: 'Provider',
  allProviders: 'All providers',
  formatLabel: 'Format',
  formats: { CSV: 'CSV', XLSX: 'XLSX (Excel)' },
  yearRequired: reportYearMessage,
  monthRequired: reportMonthMessage,
  formatRequired: reportFormatMessage,
  cancel: 'Cancel',
  submit: 'Request and download',
  submitting: 'Requesting…',
  correctErrors: 'Please correct the errors below',
  // The list.
  tableLabel: 'Reports',
  select: 'Select',
  selectReport: (label: string) => `Select ${label}`,
  report: 'Report',
  requested: 'Requested',
  status: 'Status',
  download: 'Download',
  ready: 'Ready',
  error: 'Error',
  downloadAs: (label: string, format: string) => `Download ${label} as ${format}`,
  empty: 'No reports',
  emptyHint: 'Request a payroll, provider or life event report above and it will be listed here.',
  zipFormatLabel: 'Format of the files in the zip',
  downloadSelected: (count: number) =>
    count > 1 ? `Download ${count} reports as a zip` : count === 1 ? 'Download 1 report' : 'Download selected',
  chooseReports: 'Tick the reports you want to download together.',
  downloadFailed: 'There was an error downloading the report, please try again',
} as const;

/** "4 March 2026, 10:12" in the UK's time. */
const requestedAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export function formatRequested(timestamp: string): string {
  const when = new Date(timestamp);
  return Number.isNaN(when.getTime()) ? timestamp : requestedAt.format(when);
}
