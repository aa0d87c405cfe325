// The family member form's values, its rules and what they become (docs/family.md). The values
// are the add and edit mutations' own input fields (relay-compiler's EditFamilyMemberInput, so
// a field the schema renames fails to compile here), as typed so far: a choice not made yet is
// '', and whether a dependant is in full-time education is null until answered. The rules are
// the api's, in the spec's words (the contract's familyMessages, limits and date rules), so the
// form says what the api would say before anything is sent; the api judges again, and its field
// errors come back on these same names.
import {
  earliestFamilyDate,
  familyMessages,
  familyNameMaxLength,
  familyTitles,
  isCalendarDate,
  todayInUk,
} from '@portal/contract/family';
import { z } from 'zod';
import type { AddFamilyMemberInput } from '../../__generated__/useAddFamilyMemberMutation.graphql';
import type { EditFamilyMemberInput } from '../../__generated__/useEditFamilyMemberMutation.graphql';
import type { DateParts } from '../../forms/dateOfBirth';

/** Every field the form edits: the edit input's, but the member's id. */
type MemberInput = Required<Omit<EditFamilyMemberInput, 'familyMemberId'>>;
/** A choice of one of the schema's enums as the form holds it: '' until one is made. */
type Choice<E> = Exclude<NonNullable<E>, '%future added value'> | '';

/** The form's values: the input's fields as typed (strings and booleans, nothing judged yet). */
export type FamilyFormValues = {
  [Field in keyof MemberInput]: Field extends 'gender' | 'relationship'
    ? Choice<MemberInput[Field]>
    : Field extends 'inFullTimeEducation'
      ? boolean | null
      : NonNullable<MemberInput[Field]>;
};

export type FamilyFormField = keyof FamilyFormValues;

export const emptyFamilyForm: FamilyFormValues = {
  title: '',
  firstName: '',
  surname: '',
  dateOfBirth: '',
  gender: '',
  relationship: '',
  inFullTimeEducation: null,
  fullTimeEducationEndDate: '',
  registeredDisabled: false,
  active: true,
};

/** What the list shows of a member, in the client's shape. */
export interface FamilyMemberShown {
  readonly title?: string | null;
  readonly firstName: string;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly gender?: 'FEMALE' | 'MALE' | '%future added value' | null;
  readonly relationship: 'PARTNER' | 'DEPENDANT' | '%future added value';
  readonly active: boolean;
  readonly fullTimeEducationEndDate?: string | null;
  readonly registeredDisabled: boolean;
}

export function formValuesOf(member: FamilyMemberShown): FamilyFormValues {
  const dependant = member.relationship === 'DEPENDANT';
  return {
    title: member.title ?? '',
    firstName: member.firstName,
    surname: member.surname,
    dateOfBirth: member.dateOfBirth,
    gender: member.gender === 'FEMALE' || member.gender === 'MALE' ? member.gender : '',
    relationship: member.relationship === 'PARTNER' ? 'PARTNER' : 'DEPENDANT',
    // A dependant saved with an end date is in full-time education; one without said no.
    inFullTimeEducation: dependant ? Boolean(member.fullTimeEducationEndDate) : null,
    fullTimeEducationEndDate: member.fullTimeEducationEndDate ?? '',
    registeredDisabled: dependant && member.registeredDisabled,
    active: member.active,
  };
}

const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(familyNameMaxLength, { error: tooLong });

/** An ISO date from 1900 on: missing reads `required`, anything else unreal reads `invalid`. */
const familyDate = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => isCalendarDate(value) && value >= earliestFamilyDate, { error: invalid });

/** One of an enum's values, or '' (not chosen yet), which reads `required`. */
const choice = <const Value extends string>(values: readonly Value[], required: string) =>
  z.enum([...values, ''], { error: required }).refine((value) => value !== '', { error: required });

/** The values as the rules may find them: any field may be anything once another has failed. */
type RawValues = Partial<Record<FamilyFormField, unknown>>;

