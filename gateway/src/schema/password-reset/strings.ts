/** The spec's words for forgotten password, the reset link and the reset wizard. */
export const PASSWORD_RESET_STRINGS = {
  validationFailed: 'Validation failed',
  unexpectedError: 'An unexpected error occurred',
  linkInvalid: 'Your password reset link has expired or is invalid.',
  linkUnreachable: 'Unable to validate reset link. Please try again.',
  tokenExpired: 'Token has expired',
  resetFailed: 'Password reset failed',
  reviewForm: 'Please review the form',
  networkError: 'Network error. Please try again.',
  meetRequirements: 'Please ensure your password meets the listed requirements',
} as const;
