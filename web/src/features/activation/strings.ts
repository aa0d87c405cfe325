// The activation screen's words; quoted ones in the spec are verbatim, the rest are ours (the
// spec gives no wording for the lookup error page or the click-away message).
export const activationStrings = {
  pageTitle: 'Activate your account',
  steps: ['DOB', 'Password'] as const,
  /** The activation progress steps when the organisation requires 2FA. */
  twoFactorSteps: ['Verify', 'Password', '2FA', 'Terms'] as const,
  loading: 'Checking your activation link...',
  dobHeading: (firstName: string) => (firstName ? `Welcome, ${firstName}` : 'Welcome'),
  dobIntro: "Let's activate your account. First, please confirm your date of birth.",
  passwordHeading: 'Create your password',
  passwordIntro: (email: string) =>
    `You will log in with ${email} and this password. It must meet every rule listed below.`,
  cancel: 'Cancel',
  next: 'Next',
  networkError: 'Network error. Please try again.',
  activationFailed: 'We could not activate your account. Please try again.',
  /** The terms error page (lookup error or status 'error'). */
  errorHeading: 'Uh oh!',
  errorText:
    'We could not open your activation link. It may have expired or already been used. Please contact your benefits team for a new one.',
  returnToHome: 'Return to home',
  /** Shown when a click lands outside the form area while activating. */
  clickAway: 'Please finish activating your account first: complete the form below, or choose Cancel to leave.',
} as const;