/**
 * The rules that join fields: a dependant must say whether they are in full-time education, and
 * when it ends if they are (after their birth); a child cannot be born after today, nor anyone
 * else. They run even when another field failed, so one submit shows every message.
 */
export function familyMemberRules(value: RawValues, ctx: z.RefinementCtx, today = todayInUk()): void {
  const issue = (path: FamilyFormField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const dateOfBirth =
    typeof value.dateOfBirth === 'string' && isCalendarDate(value.dateOfBirth.trim()) ? value.dateOfBirth.trim() : null;
  if (dateOfBirth && dateOfBirth > today)
    issue(
      'dateOfBirth',
      value.relationship === 'PARTNER' ? familyMessages.dateOfBirthInvalid : familyMessages.childBornInFuture,
    );
  if (value.relationship !== 'DEPENDANT') return;
  if (typeof value.inFullTimeEducation !== 'boolean') {
    issue('inFullTimeEducation', familyMessages.fullTimeEducationRequired);
    return;
  }
  if (!value.inFullTimeEducation) return;
  const end = typeof value.fullTimeEducationEndDate === 'string' ? value.fullTimeEducationEndDate.trim() : '';
  if (end === '') issue('fullTimeEducationEndDate', familyMessages.educationEndRequired);
  else if (!isCalendarDate(end) || end < earliestFamilyDate)
    issue('fullTimeEducationEndDate', familyMessages.educationEndInvalid);
  else if (dateOfBirth && end <= dateOfBirth) issue('fullTimeEducationEndDate', familyMessages.educationEndBeforeBirth);
}

/** The form's rules: each field's own, then the rules that join them (run whatever else failed). */
export const familyMemberForm = z
  .object({
    title: z
      .string({ error: familyMessages.titleRequired })
      .refine((value) => familyTitles.some((title) => title === value), { error: familyMessages.titleRequired }),
    firstName: requiredName(familyMessages.firstNameRequired, familyMessages.firstNameTooLong),
    surname: requiredName(familyMessages.surnameRequired, familyMessages.surnameTooLong),
    dateOfBirth: familyDate(familyMessages.dateOfBirthRequired, familyMessages.dateOfBirthInvalid),
    gender: choice(['FEMALE', 'MALE'], familyMessages.sexRequired),
    relationship: choice(['PARTNER', 'DEPENDANT'], familyMessages.relationshipRequired),
    inFullTimeEducation: z.boolean().nullable(),
    fullTimeEducationEndDate: z.string(),
    registeredDisabled: z.boolean(),
    active: z.boolean(),
  })
  .check(
    z.superRefine((value: RawValues, ctx) => familyMemberRules(value, ctx), {
      when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
    }),
  );

/** The values, once judged, as the add mutation's input (the edit mutation adds the id and `active`). */
export function mutationInputOf(values: FamilyFormValues): AddFamilyMemberInput {
  const dependant = values.relationship === 'DEPENDANT';
  const inEducation = dependant && values.inFullTimeEducation === true;
  return {
    title: values.title,
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
    gender: values.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
    relationship: dependant ? 'DEPENDANT' : 'PARTNER',
    inFullTimeEducation: dependant ? values.inFullTimeEducation : null,
    fullTimeEducationEndDate: inEducation ? values.fullTimeEducationEndDate : null,
    registeredDisabled: dependant && values.registeredDisabled,
  };
}

const isFormField = (name: string): name is FamilyFormField => Object.hasOwn(emptyFamilyForm, name);

/** The form field a payload error's input field belongs on (the same name); null for the form as a whole. */
export function formFieldOf(inputField: string | null): FamilyFormField | null {
  return inputField !== null && isFormField(inputField) ? inputField : null;
}

/** The three boxes as one value for the schema: YYYY-MM-DD once complete, '' when empty, anything unreal otherwise. */
export function dateOfParts(parts: DateParts): string {
  if (!parts.day && !parts.month && !parts.year) return '';
  const pad = (value: string) => (value.length === 1 ? `0${value}` : value);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

export function partsOfDate(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { day: match[3]!, month: match[2]!, year: match[1]! } : { day: '', month: '', year: '' };
}
