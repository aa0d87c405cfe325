// The words the gateway answers the /sso-login exchange with.
export const SSO_STRINGS = {
  ssoLoginError: 'SSO login error',
} as const;
