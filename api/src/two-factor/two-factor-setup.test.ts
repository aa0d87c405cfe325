// 2FA setup: at login when the organisation requires it (Globex), and from the profile (v2),
// where the current password is asked for and masquerade sessions are refused.
import * as session from '@portal/contract/session';
import { createSecret } from '@portal/contract/two-factor';
import { count, eq, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema-login.js';
import { users } from '../db/schema-people.js';
import { having, useTestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';
import { startSession } from '../auth/sessions.js';

const t = useTestApi();

const password = 'Tulip-Harbour-79!';
const wrongSecret = {
  status: 422,
  body: {
    error: [{ code: 'invalid_code', message: 'The code you entered is not valid. Please try again' }],
    showRecaptcha: true,
    userAccountLocked: false,
  },
};
const captchaOwed = {
  status: 422,
  body: { errors: { recaptcha: ['Please confirm that you are not a robot!'] }, showRecaptcha: true },
};
const userRow = async (email: string) => (await t.api.db.select().from(users).where(eq(users.email, email)))[0]!;

const rowsHolding = async (secret: string) =>
  (
    await t.api.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users}::text like ${`%${secret}%`}`)
  )[0]!.n;

test('Globex: login hands out a server-chosen secret, temporary checks a code, complete enables 2FA', async () => {
  const login = await t.call(session.login, 200, {
    body: { email: 'employee@globex.test', password, site: 'globex', deviceToken: 'd' },
  });
  expect(login).toMatchObject({
    status: 200,
    body: { is_should_setup_2fa: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
  });
  const { secret, url } = having(login.body, 'secret');
  expect(url).toBe(`otpauth://totp/Globex%20Benefits:employee%40globex.test?secret=${secret}&issuer=Globex%20Benefits`);
  // Logging in again keeps the same secret, so a QR code already scanned still works.
  expect(
    (await t.post('/login', { email: 'employee@globex.test', password, site: 'globex', deviceToken: 'd' })).body,
  ).toMatchObject({ secret });
  // Kept sealed: no row holds the secret in the clear.
  const pending = await userRow('employee@globex.test');
  expect(t.secretBox.open(pending.mfaPendingSecret!)).toBe(secret);
  expect(await rowsHolding(secret)).toBe(0);

  expect(await t.post('/login/setup/mfa', { type: 'temporary', code: '000000', secret })).toMatchObject(wrongSecret);
  expect(
    await t.post('/login/setup/mfa', {
      type: 'temporary',
      code: await codeFor(secret),
      secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    }),
  ).toMatchObject({
    status: 422,
    body: { error: [{ code: 'invalid_secret' }] },
  });
  // After the wrong code the pass owes a solved captcha, as at /login.
  expect(await t.post('/login/setup/mfa', { type: 'temporary', code: await codeFor(secret), secret })).toMatchObject(
    captchaOwed,
  );
  expect(
    await t.post('/login/setup/mfa', {
      type: 'temporary',
      code: await codeFor(secret),
      secret,
      recaptcha: await t.captcha(),
    }),
  ).toMatchObject({
    status: 200,
    body: { verified: true },
  });
  expect((await userRow('employee@globex.test')).mfaEnabled).toBe(false);

  const complete = async (extra: Record<string, unknown>) =>
    t.post('/login/setup/mfa', {
      type: 'complete',
      secret,
      email: 'employee@globex.test',
      password,
      site: 'globex',
      deviceToken: 'd',
      recaptcha: await t.captcha(),
      ...extra,
    });
  // The client cannot enrol a secret of its own choosing; a wrong password answers just the same.
  const chosen = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  expect(await complete({ secret: chosen, code: await codeFor(chosen) })).toMatchObject(wrongSecret);
  expect(await complete({ password: 'Wrong-Password-1!', code: await codeFor(secret) })).toMatchObject(wrongSecret);
  expect(await complete({ code: '000000' })).toMatchObject(wrongSecret);

  const used = await codeFor(secret);
  const done = await complete({ code: used });
  expect(done).toMatchObject({ status: 200, body: { access_token: expect.any(String), is_should_setup_2fa: false } });
  const morgan = await userRow('employee@globex.test');
  expect(morgan).toMatchObject({
    mfaEnabled: true,
    mfaPendingSecret: null,
    mfaPendingSecretHash: null,
    mfaLastStep: expect.any(Number),
  });
  expect(t.secretBox.open(morgan.mfaSecret!)).toBe(secret);
  expect(await rowsHolding(secret)).toBe(0);

  const next = await t.post('/login', { email: 'employee@globex.test', password, site: 'globex', deviceToken: 'd' });
  expect(next.body).toMatchObject({ is_should_validate_2fa: true });
  expect(next.body).not.toHaveProperty('secret');
  // The code used to complete setup cannot log in again.
  expect(
    (
      await t.post('/login/mfa', {
        code: used,
        email: 'employee@globex.test',
        password,
        site: 'globex',
        deviceToken: 'd',
      })
    ).status,
  ).toBe(422);
});

