// The words screens show for statuses and categories (docs/benefits.md "Status labels").
import type { benefitCategories, claimStatuses, selectionStatuses } from '@portal/contract/benefits';

type SelectionStatus = (typeof selectionStatuses)[number];
type Category = (typeof benefitCategories)[number];
type ClaimStatus = (typeof claimStatuses)[number];

export const statusLabels: Record<SelectionStatus, string> = {
  'not-selected': 'Not selected',
  pending: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Rejected',
  active: 'Active',
  'opted-out': 'Opted out',
};

export const categoryLabels: Record<Category, string> = {
  pension: 'Pension',
  insurance: 'Insurance',
  health: 'Health',
  lifestyle: 'Lifestyle',
  wellbeing: 'Wellbeing',
  family: 'Family',
  'time-off': 'Time off',
};

export const claimStatusLabels: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

export const reapplyCta = { type: 'reapply', label: 'Reapply' } as const;
