// The masquerade and sso-login words the gateway answers with.
export const MASQUERADE_STRINGS = {
  startFailed: 'The masquerade link could not be made. Please try again.',
  ssoLoginError: 'SSO login error',
  employeeNotFound: 'This employee could not be found',
} as const;
