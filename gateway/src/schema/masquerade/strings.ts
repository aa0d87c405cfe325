// The masquerade and sso-login words the gateway answers with.
export const MASQUERADE_STRINGS = {
  startFailed: 'The masquerade link could not be made. Please try again.',
  ssoLoginError: 'SSO login error',
} as const;
