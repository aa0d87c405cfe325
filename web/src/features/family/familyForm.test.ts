// The family form's values: from a member, to the mutation's input, and back from a server error;
// and its rules, which say what the api would.
import { familyMessages } from '@portal/contract/family';
import {
  dateOfParts,
  emptyFamilyForm,
  familyMemberForm,
  formFieldOf,
  formValuesOf,
  mutationInputOf,
  partsOfDate,
  type FamilyFormValues,
} from './familyForm';

const charlie = {
  title: null,
  firstName: 'Charlie',
  surname: 'Morgan',
  dateOfBirth: '2019-08-24',
  gender: 'MALE' as const,
  relationship: 'DEPENDANT' as const,
  active: true,
  fullTimeEducationEndDate: null,
  registeredDisabled: false,
};

test('a member becomes the form: a dependant without an end date said no to education', () => {
  expect(formValuesOf(charlie)).toEqual({
    ...emptyFamilyForm,
    firstName: 'Charlie',
    surname: 'Morgan',
    dateOfBirth: '2019-08-24',
    gender: 'MALE',
    relationship: 'DEPENDANT',
    inFullTimeEducation: false,
  });
  expect(formValuesOf({ ...charlie, fullTimeEducationEndDate: '2037-07-31' })).toMatchObject({
    inFullTimeEducation: true,
    fullTimeEducationEndDate: '2037-07-31',
  });
  expect(formValuesOf({ ...charlie, relationship: 'PARTNER', gender: null, registeredDisabled: true })).toMatchObject({
    relationship: 'PARTNER',
    gender: '',
    inFullTimeEducation: null,
    registeredDisabled: false,
  });
});

test('the form becomes the input: trimmed names, and nothing about education for a partner', () => {
  const values: FamilyFormValues = {
    ...emptyFamilyForm,
    title: 'Mr',
    firstName: ' Sam ',
    surname: 'Lee ',
    dateOfBirth: '1989-11-14',
    gender: 'MALE',
    relationship: 'PARTNER',
    inFullTimeEducation: true,
    fullTimeEducationEndDate: '2030-01-01',
    registeredDisabled: true,
  };
  expect(mutationInputOf(values)).toEqual({
    title: 'Mr',
    firstName: 'Sam',
    surname: 'Lee',
    dateOfBirth: '1989-11-14',
    gender: 'MALE',
    relationship: 'PARTNER',
    inFullTimeEducation: null,
    fullTimeEducationEndDate: null,
    registeredDisabled: false,
  });
  expect(mutationInputOf({ ...values, relationship: 'DEPENDANT', inFullTimeEducation: false })).toMatchObject({
    inFullTimeEducation: false,
    fullTimeEducationEndDate: null,
    registeredDisabled: true,
  });
  expect(mutationInputOf({ ...values, relationship: 'DEPENDANT' })).toMatchObject({
    inFullTimeEducation: true,
    fullTimeEducationEndDate: '2030-01-01',
  });
});

test('the three date boxes are one value: padded when complete, empty when empty, unreal when partial', () => {
  expect(dateOfParts({ day: '2', month: '4', year: '2023' })).toBe('2023-04-02');
  expect(dateOfParts({ day: '', month: '', year: '' })).toBe('');
  expect(dateOfParts({ day: '12', month: '', year: '20' })).toBe('20--12');
  expect(partsOfDate('2019-08-24')).toEqual({ day: '24', month: '08', year: '2019' });
  expect(partsOfDate('')).toEqual({ day: '', month: '', year: '' });
});

test("a server error's input field lands on the form field of the same meaning", () => {
  expect(
    [
      'title',
      'firstName',
      'surname',
      'dateOfBirth',
      'gender',
      'relationship',
      'inFullTimeEducation',
      'fullTimeEducationEndDate',
      'registeredDisabled',
      'active',
    ].map(formFieldOf),
  ).toEqual([
    'title',
    'firstName',
    'surname',
    'dateOfBirth',
    'gender',
    'relationship',
    'inFullTimeEducation',
    'fullTimeEducationEndDate',
    'registeredDisabled',
    'active',
  ]);
  expect(formFieldOf(null)).toBeNull();
  expect(formFieldOf('familyMemberId')).toBeNull();
});

