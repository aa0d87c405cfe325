// Setup's input as the api takes it, and the api's field errors as setup names its inputs.
import { fieldErrorsOf, type FieldError } from '../../rest/decode.js';
import type { SetUpBenefitInput } from '../__generated__/resolvers-types.js';
import type { RestBenefitProduct, RestEditFieldType, RestFieldValue, RestSetupBody } from './mappers.js';
import { BENEFIT_STRINGS as S } from './strings.js';

const WHOLE_NUMBER_FIELDS: ReadonlySet<RestEditFieldType> = new Set(['amount', 'percentage', 'days']);
const wholeNumber = /^-?\d{1,15}$/;

/**
 * A value typed as text, as its edit field holds it: pence, basis points and days as whole numbers,
 * a yes/no as a boolean. Text that does not fit its field goes as typed, so that the api words
 * what is wrong with it (its limits and steps are its own to check).
 */
function valueOf(text: string, type: RestEditFieldType | undefined): RestFieldValue {
  const trimmed = text.trim();
  if (type && WHOLE_NUMBER_FIELDS.has(type) && wholeNumber.test(trimmed)) return Number(trimmed);
  if (type === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  return text;
}

export type SetupBodyOrErrors = { body: RestSetupBody; errors?: undefined } | { errors: FieldError[] };

export function setupBodyOf(input: SetUpBenefitInput, editFields: RestBenefitProduct['editFields']): SetupBodyOrErrors {
  const typeOf = new Map(editFields.map((field) => [field.name, field.type]));
  const body: RestSetupBody = {
    values: Object.fromEntries(input.values.map(({ name, value }) => [name, valueOf(value, typeOf.get(name))])),
  };
  // Left out rather than null when not ticked: the api asks for the terms when they are owed.
  if (input.acceptedTermsVersion !== null && input.acceptedTermsVersion !== undefined)
    body.accepted_terms = input.acceptedTermsVersion;
  if (input.medicalAnswers) {
    if (input.medicalAnswers.some(({ questionId }) => !/^\d{1,9}$/.test(questionId))) {
      return { errors: [{ field: 'medicalAnswers', message: S.unknownMedicalQuestion }] };
    }
    body.medical_answers = input.medicalAnswers.map(({ questionId, answer }) => ({
      questionId: Number(questionId),
      answer,
    }));
  }
  return { body };
}

/** The setup input a REST field error is about, where its name differs from the camelCased one. */
function setupInputOf(field: string, editFieldNames: ReadonlySet<string>): string | null {
  if (editFieldNames.has(field)) return field;
  if (field.startsWith('values.')) return field.slice('values.'.length);
  if (field === 'accepted_terms') return 'acceptedTermsVersion';
  if (field === 'medical_answers' || field.startsWith('medical_answers.')) return 'medicalAnswers';
  return null;
}

/**
 * A 422's `errors` named as setup's inputs: an edit field by its own name (however the api spells
 * the path to it), the terms as `acceptedTermsVersion`, every medical answer as `medicalAnswers`;
 * the first message of each.
 */
export function setupFieldErrorsOf(errors: unknown, editFieldNames: ReadonlySet<string>): FieldError[] {
  if (!errors || typeof errors !== 'object') return [];
  const byInput = new Map<string, string>();
  for (const [field, messages] of Object.entries(errors)) {
    for (const error of fieldErrorsOf({ [field]: messages })) {
      const input = setupInputOf(field, editFieldNames) ?? error.field ?? field;
      if (!byInput.has(input)) byInput.set(input, error.message);
    }
  }
  return [...byInput].map(([field, message]) => ({ field, message }));
}
