import { accountLockMinutes } from '@portal/contract/constants';

/** The spec's words for the login and session payload errors. */
export const SESSION_STRINGS = {
  noMatch: "We can't find a match! Try again or contact us",
  tryAgainOrReset: 'Try again or reset your password',
  accountLocked: `Your account has been locked after too many failed login attempts. Please try again in ${accountLockMinutes} minutes.`,
  unableToLogin: 'Unable to login',
  unableToProcessLoginRequest: 'Unable to process login request',
  captchaRequired: 'Please confirm that you are not a robot!',
  logoutFailed: 'There was an error during the logout process. Please try again.',
} as const;