/** Each field's first message, as the form shows it. */
function messages(values: FamilyFormValues): Record<string, string> {
  const result = familyMemberForm.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const partner: FamilyFormValues = {
  ...emptyFamilyForm,
  title: 'Mr',
  firstName: 'Sam',
  surname: 'Lee',
  dateOfBirth: '1989-11-14',
  gender: 'MALE',
  relationship: 'PARTNER',
};

test('an empty form: every required message at once, in the spec words', () => {
  expect(messages(emptyFamilyForm)).toEqual({
    title: familyMessages.titleRequired,
    firstName: familyMessages.firstNameRequired,
    surname: familyMessages.surnameRequired,
    dateOfBirth: familyMessages.dateOfBirthRequired,
    gender: familyMessages.sexRequired,
    relationship: familyMessages.relationshipRequired,
  });
  expect(messages({ ...emptyFamilyForm, relationship: 'DEPENDANT' })).toMatchObject({
    inFullTimeEducation: familyMessages.fullTimeEducationRequired,
    title: familyMessages.titleRequired,
  });
});

test('a partner filled in is accepted; names are trimmed, bounded and required', () => {
  expect(messages(partner)).toEqual({});
  expect(messages({ ...partner, title: 'Sir', firstName: '   ', surname: 'L'.repeat(51) })).toEqual({
    title: familyMessages.titleRequired,
    firstName: familyMessages.firstNameRequired,
    surname: familyMessages.surnameTooLong,
  });
  expect(messages({ ...partner, surname: ` ${'L'.repeat(50)} ` })).toEqual({});
});

test('dates: unreal or before 1900 refused; born after today refused as a child is, or as an invalid date for a partner', () => {
  expect(messages({ ...partner, dateOfBirth: '1989-02-30' })).toEqual({
    dateOfBirth: familyMessages.dateOfBirthInvalid,
  });
  expect(messages({ ...partner, dateOfBirth: '1899-12-31' })).toEqual({
    dateOfBirth: familyMessages.dateOfBirthInvalid,
  });
  expect(messages({ ...partner, dateOfBirth: '2999-01-01' })).toEqual({
    dateOfBirth: familyMessages.dateOfBirthInvalid,
  });
  expect(
    messages({ ...partner, relationship: 'DEPENDANT', inFullTimeEducation: false, dateOfBirth: '2999-01-01' }),
  ).toEqual({ dateOfBirth: familyMessages.childBornInFuture });
});

test("a dependant's full-time education: said, then its end given, real, and after the birth", () => {
  const child: FamilyFormValues = { ...partner, relationship: 'DEPENDANT', dateOfBirth: '2019-08-24' };
  expect(messages(child)).toEqual({ inFullTimeEducation: familyMessages.fullTimeEducationRequired });
  expect(messages({ ...child, inFullTimeEducation: false })).toEqual({});
  expect(messages({ ...child, inFullTimeEducation: true })).toEqual({
    fullTimeEducationEndDate: familyMessages.educationEndRequired,
  });
  expect(messages({ ...child, inFullTimeEducation: true, fullTimeEducationEndDate: '2037-02-30' })).toEqual({
    fullTimeEducationEndDate: familyMessages.educationEndInvalid,
  });
  expect(messages({ ...child, inFullTimeEducation: true, fullTimeEducationEndDate: '2019-08-24' })).toEqual({
    fullTimeEducationEndDate: familyMessages.educationEndBeforeBirth,
  });
  expect(messages({ ...child, inFullTimeEducation: true, fullTimeEducationEndDate: '2037-07-31' })).toEqual({});
  // A partner's education is not asked about.
  expect(messages({ ...partner, inFullTimeEducation: true, fullTimeEducationEndDate: 'nonsense' })).toEqual({});
});
