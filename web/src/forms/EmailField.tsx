// The email field of the login and forgotten-password forms: required and a
// standard pattern, checked on blur and re-checked on every change after that. The forms run it
// in react-hook-form with mode 'onTouched'; `emailRules` is the rule, emailValidation.ts decides.
import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { validateEmail } from './emailValidation';

/**
 * The rule, with a check on every blur: once a form has been submitted, react-hook-form re-checks
 * on change only, and a blur also clears a server's "not matching" mark from a valid email.
 */
export const emailRules = (recheck: () => unknown) => ({
  validate: (value: string) => validateEmail(value) ?? true,
  onBlur: () => void recheck(),
});

/** Navigation state that hands the typed email from one form to the next (login to forgotten password). */
export interface EmailHandOver {
  email: string;
}

export function emailHandedOver(email: string): EmailHandOver | undefined {
  const typed = email.trim();
  return typed ? { email: typed } : undefined;
}

/** The email a link handed over, or '' (a visit from anywhere else). */
export function emailFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

export interface EmailFieldProps {
  label: string;
  /** What `register('email', …)` returns. */
  registration: UseFormRegisterReturn;
  /** An error with the message '' marks the field invalid without words (the banner has them). */
  error: FieldError | undefined;
}

export function EmailField({ label, registration, error }: EmailFieldProps) {
  const errorId = useId();
  const words = error?.message ? error.message : null;
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label fontWeight="600" color="gray.800">
        {label}
      </Field.Label>
      <Input
        type="email"
        autoComplete="username"
        inputMode="email"
        size="lg"
        {...registration}
        aria-describedby={words ? errorId : undefined}
        focusRingColor="brand.focusRing"
      />
      {words ? <Field.ErrorText id={errorId}>{words}</Field.ErrorText> : null}
    </Field.Root>
  );
}
