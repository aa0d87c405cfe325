import { SOMETHING_WENT_WRONG } from '../../messages.js';
/** The approvals' words: the spec's where it has them. */
export const APPROVAL_STRINGS = {
  noneSelected: 'No selections to approve/reject, please review your choice',
  somethingWentWrong: SOMETHING_WENT_WRONG,
} as const;
