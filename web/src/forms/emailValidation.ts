// The email rule of the login and forgotten-password forms, in one place.

export const emailStrings = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** A standard email pattern whose top-level domain has at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The error for an email value, or null when it is valid. */
export function validateEmail(value: string): string | null {
  if (!value.trim()) return emailStrings.required;
  return EMAIL_PATTERN.test(value.trim()) ? null : emailStrings.invalidEmail;
}
