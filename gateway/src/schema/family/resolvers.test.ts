// The viewer's family and its two mutations over a stand-in api: the client shape, the payload
// sent with the signed-in person's own id, field errors on the input's names, and the spec's
// words when the api cannot be reached.
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';
import type { RestFamilyMember } from './mappers.js';

const robin: RestFamilyMember = {
  family_id: 3,
  family_fname: 'Robin',
  family_sname: 'Morgan',
  family_dob: '1987-03-09',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mx',
  family_active: true,
  family_ft_edu_ends: null,
  family_registered_disabled: false,
};
const ava: RestFamilyMember = {
  ...robin,
  family_id: 9,
  family_fname: 'Ava',
  family_dob: '2023-04-02',
  family_famtype_id: 2,
  family_tname: 'Miss',
  family_ft_edu_ends: '2041-07-31',
};

const routes: CannedRoutes = {};
let api: StandInApi;
let family: RestFamilyMember[] = [robin];

function reset() {
  family = [robin];
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /user/family': () => ({ status: 200, body: { familyMembers: family } }),
    'POST /user/7/family-members': () => {
      family = [...family, { ...ava, family_id: ava.family_id + family.length }];
      return { status: 201, body: { status: 'ok', familyMember: family.at(-1) } };
    },
    'PATCH /user/family-members/3': () => ({
      status: 200,
      body: { status: 'ok', familyMember: { ...robin, family_active: false } },
    }),
  } satisfies CannedRoutes);
  if (api) {
    api.calls.length = 0;
    api.bodies.length = 0;
  }
}

beforeAll(async () => {
  reset();
  api = await standInApi(routes);
});
afterAll(async () => {
  await api.close();
});
beforeEach(reset);

const sent = (call: string) => api.bodies[api.calls.indexOf(call)];
const run = (source: string, variables?: Record<string, unknown>) =>
  api.execute(source, { token: 'employee-token', variables });

const members =
  'familyMembers { id familyMemberId title firstName surname name dateOfBirth gender relationship active fullTimeEducationEndDate registeredDisabled }';
const add = `mutation ($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { familyMember { name relationship } viewer { familyMembers { name } } errors { field message } } }`;
const edit = `mutation ($input: EditFamilyMemberInput!) { editFamilyMember(input: $input) { familyMember { name active } viewer { familyMembers { name } } errors { field message } } }`;
const avaInput = {
  title: 'Miss',
  firstName: 'Ava',
  surname: 'Morgan',
  dateOfBirth: '2023-04-02',
  gender: 'FEMALE',
  relationship: 'DEPENDANT',
  inFullTimeEducation: true,
  fullTimeEducationEndDate: '2041-07-31',
};

test("the viewer's family in the client's shape", async () => {
  family = [robin, ava];
  expect((await run(`{ viewer { ${members} } }`)).data).toEqual({
    viewer: {
      familyMembers: [
        {
          id: toGlobalId('FamilyMember', 3),
          familyMemberId: 3,
          title: 'Mx',
          firstName: 'Robin',
          surname: 'Morgan',
          name: 'Robin Morgan',
          dateOfBirth: '1987-03-09',
          gender: 'FEMALE',
          relationship: 'PARTNER',
          active: true,
          fullTimeEducationEndDate: null,
          registeredDisabled: false,
        },
        {
          id: toGlobalId('FamilyMember', 9),
          familyMemberId: 9,
          title: 'Miss',
          firstName: 'Ava',
          surname: 'Morgan',
          name: 'Ava Morgan',
          dateOfBirth: '2023-04-02',
          gender: 'FEMALE',
          relationship: 'DEPENDANT',
          active: true,
          fullTimeEducationEndDate: '2041-07-31',
          registeredDisabled: false,
        },
      ],
    },
  });
  expect(api.calls.filter((call) => call === 'GET /user/family')).toHaveLength(1);
  // FamilyMember is not a Node: node(id:) never answers one.
  expect((await run(`{ node(id: "${toGlobalId('FamilyMember', 3)}") { id } }`)).data).toEqual({ node: null });
});

