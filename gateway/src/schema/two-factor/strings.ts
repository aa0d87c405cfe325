/** Words for two-factor failures the api does not word itself. */
export const TWO_FACTOR_STRINGS = {
  /** A failure with no message of its own (network, unreadable body): the spec's generic login error. */
  unableToLogin: 'Unable to login',
} as const;
