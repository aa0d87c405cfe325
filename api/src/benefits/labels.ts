// The words screens show for statuses and categories (docs/benefits.md "Status labels").
import type { claimStatuses, selectionStatuses } from '@portal/contract/benefits';

type SelectionStatus = (typeof selectionStatuses)[number];
type ClaimStatus = (typeof claimStatuses)[number];

export const statusLabels: Record<SelectionStatus, string> = {
  'not-selected': 'Not selected',
  pending: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Rejected',
  active: 'Active',
  'opted-out': 'Opted out',
};

/** One word for a category on every screen: My benefits and total reward read the same labels. */
export { benefitCategoryLabels as categoryLabels } from '@portal/contract/benefits';

export const claimStatusLabels: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

export const reapplyCta = { type: 'reapply', label: 'Reapply' } as const;
