// The employee-data screen's words. The spec names the data (registration, 2FA, totals,
// percentageRegistered) but not the labels, so these are ours.
import { shellStrings } from '../../shell/strings';
export const employeeDataStrings = {
  home: 'Home',
  dashboard: 'Employer dashboard',
  heading: 'Employee data',
  intro: 'Everyone on your scheme, whether they have registered, and whether they use two-factor authentication.',
  employeesTab: 'Employees',
  twoFactorTab: 'Two-factor authentication',
  search: 'Search by name or email',
  searchPlaceholder: 'Name or email',
  registrationFilter: 'Registration status',
  twoFactorFilter: 'Two-factor authentication',
  all: 'All',
  registered: 'Registered',
  notRegistered: 'Not registered',
  enabled: 'Enabled',
  notEnabled: 'Not enabled',
  name: 'Name',
  email: 'Email',
  registeredOn: 'Registered on',
  twoFactor: 'Two-factor authentication',
  actions: 'Actions',
  view: 'View',
  viewEmployee: (name: string) => `View ${name}`,
  totalEmployees: 'Employees',
  totalRegistered: 'Registered',
  percentageRegistered: 'Registered (%)',
  totalTwoFactor: 'Using two-factor authentication',
  percentageTwoFactor: 'Using 2FA (%)',
  percentage: (value: number) => `${value.toFixed(1)}%`,
  enforced: 'Your organisation requires two-factor authentication.',
  notEnforced: 'Your organisation does not require two-factor authentication.',
  matching: (count: number) =>
    count === 1 ? '1 employee matches' : `${count.toLocaleString('en-GB')} employees match`,
  noEmployees: 'No employees match your search or filter.',
  noEmployeesHint: 'Try another name or email, or clear the filter.',
  downloadReport: 'Download report',
  preparingReport: 'Preparing report...',
  resendAll: 'Resend welcome email to all unregistered',
  resendAllTitle: 'Resend welcome emails',
  resendAllQuestion: (count: number) =>
    `Send the welcome email again to every employee who has not registered yet (${count.toLocaleString('en-GB')})?`,
  resendAllConfirm: 'Send emails',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending...',
  resendAllDone: (count: number) =>
    count === 1
      ? 'A welcome email is on its way to 1 unregistered employee.'
      : `Welcome emails are on their way to ${count.toLocaleString('en-GB')} unregistered employees.`,
  // The view-employee-data side panel.
  panelTitle: 'Employee data',
  employmentStatus: 'Employment status',
  employeeType: 'User type',
  statuses: { ACTIVE: 'Active', INACTIVE: 'Inactive', LEFT: 'Left' } as Record<string, string>,
  userTypes: { EMPLOYEE: 'Employee', EMPLOYER: 'Employer' } as Record<string, string>,
  yes: 'Yes',
  no: 'No',
  notYet: 'Not yet',
  resendOne: 'Resend welcome email',
  resendOneDone: (email: string) => `A welcome email is on its way to ${email}.`,
  somethingWentWrong: shellStrings.somethingWentWrong,
  viewAsTitle: 'View as this employee',
  viewAsIntro: 'Opens their portal as they see it, for up to 60 minutes. They are emailed that you did, and why.',
  viewAsReason: 'Reason',
  viewAsCreate: 'Create link',
  viewAsCreating: 'Creating link…',
  viewAsReady: 'Your one-time link is ready. It works once, within 5 minutes.',
  viewAsOpen: (name: string) => `Open ${name}'s view`,
} as const;

/** dd.MM.yy, one of the spec's date formats. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCFullYear() % 100)}`;
}