test('setup counts every wrong secret towards the lock of the email, and is refused while locked', async () => {
  const login = await t.call(session.login, 200, {
    body: { email: 'employer@globex.test', password, site: 'globex', deviceToken: 'd' },
  });
  const { secret } = having(login.body, 'secret');
  const temporary = async (code: string) =>
    t.post('/login/setup/mfa', { type: 'temporary', code, secret, recaptcha: await t.captcha() });
  const complete = async (extra: Record<string, unknown>) =>
    t.post('/login/setup/mfa', {
      type: 'complete',
      secret,
      email: 'employer@globex.test',
      password,
      site: 'globex',
      deviceToken: 'd',
      recaptcha: await t.captcha(),
      ...extra,
    });
  expect((await temporary('000000')).status).toBe(422);
  expect((await complete({ code: '000000' })).status).toBe(422);
  expect((await complete({ password: 'Wrong-Password-1!', code: await codeFor(secret) })).status).toBe(422);
  expect((await temporary('000000')).status).toBe(422);
  expect(await complete({ password: 'Wrong-Password-2!', code: await codeFor(secret) })).toMatchObject({
    status: 423,
    body: { error: [{ code: 'account_locked' }], userAccountLocked: true },
  });
  const [row] = await t.api.db
    .select({ n: loginFailures.failedCount })
    .from(loginFailures)
    .where(eq(loginFailures.email, 'employer@globex.test'));
  expect(row!.n).toBe(5);
  // Locked: neither the right code nor the right password and code get through.
  expect((await temporary(await codeFor(secret))).status).toBe(423);
  expect((await complete({ code: await codeFor(secret) })).status).toBe(423);
  expect((await userRow('employer@globex.test')).mfaEnabled).toBe(false);
});

test('profile 2FA: create needs the current password, validate enables, disable needs it again with a current code', async () => {
  const token = await t.logIn('probation@acme.test');
  const { id } = await userRow('probation@acme.test');
  expect(await t.post(`/v2/user/${id}/mfa`, { password: 'Wrong-Password-1!' }, token)).toMatchObject({
    status: 422,
    body: { error: { message: 'Your current password is incorrect' } },
  });
  const created = await t.call(createSecret, 200, { params: { userId: id }, body: { password }, token });
  expect(created).toMatchObject({
    status: 200,
    body: { secret: expect.any(String), url: expect.stringContaining('issuer=Acme%20Rewards') },
  });
  expect((await t.post(`/v2/user/${id}/mfa/validate`, { code: '000000' }, token)).status).toBe(422);
  const enabling = await codeFor(created.body.secret);
  expect(await t.post(`/v2/user/${id}/mfa/validate`, { code: enabling }, token)).toMatchObject({
    status: 200,
    body: { mfaEnabled: true },
  });
  // Once enabled the secret is never handed out again.
  expect((await t.post(`/v2/user/${id}/mfa`, { password }, token)).status).toBe(409);
  expect((await t.get('/user', token)).body).not.toHaveProperty('secret');

  // Off needs the current password and a current code, both counted on the email by the guard.
  const disable = (body: Record<string, unknown>) => t.post(`/v2/user/${id}/mfa/disable`, body, token);
  const next = await codeFor(created.body.secret, 1);
  expect(await disable({ password })).toMatchObject({
    status: 422,
    body: { errors: { code: ['This field is required'] } },
  });
  expect(await disable({ password: 'nope', code: next })).toMatchObject({
    status: 422,
    body: { error: { message: 'Your current password is incorrect' } },
  });
  const wrongCode = {
    status: 422,
    body: { errors: { code: ['The code you entered is not valid. Please try again'] } },
  };
  expect(await disable({ password, code: '000000' })).toMatchObject(wrongCode);
  // The code that turned it on was accepted once already.
  expect(await disable({ password, code: enabling })).toMatchObject(wrongCode);
  // The right password between wrong codes does not start their count afresh.
  const [failures] = await t.api.db
    .select({ n: loginFailures.failedCount })
    .from(loginFailures)
    .where(eq(loginFailures.email, 'probation@acme.test'));
  expect(failures!.n).toBe(3);
  expect((await userRow('probation@acme.test')).mfaEnabled).toBe(true);
  expect(await disable({ password, code: next })).toMatchObject({ status: 200, body: { mfaEnabled: false } });
  expect(await userRow('probation@acme.test')).toMatchObject({ mfaEnabled: false, mfaSecret: null });
  expect(await t.api.db.select().from(loginFailures).where(eq(loginFailures.email, 'probation@acme.test'))).toEqual([]);
});

test('a platform administrator cannot turn 2FA off', async () => {
  const admin = await userRow('admin@platform.test');
  const { token } = await startSession(t.api.db, admin.id);
  expect(await t.post(`/v2/user/${admin.id}/mfa/disable`, { password, code: '123456' }, token)).toMatchObject({
    status: 403,
    body: { error: { message: 'Platform administrators must use two-factor authentication' } },
  });
  expect((await userRow('admin@platform.test')).mfaEnabled).toBe(true);
});

test('a wrong current password in the profile counts towards the lock of the email', async () => {
  const token = await t.logIn('leaver@acme.test');
  const { id } = await userRow('leaver@acme.test');
  for (let i = 0; i < 4; i += 1)
    expect((await t.post(`/v2/user/${id}/mfa`, { password: `wrong-${i}` }, token)).status).toBe(422);
  expect(await t.post(`/v2/user/${id}/mfa`, { password: 'wrong-5' }, token)).toMatchObject({
    status: 423,
    body: { userAccountLocked: true },
  });
  expect((await t.post(`/v2/user/${id}/mfa`, { password }, token)).status).toBe(423);
});

test('profile 2FA is for your own account and cannot be turned off where required', async () => {
  const token = await t.logIn('employer@acme.test');
  const other = await userRow('employee@acme.test');
  expect((await t.post(`/v2/user/${other.id}/mfa`, { password }, token)).status).toBe(403);

  const sam = await userRow('employer@acme.test');
  // Refused during a masquerade: api/src/masquerade/masquerade.test.ts.
  const jamie = await userRow('employer@globex.test');
  const globex = await startSession(t.api.db, jamie.id);
  expect(await t.post(`/v2/user/${jamie.id}/mfa/disable`, { password, code: '123456' }, globex.token)).toMatchObject({
    status: 403,
    body: { error: { message: 'Your organisation requires two-factor authentication' } },
  });
  expect((await t.post(`/v2/user/${sam.id}/mfa`, { password })).status).toBe(401);
});
