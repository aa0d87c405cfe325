/** Activation's payload words; the spec gives none for a failed lookup, so the api's are kept. */
export const ACTIVATION_STRINGS = {
  /** Fallback when a failed lookup carries no message of its own. */
  linkNotValid: 'This activation link is not valid',
  networkError: 'Network error. Please try again.',
  unableToActivate: 'We could not activate your account. Please try again.',
  /** The spec words a refused reset form so; a refused activation form is the same form. */
  reviewForm: 'Please review the form',
} as const;
