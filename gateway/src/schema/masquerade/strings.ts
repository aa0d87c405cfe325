// The masquerade words the gateway answers with (a masquerade link is opened by sso's exchange).
export const MASQUERADE_STRINGS = {
  startFailed: 'The masquerade link could not be made. Please try again.',
  employeeNotFound: 'This employee could not be found',
} as const;
