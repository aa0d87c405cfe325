// The approve-selections screens' words: the spec's own where it gives them.
import { shellStrings } from '../../shell/strings';
export type ApprovalAction = 'approve' | 'reject';

/** The longest rejection reason the api keeps (docs/benefits.md, Approvals). */
export const REASON_MAX_LENGTH = 500;

export const approvalStrings = {
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
  /** The (screen-reader) header of the column of boxes. */
  select: 'Select',
  employeeName: 'Employee name',
  orderValue: 'Order value',
  noApprovalData: 'There are no selections awaiting approval.',
  pendingCount: (count: number) =>
    count === 1 ? '1 selection awaiting approval' : `${count} selections awaiting approval`,
  chooseBenefit: 'Choose a benefit to review its selections awaiting approval.',
  approvalsError: 'There was an issue requesting the approvals data',
  /** Ours: an optional reason was asked for without its words. */
  reasonLabel: 'Reason (optional)',
  reasonHelp: (length: number) =>
    `The employee sees this reason on the benefit. ${length} of ${REASON_MAX_LENGTH} characters.`,
  somethingWentWrong: shellStrings.somethingWentWrong,
} as const;

/** The spec's modal close timeout. */
export const modalCloseMs = 300;
