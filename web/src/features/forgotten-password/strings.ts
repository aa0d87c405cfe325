// The forgotten-password screen's words; quoted ones in the spec are verbatim.
export const forgottenPasswordStrings = {
  pageTitle: (brand: string) => `Forgotten password | ${brand}`,
  heading: 'Reset your password',
  intro: "Enter the email address you log in with and we'll send you a link to reset your password.",
  emailLabel: 'Email',
  submit: 'Send reset link',
  successHeading: "It's on the way...",
  successText: 'If an account exists for that email address, we have sent it a link to reset the password. The link works for one hour.',
  backToLogin: 'Back to Login',
  /** message=token-expired (the spec does not give its words). */
  tokenExpired: 'Your password reset link has expired. Please request a new one below.',
  ssoOnly: 'Your organisation signs you in through single sign-on, so there is no password to reset here.',
  captchaRequired: 'Please confirm that you are not a robot!',
  unexpectedError: 'An unexpected error occurred',
} as const;
