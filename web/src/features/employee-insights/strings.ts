// The words of the dashboard's Employee engagement and Employee insights pages (the spec names
// the pages and their subjects, not their text).
export type LoginPeriodName = 'DAY' | 'WEEK' | 'MONTH';

export const insightStrings = {
  home: 'Home',
  dashboard: 'Employer dashboard',
  engagementHeading: 'Employee engagement',
  engagementIntro: 'How often your employees log in, and how many have registered.',
  insightsHeading: 'Employee insights',
  insightsIntro:
    "Headcount, registration and 2FA adoption across your organisation, by department and location. Employees who have left aren't counted.",
  showBy: 'Show by',
  periods: { DAY: 'Day', WEEK: 'Week', MONTH: 'Month' } satisfies Record<LoginPeriodName, string>,
  periodRange: { DAY: 'The last 30 days', WEEK: 'The last 26 weeks', MONTH: 'The last 12 months' } satisfies Record<
    LoginPeriodName,
    string
  >,
  periodHeader: { DAY: 'Day', WEEK: 'Week beginning', MONTH: 'Month' } satisfies Record<LoginPeriodName, string>,
  loading: 'Loading...',
  activeUsers: 'Active in the last 30 days',
  activeUsersHelp: (registered: number) => `of ${registered.toLocaleString('en-GB')} registered`,
  loginsInPeriod: 'Logins in this view',
  registeredEmployees: 'Registered employees',
  loginsHeading: 'Logins over time',
  logins: 'Logins',
  registrationHeading: 'Registration over time',
  registrations: 'New registrations',
  registeredTotal: 'Registered in total',
  headcount: 'Headcount',
  registered: 'Registered',
  registeredShare: 'Registered (%)',
  twoFactor: '2FA enabled',
  twoFactorShare: '2FA enabled (%)',
  byDepartment: 'By department',
  byLocation: 'By location',
  department: 'Department',
  location: 'Location',
  notRecorded: 'Not recorded',
  noEmployees: 'No employees to show yet.',
  showAsTable: 'Show as table',
  showAsChart: 'Show as chart',
  downloadCsv: 'Download CSV',
  failed: "We couldn't load these figures. Please try again.",
  tryAgain: 'Try again',
  viewInsights: 'Employee insights',
  viewEngagement: 'Employee engagement',
} as const;