test("adding POSTs the spec's payload for the signed-in person, and answers the family read afresh", async () => {
  // Two in one request: the second payload's family is read again, not the first's from the request's cache.
  const twice = `mutation ($input: AddFamilyMemberInput!) {
    first: addFamilyMember(input: $input) { viewer { familyMembers { name } } errors { message } }
    second: addFamilyMember(input: $input) { viewer { familyMembers { name } } errors { message } }
  }`;
  const result = await run(twice, { input: avaInput });
  expect(result.data).toEqual({
    first: { viewer: { familyMembers: [{ name: 'Robin Morgan' }, { name: 'Ava Morgan' }] }, errors: [] },
    second: {
      viewer: { familyMembers: [{ name: 'Robin Morgan' }, { name: 'Ava Morgan' }, { name: 'Ava Morgan' }] },
      errors: [],
    },
  });
  expect(sent('POST /user/7/family-members')).toEqual({
    title: 'Miss',
    first_name: 'Ava',
    surname: 'Morgan',
    date_of_birth: '2023-04-02',
    sex: 'female',
    fmember_type: 'dependant',
    education_check: true,
    education: '2041-07-31',
    registered_disabled: false,
  });
  expect((await run(add, { input: avaInput })).data).toMatchObject({
    addFamilyMember: { familyMember: { name: 'Ava Morgan', relationship: 'DEPENDANT' }, errors: [] },
  });
});

test("the api's field errors land on the input's names, in its words; others on the form", async () => {
  routes['POST /user/7/family-members'] = () => ({
    status: 422,
    body: {
      errors: {
        title: ['Title is required'],
        first_name: ['First name is required'],
        sex: ['Sex is required'],
        fmember_type: ['Relationship is required'],
        education_check: ['Full time education is required'],
      },
    },
  });
  expect((await run(add, { input: {} })).data).toEqual({
    addFamilyMember: {
      familyMember: null,
      viewer: { familyMembers: [{ name: 'Robin Morgan' }] },
      errors: [
        { field: 'title', message: 'Title is required' },
        { field: 'firstName', message: 'First name is required' },
        { field: 'gender', message: 'Sex is required' },
        { field: 'relationship', message: 'Relationship is required' },
        { field: 'inFullTimeEducation', message: 'Full time education is required' },
      ],
    },
  });
  expect(sent('POST /user/7/family-members')).toEqual({
    education_check: null,
    education: null,
    registered_disabled: false,
  });
  routes['POST /user/7/family-members'] = () => ({ status: 500, body: { message: 'Internal server error' } });
  expect((await run(add, { input: avaInput })).data).toMatchObject({
    addFamilyMember: { familyMember: null, errors: [{ field: null, message: 'Internal server error' }] },
  });
  routes['POST /user/7/family-members'] = () => ({ status: 0 });
  expect((await run(add, { input: avaInput })).data).toEqual({
    addFamilyMember: {
      familyMember: null,
      viewer: null,
      errors: [{ field: null, message: 'There was an error connecting to the server' }],
    },
  });
});

test('editing PATCHes the member by id; a member that is not the person\u2019s is the api\u2019s words', async () => {
  const input = {
    familyMemberId: 3,
    title: 'Mx',
    firstName: 'Robin',
    surname: 'Morgan',
    dateOfBirth: '1987-03-09',
    gender: 'FEMALE',
    relationship: 'PARTNER',
    inFullTimeEducation: true,
    active: false,
  };
  expect((await run(edit, { input })).data).toMatchObject({
    editFamilyMember: { familyMember: { name: 'Robin Morgan', active: false }, errors: [] },
  });
  expect(sent('PATCH /user/family-members/3')).toEqual({
    familyMemberId: 3,
    title: 'Mx',
    first_name: 'Robin',
    surname: 'Morgan',
    date_of_birth: '1987-03-09',
    sex: 'female',
    fmember_type: 'partner',
    education_check: null,
    education: null,
    registered_disabled: false,
    active: false,
  });
  expect((await run(edit, { input: { ...input, familyMemberId: 12 } })).data).toMatchObject({
    editFamilyMember: { familyMember: null, errors: [{ field: null, message: 'Not found' }] },
  });
  routes['PATCH /user/family-members/3'] = () => ({
    status: 422,
    body: { errors: { active: ['You can only have one active partner: make your current partner inactive first'] } },
  });
  expect((await run(edit, { input: { ...input, active: true } })).data).toMatchObject({
    editFamilyMember: {
      errors: [
        { field: 'active', message: 'You can only have one active partner: make your current partner inactive first' },
      ],
    },
  });
});

test('without a session the family is not read and nothing is sent', async () => {
  const result = await api.execute(add, { variables: { input: avaInput } });
  expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  routes['GET /user/family'] = () => ({
    status: 401,
    body: { message: 'Your session has expired, please log in again' },
  });
  expect((await run(`{ viewer { familyMembers { name } } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
});
