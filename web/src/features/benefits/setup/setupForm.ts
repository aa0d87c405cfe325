// The setup form's values as react-hook-form holds them, apart from the screen (decision
// logic as pure functions): the edit fields' text by position, since a field's name may hold any
// character and react-hook-form reads a dot in a name as a path; the terms tick; the medical
// answers. editValues.ts turns the text into what is sent.
import { checkField, textOf, type EditFieldSpec } from './editValues';
import type { MedicalAnswers } from './MedicalQuestionsPanel';

/** The server's names for the terms and the medical answers. */
export const TERMS = 'acceptedTermsVersion';
export const MEDICAL = 'medicalAnswers';

export interface SetupValues {
  /** Each edit field's text as typed, in the order of the benefit's edit fields. */
  fields: string[];
  termsAccepted: boolean;
  medicalAnswers: MedicalAnswers | null;
}

export type SetupFieldName = `fields.${number}` | 'termsAccepted' | 'medicalAnswers';

interface NamedValue {
  readonly name: string;
  readonly value: string;
}

/** What each field opens with: the selection's value as typed, or empty (a yes/no: no). */
export function initialValues(
  fields: readonly Pick<EditFieldSpec, 'name' | 'type'>[],
  chosen: readonly NamedValue[],
): SetupValues {
  const byName = new Map(chosen.map(({ name, value }) => [name, value]));
  return {
    fields: fields.map((field) => {
      const value = byName.get(field.name);
      if (value === undefined) return field.type === 'BOOLEAN' ? 'false' : '';
      return textOf(field.type, value);
    }),
    termsAccepted: false,
    medicalAnswers: null,
  };
}

/**
 * Values suggested in the address (Help me choose, Compare: `?level=family`, `?cover=24000000`),
 * in the stored units, for the benefit's own edit fields only: they open the form filled in, and
 * nothing is chosen until the person confirms.
 */
export function suggestedValues(fields: readonly Pick<EditFieldSpec, 'name'>[], params: URLSearchParams): NamedValue[] {
  return fields.flatMap((field) => {
    const value = params.get(field.name);
    return value === null || value.trim() === '' ? [] : [{ name: field.name, value: value.trim() }];
  });
}

/** The values to send for texts that passed their checks (an optional field left empty is left out). */
export function valuesToSend(fields: readonly EditFieldSpec[], texts: readonly string[]): NamedValue[] {
  return fields.flatMap((field, index) => {
    const checked = checkField(field, texts[index] ?? '');
    return checked.ok && checked.value !== null ? [{ name: field.name, value: checked.value }] : [];
  });
}

/** The form field a server error names, or null when it belongs to the banner. */
export function formFieldOf(
  fields: readonly Pick<EditFieldSpec, 'name'>[],
  serverField: string | null | undefined,
): SetupFieldName | null {
  if (serverField === TERMS) return 'termsAccepted';
  if (serverField === MEDICAL) return 'medicalAnswers';
  const index = fields.findIndex((field) => field.name === serverField);
  return index >= 0 ? `fields.${index}` : null;
}
