// A mutation payload's errors ({ field, message }, in the api's words) onto a react-hook-form form:
// each error whose field the form has goes on that field; the first of the rest (or a field the
// form does not show) is the form's banner message.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface PayloadError {
  readonly field: string | null | undefined;
  readonly message: string;
}

/** Sets the field errors and answers the banner message, or null when every error had a field. */
export function applyPayloadErrors<T extends FieldValues>(
  errors: readonly PayloadError[],
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  let banner: string | null = null;
  for (const error of errors) {
    const field = fields.find((name) => name === error.field);
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    else banner ??= error.message;
  }
  return banner;
}
