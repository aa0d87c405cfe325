// The spec names the errors ("errors requesting … payroll report, provider report") without
// their words; these are ours, in the spec's manner.
export const REPORT_STRINGS = {
  requestFailed: {
    payroll: 'There was an error requesting the payroll report',
    provider: 'There was an error requesting the provider report',
    lifeevent: 'There was an error requesting the life event report',
  },
  downloadFailed: 'There was an error downloading the report, please try again',
  reportNotFound: 'This report could not be found',
} as const;
