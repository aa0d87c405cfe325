import { loginStrings } from './strings';

/** A standard email pattern whose top-level domain has at least 2 letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The error for an email value, or null when it is valid. */
export function validateEmail(value: string): string | null {
  if (!value.trim()) return loginStrings.required;
  return EMAIL_PATTERN.test(value.trim()) ? null : loginStrings.invalidEmail;
}
