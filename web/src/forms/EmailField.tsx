// The email field of the login and forgotten-password forms (spec section 5): required and a
// standard pattern, checked on blur and re-checked on every change after that.
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { validateEmail } from './emailValidation';

export interface EmailFieldState {
  value: string;
  /** The message shown; '' marks the field invalid without words (the banner has them). */
  error: string | null;
  setError: (error: string | null) => void;
  change: (value: string) => void;
  blur: () => void;
  /** Checks the value as a submit does: shows the problem and returns it, or null. */
  check: () => string | null;
}

export function useEmailField(): EmailFieldState {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const problem = validateEmail(value);
    setTouched(true);
    setError(problem);
    return problem;
  };
  return {
    value,
    error,
    setError,
    change(next) {
      setValue(next);
      if (touched) setError(validateEmail(next));
    },
    blur: () => void check(),
    check,
  };
}

export function EmailField({ label, field, onChange }: { label: string; field: EmailFieldState; onChange?: (value: string) => void }) {
  return (
    <Field.Root invalid={field.error !== null} required>
      <Field.Label fontWeight="600" color="gray.800">
        {label}
      </Field.Label>
      <Input
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        size="lg"
        value={field.value}
        onChange={(event) => {
          field.change(event.target.value);
          onChange?.(event.target.value);
        }}
        onBlur={field.blur}
        focusRingColor="brand.focusRing"
      />
      {field.error ? <Field.ErrorText>{field.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
