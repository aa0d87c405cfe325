// The approve-selections screens' words: the spec's own (sections 2 and 4) where it gives them.
export type ApprovalAction = 'approve' | 'reject';

export const approvalStrings = {
  pageTitle: (brand: string) => `Approve Selections | ${brand}`,
  home: 'Home',
  dashboard: 'Employer dashboard',
  approveSelections: 'Approve Selections',
  heading: (benefitName: string) => `${benefitName} - Selections awaiting approval`,
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  close: 'Close',
  processing: 'Processing...',
  confirmTitle: (action: ApprovalAction) => (action === 'approve' ? 'Approve selections' : 'Reject selections'),
  areYouSure: (action: ApprovalAction) => `Are you sure you would like to ${action} these selections?`,
  noneSelected: (action: ApprovalAction) => `No selections to ${action}, please review your choice`,
  selectedCount: (count: number) => (count === 1 ? '1 selection selected' : `${count} selections selected`),
  selectAll: 'Select all selections on this page',
  selectOne: (name: string) => `Select the selection of ${name}`,
  employeeName: 'Employee name',
  orderValue: 'Order value',
  noApprovalData: 'There are no selections awaiting approval.',
  pendingCount: (count: number) => (count === 1 ? '1 selection awaiting approval' : `${count} selections awaiting approval`),
  chooseBenefit: 'Choose a benefit to review its selections awaiting approval.',
  approvalsError: 'There was an issue requesting the approvals data',
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
} as const;

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money is kept in pence; shown in pounds. */
export function moneyOf(pence: number): string {
  return pounds.format(pence / 100);
}

/** The spec's modal close timeout (section 9). */
export const modalCloseMs = 300;
