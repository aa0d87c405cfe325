// The single-sign-on login and failure screens, in the spec's words.
export const ssoStrings = {
  signingIn: 'Signing you in…',
  errorPageTitle: 'Unable to log in',
  errorTitle: 'Unable to log in',
  errorText: 'Sorry, there was a problem signing in to your account',
  genericFailure: 'Oops somethings gone wrong. We are unable to connect you. Please contact us',
  masqueradeLinkExpired:
    "Ooops your link has expired: This link has expired. Don't worry close this tab and start the masquerade session again.",
  backToLogin: 'Back to login',
} as const;

/** The reason /sso-error/ is given in its query, as a code (never free text from a URL). */
export type SsoErrorReason = 'masquerade-link-expired' | 'sso';
