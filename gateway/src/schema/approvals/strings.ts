/** The approvals' words: the spec's (section 4) where it has them. */
export const APPROVAL_STRINGS = {
  noneSelected: 'No selections to approve/reject, please review your choice',
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
} as const;
