// The family form's values: from a member, to the mutation's input, and back from a server error.
import { dateOfParts, emptyFamilyForm, formFieldOf, formValuesOf, mutationInputOf, partsOfDate } from './familyForm';

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
  expect(formValuesOf(charlie)).toEqual({ ...emptyFamilyForm, first_name: 'Charlie', surname: 'Morgan', date_of_birth: '2019-08-24', sex: 'male', fmember_type: 'dependant', education_check: false });
  expect(formValuesOf({ ...charlie, fullTimeEducationEndDate: '2037-07-31' })).toMatchObject({ education_check: true, education: '2037-07-31' });
  expect(formValuesOf({ ...charlie, relationship: 'PARTNER', gender: null, registeredDisabled: true })).toMatchObject({ fmember_type: 'partner', sex: '', education_check: null, registered_disabled: false });
});

test('the form becomes the input: trimmed names, and nothing about education for a partner', () => {
  const values = { ...emptyFamilyForm, title: 'Mr', first_name: ' Sam ', surname: 'Lee ', date_of_birth: '1989-11-14', sex: 'male', fmember_type: 'partner', education_check: true, education: '2030-01-01', registered_disabled: true };
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
  expect(mutationInputOf({ ...values, fmember_type: 'dependant', education_check: false })).toMatchObject({ inFullTimeEducation: false, fullTimeEducationEndDate: null, registeredDisabled: true });
  expect(mutationInputOf({ ...values, fmember_type: 'dependant' })).toMatchObject({ inFullTimeEducation: true, fullTimeEducationEndDate: '2030-01-01' });
});

test('the three date boxes are one value: padded when complete, empty when empty, unreal when partial', () => {
  expect(dateOfParts({ day: '2', month: '4', year: '2023' })).toBe('2023-04-02');
  expect(dateOfParts({ day: '', month: '', year: '' })).toBe('');
  expect(dateOfParts({ day: '12', month: '', year: '20' })).toBe('20--12');
  expect(partsOfDate('2019-08-24')).toEqual({ day: '24', month: '08', year: '2019' });
  expect(partsOfDate('')).toEqual({ day: '', month: '', year: '' });
});

test("a server error's input field lands on the form field of the same meaning", () => {
  expect(['title', 'firstName', 'surname', 'dateOfBirth', 'gender', 'relationship', 'inFullTimeEducation', 'fullTimeEducationEndDate', 'registeredDisabled', 'active'].map(formFieldOf)).toEqual([
    'title',
    'first_name',
    'surname',
    'date_of_birth',
    'sex',
    'fmember_type',
    'education_check',
    'education',
    'registered_disabled',
    'active',
  ]);
  expect(formFieldOf(null)).toBeNull();
  expect(formFieldOf('familyMemberId')).toBeNull();
});
