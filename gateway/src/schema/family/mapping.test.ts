// Every family-member mapping rule of the spec: server to client, client to payload, and
// the payload's field names back to the input's.
import type { RestFamilyMember } from './mappers.js';
import { clientDateOf, clientFamilyMemberOf, genderOf, inputFieldOf, payloadOf, relationshipOf } from './mapping.js';

const server = (overrides: Partial<RestFamilyMember> = {}): RestFamilyMember => ({
  family_id: 7,
  family_fname: 'Charlie',
  family_sname: 'Morgan',
  family_dob: '2019-08-24',
  family_gender_id: 2,
  family_famtype_id: 2,
  family_tname: 'Mr',
  family_active: true,
  family_ft_edu_ends: '2037-07-31',
  family_registered_disabled: true,
  ...overrides,
});

test('the server shape becomes the client shape, named as the spec names it', () => {
  expect(clientFamilyMemberOf(server())).toEqual({
    familyMemberId: 7,
    title: 'Mr',
    firstName: 'Charlie',
    surname: 'Morgan',
    name: 'Charlie Morgan',
    dateOfBirth: '2019-08-24',
    gender: 'male',
    relationship: 'dependant',
    active: true,
    fullTimeEducationEndDate: '2037-07-31',
    registeredDisabled: true,
  });
});

test('gender 1 is female and 2 is male; anything else was never said', () => {
  expect(genderOf(1)).toBe('female');
  expect(genderOf(2)).toBe('male');
  expect(genderOf(null)).toBeNull();
  expect(genderOf(3)).toBeNull();
});

test('family type 1 is a partner; anything else is a dependant', () => {
  expect(relationshipOf(1)).toBe('partner');
  expect(relationshipOf(2)).toBe('dependant');
  expect(relationshipOf(0)).toBe('dependant');
  expect(relationshipOf(9)).toBe('dependant');
});

test('dates are Y-MM-dd on the client, whatever precision the server sends', () => {
  expect(clientDateOf('2019-08-24')).toBe('2019-08-24');
  expect(clientDateOf('2019-08-24T00:00:00.000Z')).toBe('2019-08-24');
  expect(
    clientFamilyMemberOf(server({ family_dob: '1987-03-09T00:00:00Z', family_ft_edu_ends: '2037-07-31T00:00:00Z' })),
  ).toMatchObject({
    dateOfBirth: '1987-03-09',
    fullTimeEducationEndDate: '2037-07-31',
  });
});

test('the education end date and registered disabled apply to dependants only', () => {
  expect(clientFamilyMemberOf(server({ family_famtype_id: 1 }))).toMatchObject({
    relationship: 'partner',
    fullTimeEducationEndDate: null,
    registeredDisabled: false,
  });
  expect(clientFamilyMemberOf(server({ family_ft_edu_ends: null, family_registered_disabled: false }))).toMatchObject({
    fullTimeEducationEndDate: null,
    registeredDisabled: false,
  });
  expect(clientFamilyMemberOf(server({ family_tname: null, family_active: false }))).toMatchObject({
    title: null,
    active: false,
  });
});

test('the client shape becomes the payload: sex, fmember_type, education and its check', () => {
  expect(
    payloadOf({
      familyMemberId: 7,
      title: 'Miss',
      firstName: 'Ava',
      surname: 'Morgan',
      dateOfBirth: '2023-04-02',
      gender: 'female',
      relationship: 'dependant',
      inFullTimeEducation: true,
      fullTimeEducationEndDate: '2041-07-31',
      registeredDisabled: true,
      active: false,
    }),
  ).toEqual({
    familyMemberId: 7,
    title: 'Miss',
    first_name: 'Ava',
    surname: 'Morgan',
    date_of_birth: '2023-04-02',
    sex: 'female',
    fmember_type: 'dependant',
    education_check: true,
    education: '2041-07-31',
    registered_disabled: true,
    active: false,
  });
  // Not in education: no end date goes; a partner sends no education or disability at all.
  expect(
    payloadOf({ relationship: 'dependant', inFullTimeEducation: false, fullTimeEducationEndDate: '2041-07-31' }),
  ).toMatchObject({ education_check: false, education: null });
  expect(
    payloadOf({
      relationship: 'partner',
      gender: 'male',
      inFullTimeEducation: true,
      fullTimeEducationEndDate: '2041-07-31',
      registeredDisabled: true,
    }),
  ).toMatchObject({
    sex: 'male',
    fmember_type: 'partner',
    education_check: null,
    education: null,
    registered_disabled: false,
  });
});

test('what the form left out is left out, for the api to say it is required', () => {
  const payload = payloadOf({});
  expect(payload).toEqual({ education_check: null, education: null, registered_disabled: false });
  expect('familyMemberId' in payload || 'active' in payload).toBe(false);
});

test('errors on payload fields land on the input fields of the same meaning', () => {
  expect(
    [
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
      'familyMemberId',
    ].map(inputFieldOf),
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
    'familyMemberId',
  ]);
  expect(inputFieldOf('body')).toBeNull();
});
