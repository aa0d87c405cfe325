// A client in single-sign-on-only mode (Initech) takes no password from its people on any path:
// login, the second factor and 2FA setup at login, the forgotten password, reset and activation
// links. Each refusal answers exactly as the path answers an unknown account, and the login paths
// count it on the email like any wrong password. Pat Quinn still has a (demo) password: it must
// open nothing here.
import { and, eq } from 'drizzle-orm';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { issueSetupSecret } from '../auth/totp.js';
import { clients } from '../db/schema-clients.js';
import { loginAttempts, loginFailures } from '../db/schema-login.js';
import { users } from '../db/schema-people.js';
import { demoPassword } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';

const t = useTestApi();

const pat = 'employee@initech.test';
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const failuresOf = async (email: string) =>
  (
    await t.api.db
      .select({ count: loginFailures.failedCount })
      .from(loginFailures)
      .where(eq(loginFailures.email, email))
  )[0]?.count ?? 0;
const reasonsOf = async (email: string) =>
  (
    await t.api.db
      .select({ reason: loginAttempts.reason, succeeded: loginAttempts.succeeded })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email))
      .orderBy(loginAttempts.id)
  ).map((row) => `${row.succeeded ? 'ok' : 'failed'}:${row.reason}`);

/** Status and body only: what a caller sees. */
const seen = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

test('the password login answers as for an unknown account, and counts the failure', async () => {
  const refused = await t.post('/login', { email: pat, password: demoPassword, deviceToken: 'd', site: 'initech' });
  const unknown = await t.post('/login', {
    email: 'nobody@initech.test',
    password: demoPassword,
    deviceToken: 'd',
    site: 'initech',
  });
  expect(seen(refused)).toEqual({
    status: 401,
    body: { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false },
  });
  expect(seen(unknown)).toEqual(seen(refused));
  expect(await failuresOf(pat)).toBe(1);
  expect(await reasonsOf(pat)).toEqual(['failed:sso_access_only']);
  // The robot check is owed next, as after any failure.
  expect(
    (await t.post('/login', { email: pat, password: demoPassword, deviceToken: 'd', site: 'initech' })).body,
  ).toMatchObject({ showRecaptcha: true, errors: { recaptcha: expect.any(Array) } });
});

test('the second factor and the setup at login refuse the password too, even with a right code', async () => {
  const patId = await idOf(pat);
  await t.api.db
    .update(users)
    .set({ mfaEnabled: true, mfaSecret: t.secretBox.seal(totpSecret) })
    .where(eq(users.id, patId));
  const code = async (email: string) => ({
    email,
    password: demoPassword,
    deviceToken: 'd',
    site: 'initech',
    code: await codeFor(totpSecret),
    recaptcha: await t.captcha(),
  });
  const refused = await t.post('/login/mfa', await code(pat));
  expect(seen(refused)).toEqual({
    status: 422,
    body: {
      error: [{ code: 'invalid_code', message: 'The code you entered is not valid. Please try again' }],
      showRecaptcha: true,
      userAccountLocked: false,
    },
  });
  expect(seen(await t.post('/login/mfa', await code('nobody-mfa@initech.test')))).toEqual(seen(refused));

  // A pending setup secret, as a login that owes the setup would hand out.
  await t.api.db.update(users).set({ mfaEnabled: false, mfaSecret: null }).where(eq(users.id, patId));
  const { secret } = await issueSetupSecret(t.api.db, t.secretBox, patId);
  const complete = async (email: string) => ({
    type: 'complete',
    email,
    password: demoPassword,
    deviceToken: 'd',
    site: 'initech',
    secret,
    code: await codeFor(secret),
    recaptcha: await t.captcha(),
  });
  const setupRefused = await t.post('/login/setup/mfa', await complete(pat));
  expect(setupRefused.status).toBe(422);
  expect(seen(await t.post('/login/setup/mfa', await complete('nobody-setup@initech.test')))).toEqual(
    seen(setupRefused),
  );
  const [row] = await t.api.db.select({ mfaEnabled: users.mfaEnabled }).from(users).where(eq(users.id, patId));
  expect(row!.mfaEnabled).toBe(false);
  expect((await reasonsOf(pat)).slice(-2)).toEqual(['failed:sso_access_only', 'failed:setup_sso_access_only']);
});

test('the forgotten password answers as for an unknown email and sends no mail', async () => {
  const forgot = async (email: string) =>
    t.post('/forgot-password', { email, recaptcha: await t.captcha(), isRecaptchaEnabled: true });
  const refused = await forgot(pat);
  expect(seen(refused)).toEqual(seen(await forgot('nobody@initech.test')));
  expect(refused.status).toBe(200);
  expect(await t.mailbox(pat, 0)).toEqual([]);
});

test('a reset link of such a person is invalid at every step', async () => {
  const token = await issueOneTimeToken(t.api.db, 'reset', await idOf(pat));
  const invalid = {
    status: 410,
    body: { valid: false, verified: false, message: 'Your password reset link has expired or is invalid.' },
  };
  expect(seen(await t.post('/password-reset/unknown-token'))).toEqual(invalid);
  expect(seen(await t.post(`/password-reset/${token}`))).toEqual(invalid);
  expect(seen(await t.post('/password-reset/dob', { token, date_of_birth: '01/01/1990' }))).toEqual(invalid);
  expect(seen(await t.post('/password-reset/check', { token, password: 'Crimson-Lantern-42' }))).toEqual(invalid);
  expect(
    seen(
      await t.post('/password-reset', {
        token,
        date_of_birth: '01/01/1990',
        password: 'Crimson-Lantern-42',
        password_confirmation: 'Crimson-Lantern-42',
      }),
    ),
  ).toEqual(invalid);
});

test('an activation link of such a person answers as one never issued', async () => {
  const [initech] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'initech'));
  const [newcomer] = await t.api.db
    .insert(users)
    .values({
      clientId: initech!.id,
      email: 'newcomer@initech.test',
      firstName: 'Robin',
      surname: 'Ng',
      dateOfBirth: '1995-01-02',
    })
    .returning({ id: users.id });
  const activationId = await issueOneTimeToken(t.api.db, 'activation', newcomer!.id);
  const unknown = { status: 404, body: { status: 'error', message: 'This activation link is not valid' } };
  expect(seen(await t.post('/activation/never-issued'))).toEqual(unknown);
  expect(seen(await t.post(`/activation/${activationId}`))).toEqual(unknown);
  expect(seen(await t.post('/activation/dob', { activationId, date_of_birth: '02/01/1995' }))).toEqual(unknown);
  expect(seen(await t.post('/activation/check', { activationId, password: 'Crimson-Lantern-42' }))).toEqual(unknown);
  expect(
    seen(
      await t.post('/user/activate', {
        activationId,
        date_of_birth: '02/01/1995',
        password: 'Crimson-Lantern-42',
        password_confirmation: 'Crimson-Lantern-42',
      }),
    ),
  ).toEqual(unknown);
  const [row] = await t.api.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, newcomer!.id)));
  expect(row!.passwordHash).toBeNull();
});
