// The profile's words where the api sends none of its own.
export const PROFILE_STRINGS = {
  failed: 'It looks like something has gone wrong, please try again later',
  sessionGone: 'This session has already ended',
  passwordRules: 'Please ensure your password meets the listed requirements',
} as const;
