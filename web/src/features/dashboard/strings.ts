// The employer dashboard's words (the spec names the dashboard but shows none of its text).
export const dashboardStrings = {
  home: 'Home',
  heading: 'Employer dashboard',
  approvalsHeading: 'Selections awaiting approval',
  employeesHeading: 'Employee data',
  employees: 'Employees',
  registered: 'Registered',
  percentageRegistered: 'Registered (%)',
  viewEmployeeData: 'View employee data',
  viewAccountAccess: 'Account access',
  approvalsUnavailable: 'Only approvers can approve selections.',
  quickLinksHeading: 'Quick links',
  /** The home page's words for what the dashboard holds (home/strings.ts). */
  quickLinksIntro: 'Employee engagement, benefit take-up, approvals and platform settings.',
  // Each link shows only to a viewer whose session may open it (Viewer.can).
  quickLinks: [
    {
      label: 'Employee engagement',
      to: '/app/dashboard/employee-engagement/',
      description: 'Logins and registrations over time, and active users.',
      requires: 'viewEmployeeInsights',
    },
    {
      label: 'Employee insights',
      to: '/app/dashboard/employee-insights/',
      description: 'Headcount, registration and 2FA by department and location.',
      requires: 'viewEmployeeInsights',
    },
    {
      label: 'Benefit take-up',
      to: '/app/dashboard/benefit-takeup',
      description: 'Eligible, enrolled, pending and opted out, per benefit.',
      requires: 'viewBenefitTakeup',
    },
    {
      label: 'Platform settings',
      to: '/app/dashboard/platform-settings/',
      description: '2FA enforcement, contact us and support details.',
      requires: 'managePlatformSettings',
    },
    {
      label: 'Reporting',
      to: '/app/reporting',
      description: 'Payroll, provider and life-event reports.',
      requires: 'viewReports',
    },
    {
      label: 'Vouchers',
      to: '/app/ccv/manage',
      description: 'The next voucher date, placed and saved orders, and this month’s order.',
      requires: 'manageVouchers',
    },
  ],
} as const;
