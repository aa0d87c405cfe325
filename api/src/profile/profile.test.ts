// The profile screen's data: details and employment as the employer holds them, the client's
// avatar set (and nothing else), and whether 2FA may be turned off.
import * as profile from '@portal/contract/profile';
import { eq } from 'drizzle-orm';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { users } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test("Alex's profile: employment details read only, the client's avatar set, 2FA off and optional", async () => {
  const token = await t.logIn('employee@acme.test');
  const { status, body } = await t.call(profile.profile, 200, { token });
  expect(status).toBe(200);
  expect(body).toMatchObject({
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@acme.test',
    avatar: null,
    employment: {
      employeeNumber: 'ACM-00042',
      jobTitle: 'Production Engineer',
      department: 'Engineering',
      location: 'Manchester',
      startDate: '2019-04-01',
      employmentStatus: 'active',
    },
    twoFactorEnabled: false,
    twoFactorRequired: false,
    emailChangeAllowed: true,
    pendingEmail: null,
  });
  expect(body.avatarOptions).toHaveLength(8);
  expect(body.avatarOptions[0]).toEqual({ url: '/avatars/classic/teal.svg', label: 'Teal avatar with short hair' });
});

test('an avatar is one of the set or the default; anything else is refused and nothing changes', async () => {
  const token = await t.logIn('probation@acme.test');
  const chosen = await t.call(profile.updateProfile, 200, { body: { avatar: '/avatars/classic/violet.svg' }, token });
  expect(chosen).toMatchObject({ status: 200, body: { avatar: '/avatars/classic/violet.svg' } });
  expect((await t.call(profile.user, 200, { token })).body.avatar).toBe('/avatars/classic/violet.svg');

  for (const avatar of ['https://evil.example/x.svg', '/avatars/classic/../../index.html', 'javascript:alert(1)', '']) {
    expect(await t.patch('/user/profile', { avatar }, token)).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['Please choose one of the avatars shown'] } },
    });
  }
  expect((await t.patch('/user/profile', {}, token)).status).toBe(422);
  expect((await t.call(profile.profile, 200, { token })).body.avatar).toBe('/avatars/classic/violet.svg');

  expect(await t.call(profile.updateProfile, 200, { body: { avatar: null }, token })).toMatchObject({
    status: 200,
    body: { avatar: null },
  });
  const [jordan] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'probation@acme.test'));
  const rows = await t.api.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, jordan!.id));
  expect(rows.filter((row) => row.action === 'profile.avatar').map((row) => row.details)).toEqual([
    { avatar: '/avatars/classic/violet.svg' },
    { avatar: null },
  ]);
});

test('where the organisation requires 2FA it cannot be turned off, and single sign-on owns the email', async () => {
  // Jamie has no 2FA yet, so a password login would owe its setup: a session is made directly.
  const [jamie] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@globex.test'));
  const { token } = await startSession(t.api.db, jamie!.id);
  const { body } = await t.call(profile.profile, 200, { token });
  expect(body).toMatchObject({ twoFactorRequired: true, emailChangeAllowed: false });
});

test('no session, no profile', async () => {
  expect((await t.get('/user/profile')).status).toBe(401);
  expect((await t.patch('/user/profile', { avatar: null })).status).toBe(401);
});
