// Family members over the real api (docs/family.md): the server shape, adding and
// editing with every validation message of the spec and the rules the spec leaves to us, at most one
// active partner, whose family it is, and the audit row of each change (with both identities in
// a masquerade).
import type { AnswerOf } from '@portal/contract/endpoint';
import { addFamilyMember, editFamilyMember, family, familyMessages as M } from '@portal/contract/family';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { users } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';

const gatewaySecret = 'family-test-secret';
const t = useTestApi({ gatewaySecret });

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const child = {
  title: 'Miss',
  first_name: 'Ava',
  surname: 'Lee',
  date_of_birth: '2021-05-17',
  sex: 'female',
  fmember_type: 'dependant',
  education_check: false,
  registered_disabled: false,
} as const;
const partner = {
  title: 'Mr',
  first_name: 'Sam',
  surname: 'Lee',
  date_of_birth: '1990-01-02',
  sex: 'male',
  fmember_type: 'partner',
} as const;

async function familyOf(token: string) {
  return (await t.call(family, 200, { token })).body.familyMembers;
}

async function auditOf(action: string, familyMemberId: number) {
  const rows = await t.api.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
  return rows.filter((row) => (row.details as { familyMemberId?: number }).familyMemberId === familyMemberId);
}

test("Alex's family in the spec's server shape: partner first, ids for sex and relationship", async () => {
  const alex = await t.logIn('employee@acme.test');
  const { status, body } = await t.call(family, 200, { token: alex });
  expect(status).toBe(200);
  expect(body.familyMembers).toEqual([
    expect.objectContaining({
      family_fname: 'Robin',
      family_sname: 'Morgan',
      family_dob: '1987-03-09',
      family_gender_id: 1,
      family_famtype_id: 1,
      family_tname: 'Mx',
      family_active: true,
    }),
    expect.objectContaining({
      family_fname: 'Charlie',
      family_dob: '2019-08-24',
      family_gender_id: 2,
      family_famtype_id: 2,
      family_tname: null,
      family_ft_edu_ends: null,
      family_registered_disabled: false,
    }),
  ]);
  expect((await t.get('/user/family')).status).toBe(401);
});

test('an empty form gets every required-field message, on its field', async () => {
  const jordan = await t.logIn('probation@acme.test');
  const userId = await idOf('probation@acme.test');
  const path = `/user/${userId}/family-members`;
  expect(await t.post(path, {}, jordan)).toMatchObject({
    status: 422,
    body: {
      errors: {
        title: [M.titleRequired],
        first_name: [M.firstNameRequired],
        surname: [M.surnameRequired],
        date_of_birth: [M.dateOfBirthRequired],
        sex: [M.sexRequired],
        fmember_type: [M.relationshipRequired],
      },
    },
  });
  // Blank names are missing names; a dependant must say whether they are in full-time education.
  const { body } = await t.call(addFamilyMember, 422, {
    params: { userId },
    body: { ...child, first_name: '  ', surname: '', education_check: null },
    token: jordan,
  });
  expect(body.errors).toEqual({
    first_name: [M.firstNameRequired],
    surname: [M.surnameRequired],
    education_check: [M.fullTimeEducationRequired],
  });
  expect(await familyOf(jordan)).toEqual([]);
});

