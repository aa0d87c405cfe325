// The password-reset screens' words (forgotten password, the reset wizard); quoted ones in the spec are verbatim.
export const forgottenPasswordStrings = {
  pageTitle: 'Forgotten password',
  heading: 'Reset your password',
  intro: "Enter the email address you log in with and we'll send you a link to reset your password.",
  emailLabel: 'Email',
  submit: 'Send reset link',
  successHeading: "It's on the way...",
  successText:
    'If an account exists for that email address, we have sent it a link to reset the password. The link works for one hour.',
  backToLogin: 'Back to Login',
  /** message=token-expired (the spec does not give its words). */
  tokenExpired: 'Your password reset link has expired. Please request a new one below.',
  ssoOnly: 'Your organisation signs you in through single sign-on, so there is no password to reset here.',
  unexpectedError: 'An unexpected error occurred',
} as const;

// The reset wizard.
export const resetPasswordStrings = {
  pageTitle: 'Reset password',
  steps: ['Verify', 'Password'] as const,
  verifyHeading: 'Verify',
  verifyIntro: 'To keep your account safe, please confirm your date of birth.',
  passwordHeading: 'Password',
  passwordIntro: 'Choose a new password. It must meet every rule listed below.',
  cancel: 'Cancel',
  next: 'Next',
  checkingLink: 'Checking your reset link...',
  invalidLinkHeading: 'This link cannot be used',
  linkInvalid: 'Your password reset link has expired or is invalid.',
  linkUnreachable: 'Unable to validate reset link. Please try again.',
  requestNewLink: 'Request a new link',
  tryAgain: 'Try again',
  tokenExpired: 'Token has expired',
  redirectingToForgotten: 'Taking you to request a new link...',
  resetFailed: 'Password reset failed',
  reviewForm: 'Please review the form',
  networkError: 'Network error. Please try again.',
} as const;
