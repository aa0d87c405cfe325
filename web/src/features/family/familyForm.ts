// The family member form's values and what they become (docs/family.md). The
// form holds the spec's payload fields as typed, so the contract's own schema (the api's
// editFamilyMemberBody) judges them as they are: an empty choice ('') is a missing one. On submit
// they become the GraphQL input; a server error's input field is turned back into the form's.
import type { DateParts } from '../../forms/dateOfBirth';

/** The form's values: the payload as typed (strings and booleans, nothing judged yet). */
export interface FamilyFormValues {
  title: string;
  first_name: string;
  surname: string;
  date_of_birth: string;
  sex: string;
  fmember_type: string;
  education_check: boolean | null;
  education: string;
  registered_disabled: boolean;
  active: boolean;
}

export type FamilyFormField = keyof FamilyFormValues;

export const emptyFamilyForm: FamilyFormValues = {
  title: '',
  first_name: '',
  surname: '',
  date_of_birth: '',
  sex: '',
  fmember_type: '',
  education_check: null,
  education: '',
  registered_disabled: false,
  active: true,
};

/** What the list shows of a member, in the client's shape (spec section 3). */
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
    first_name: member.firstName,
    surname: member.surname,
    date_of_birth: member.dateOfBirth,
    sex: member.gender === 'FEMALE' ? 'female' : member.gender === 'MALE' ? 'male' : '',
    fmember_type: member.relationship === 'PARTNER' ? 'partner' : 'dependant',
    // A dependant saved with an end date is in full-time education; one without said no.
    education_check: dependant ? Boolean(member.fullTimeEducationEndDate) : null,
    education: member.fullTimeEducationEndDate ?? '',
    registered_disabled: dependant && member.registeredDisabled,
    active: member.active,
  };
}

/** The GraphQL input of the add and edit mutations (the gateway maps it to the spec's payload). */
export interface FamilyMemberMutationInput {
  title: string;
  firstName: string;
  surname: string;
  dateOfBirth: string;
  gender: 'FEMALE' | 'MALE';
  relationship: 'PARTNER' | 'DEPENDANT';
  inFullTimeEducation: boolean | null;
  fullTimeEducationEndDate: string | null;
  registeredDisabled: boolean;
}

/** Judged values (the schema's output) as the mutations' input. */
export function mutationInputOf(values: FamilyFormValues): FamilyMemberMutationInput {
  const dependant = values.fmember_type === 'dependant';
  const inEducation = dependant && values.education_check === true;
  return {
    title: values.title,
    firstName: values.first_name.trim(),
    surname: values.surname.trim(),
    dateOfBirth: values.date_of_birth.trim(),
    gender: values.sex === 'female' ? 'FEMALE' : 'MALE',
    relationship: dependant ? 'DEPENDANT' : 'PARTNER',
    inFullTimeEducation: dependant ? values.education_check : null,
    fullTimeEducationEndDate: inEducation ? values.education : null,
    registeredDisabled: dependant && values.registered_disabled,
  };
}

const formFields: Readonly<Record<string, FamilyFormField>> = {
  title: 'title',
  firstName: 'first_name',
  surname: 'surname',
  dateOfBirth: 'date_of_birth',
  gender: 'sex',
  relationship: 'fmember_type',
  inFullTimeEducation: 'education_check',
  fullTimeEducationEndDate: 'education',
  registeredDisabled: 'registered_disabled',
  active: 'active',
};

/** The form field a payload error's input field belongs on; null for the form as a whole. */
export function formFieldOf(inputField: string | null): FamilyFormField | null {
  return inputField === null ? null : (formFields[inputField] ?? null);
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