test('dates, lengths and titles the spec leaves open are refused in words', async () => {
  const jordan = await t.logIn('probation@acme.test');
  const path = `/user/${await idOf('probation@acme.test')}/family-members`;
  // Some of these are outside the contract's types (a title, sex or relationship it does not list): sent untyped.
  const refusal = async (body: Record<string, unknown>) => (await t.post(path, body, jordan)).body.errors;
  expect(await refusal({ ...child, date_of_birth: '2021-02-30' })).toEqual({ date_of_birth: [M.dateOfBirthInvalid] });
  expect(await refusal({ ...child, date_of_birth: '17/05/2021' })).toEqual({ date_of_birth: [M.dateOfBirthInvalid] });
  expect(await refusal({ ...child, date_of_birth: '1899-12-31' })).toEqual({ date_of_birth: [M.dateOfBirthInvalid] });
  expect(await refusal({ ...child, date_of_birth: '2999-01-01' })).toEqual({ date_of_birth: [M.childBornInFuture] });
  expect(await refusal({ ...partner, date_of_birth: '2999-01-01' })).toEqual({ date_of_birth: [M.dateOfBirthInvalid] });
  expect(await refusal({ ...child, education_check: true })).toEqual({ education: [M.educationEndRequired] });
  expect(await refusal({ ...child, education_check: true, education: '2020-01-01' })).toEqual({
    education: [M.educationEndBeforeBirth],
  });
  expect(await refusal({ ...child, education_check: true, education: 'soon' })).toEqual({
    education: [M.educationEndInvalid],
  });
  expect(await refusal({ ...child, first_name: 'A'.repeat(51), surname: 'B'.repeat(51) })).toEqual({
    first_name: [M.firstNameTooLong],
    surname: [M.surnameTooLong],
  });
  expect(await refusal({ ...child, title: 'Lord', sex: 'other', fmember_type: 'cousin' })).toEqual({
    title: [M.titleRequired],
    sex: [M.sexRequired],
    fmember_type: [M.relationshipRequired],
  });
  expect(await familyOf(jordan)).toEqual([]);
});

test('a dependant keeps education and disability; a partner never has them', async () => {
  const jordan = await t.logIn('probation@acme.test');
  const userId = await idOf('probation@acme.test');
  const added = await t.call(addFamilyMember, 201, {
    params: { userId },
    body: { ...child, first_name: ' Ava ', education_check: true, education: '2039-07-31', registered_disabled: true },
    token: jordan,
  });
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({
    status: 'ok',
    familyMember: {
      family_fname: 'Ava',
      family_famtype_id: 2,
      family_gender_id: 1,
      family_active: true,
      family_ft_edu_ends: '2039-07-31',
      family_registered_disabled: true,
    },
  });
  const partnerAdded = await t.call(addFamilyMember, 201, {
    params: { userId },
    body: { ...partner, education_check: true, education: '2030-01-01', registered_disabled: true },
    token: jordan,
  });
  expect(partnerAdded.body.familyMember).toMatchObject({
    family_famtype_id: 1,
    family_gender_id: 2,
    family_ft_edu_ends: null,
    family_registered_disabled: false,
  });
  // Out of education, the end date goes; the audit row tells what changed, and by whom.
  const id = added.body.familyMember.family_id;
  const edited = await t.call(editFamilyMember, 200, {
    params: { familyMemberId: id },
    body: { ...child, familyMemberId: id, education_check: false, education: '2039-07-31' },
    token: jordan,
  });
  expect(edited.body.familyMember).toMatchObject({
    family_ft_edu_ends: null,
    family_registered_disabled: false,
    family_active: true,
  });
  const [row] = await auditOf('family.edit', id);
  expect(row).toMatchObject({ actorUserId: await idOf('probation@acme.test'), asUserId: null });
  expect(row!.details).toMatchObject({
    from: { fullTimeEducationEndDate: '2039-07-31' },
    to: { fullTimeEducationEndDate: null },
  });
  expect(await auditOf('family.add', id)).toHaveLength(1);
  expect((await familyOf(jordan)).map((member) => member.family_fname)).toEqual(['Sam', 'Ava']);
});

test('at most one active partner: a second is refused until the first is made inactive', async () => {
  const casey = await t.logIn('leaver@acme.test');
  const userId = await idOf('leaver@acme.test');
  const path = `/user/${userId}/family-members`;
  const first = await t.call(addFamilyMember, 201, { params: { userId }, body: partner, token: casey });
  expect(first.status).toBe(201);
  expect(await t.post(path, { ...partner, first_name: 'Jo' }, casey)).toMatchObject({
    status: 422,
    body: { errors: { fmember_type: [M.onePartner] } },
  });
  // Nor may a dependant become a second partner.
  const dependant = await t.call(addFamilyMember, 201, { params: { userId }, body: child, token: casey });
  const dependantId = dependant.body.familyMember.family_id;
  expect(
    await t.patch(`/user/family-members/${dependantId}`, { ...child, fmember_type: 'partner' }, casey),
  ).toMatchObject({ status: 422, body: { errors: { fmember_type: [M.onePartner] } } });

  const firstId = first.body.familyMember.family_id;
  const inactive = await t.call(editFamilyMember, 200, {
    params: { familyMemberId: firstId },
    body: { ...partner, active: false },
    token: casey,
  });
  expect(inactive.body.familyMember.family_active).toBe(false);
  expect(await auditOf('family.deactivate', firstId)).toHaveLength(1);
  expect((await t.post(path, { ...partner, first_name: 'Jo' }, casey)).status).toBe(201);
  // The old partner, kept for history, cannot come back while there is a new one.
  expect(await t.patch(`/user/family-members/${firstId}`, { ...partner, active: true }, casey)).toMatchObject({
    status: 422,
    body: { errors: { active: [M.onePartner] } },
  });
  const family = await familyOf(casey);
  expect(family.map((member) => [member.family_fname, member.family_active])).toEqual([
    ['Jo', true],
    ['Ava', true],
    ['Sam', false],
  ]);
});

test("nobody adds to or edits another person's family", async () => {
  const sam = await t.logIn('employer@acme.test');
  const alex = await t.logIn('employee@acme.test');
  const alexId = await idOf('employee@acme.test');
  // Another person's id is refused before the body is read; so is a member of theirs.
  expect(await t.post(`/user/${alexId}/family-members`, {}, sam)).toMatchObject({
    status: 403,
    body: { message: M.notYourAccount },
  });
  const [robin] = await familyOf(alex);
  expect(await t.patch(`/user/family-members/${robin!.family_id}`, {}, sam)).toMatchObject({
    status: 404,
    body: { message: M.notFound },
  });
  expect((await t.patch('/user/family-members/2147483647', partner, sam)).status).toBe(404);
  expect((await t.patch('/user/family-members/nonsense', partner, sam)).status).toBe(404);
  // The body's id must be the path's.
  expect(
    await t.patch(
      `/user/family-members/${robin!.family_id}`,
      { ...partner, familyMemberId: robin!.family_id + 1 },
      alex,
    ),
  ).toMatchObject({
    status: 422,
    body: { errors: { familyMemberId: [M.wrongMember] } },
  });
  expect((await t.post(`/user/${alexId}/family-members`, partner)).status).toBe(401);
  expect((await familyOf(alex)).map((member) => member.family_fname)).toEqual(['Robin', 'Charlie']);
});

test('a masquerade may change the family; the audit row names the administrator and the person', async () => {
  const adminId = await idOf('admin@platform.test');
  const personId = await idOf('terms@acme.test');
  const { token } = await startSession(t.api.db, adminId, {
    masquerade: { userId: personId, schemeYear: 2026, reason: 'Ticket 77: add a child', minutes: 30 },
  });
  const response = await fetch(`${t.api.url}/user/${personId}/family-members`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-gateway-secret': gatewaySecret,
      'x-masquerade-user-id': String(personId),
      'x-masquerade-scheme-year': '2026',
    },
    body: JSON.stringify(child),
  });
  expect(response.status).toBe(201);
  const { familyMember } = (await response.json()) as AnswerOf<typeof addFamilyMember, 201>;
  const [row] = await auditOf('family.add', familyMember.family_id);
  expect(row).toMatchObject({ actorUserId: adminId, asUserId: personId });
  const requests = await t.api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'masquerade.request'), inArray(auditLog.asUserId, [personId])));
  expect(requests.length).toBeGreaterThan(0);
});
