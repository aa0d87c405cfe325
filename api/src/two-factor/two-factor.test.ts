// TOTP against the RFC 6238 vectors, and the second factor at login: each code once,
// the captcha after a failure, every wrong secret counted towards the lock and answered alike.
import { createGuardrails, generate, stringToBytes } from 'otplib';
import { and, count, eq, sql } from 'drizzle-orm';
import { captchaRequirements, loginAttempts, loginFailures } from '../db/schema-login.js';
import { users } from '../db/schema-people.js';
import { isSealed } from '../secrets/secret-box.js';
import { useTestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';
import { stepOfCode } from '../auth/totp.js';

const rfcSecret = stringToBytes('12345678901234567890');
const demoSecret = 'JBSWY3DPEHPK3PXP';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

test('RFC 4226 HOTP vectors (SHA-1, 6 digits, counters 0-9)', async () => {
  const codes = await Promise.all(
    Array.from({ length: 10 }, (_, counter) => generate({ secret: rfcSecret, strategy: 'hotp', counter })),
  );
  expect(codes).toEqual([
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ]);
});

test('RFC 6238 TOTP vectors (SHA-1, 8 digits)', async () => {
  const times = [59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000];
  const codes = await Promise.all(
    times.map((epoch) => generate({ secret: rfcSecret, algorithm: 'sha1', digits: 8, epoch })),
  );
  expect(codes).toEqual(['94287082', '07081804', '14050471', '89005924', '69279037', '65353130']);
});

test('a code is good for its step and one either side, no further', async () => {
  const epoch = 1_700_000_000;
  const at = (offset: number) => generate({ secret: demoSecret, guardrails, epoch: epoch + offset });
  const step = Math.floor(epoch / 30);
  expect(await stepOfCode(demoSecret, await at(0), epoch)).toBe(step);
  expect(await stepOfCode(demoSecret, await at(-30), epoch)).toBe(step - 1);
  expect(await stepOfCode(demoSecret, await at(30), epoch)).toBe(step + 1);
  expect(await stepOfCode(demoSecret, await at(-90), epoch)).toBeUndefined();
  expect(await stepOfCode(demoSecret, await at(90), epoch)).toBeUndefined();
  expect(await stepOfCode(demoSecret, '12345', epoch)).toBeUndefined();
  expect(await stepOfCode('not base32 !!', '123456', epoch)).toBeUndefined();
});

describe('POST /login/mfa', () => {
  const t = useTestApi();
  // After any failure on the email a solved captcha is owed, so every call here carries one.
  const mfaLogin = async (code: string, password = 'Tulip-Harbour-79!', email = 'mfa@acme.test') =>
    t.post('/login/mfa', { code, email, password, site: 'acme', deviceToken: 'd', recaptcha: await t.captcha() });
  const forgetFailures = async (email = 'mfa@acme.test') => {
    await t.api.db.delete(loginFailures).where(eq(loginFailures.email, email));
    await t.api.db.delete(captchaRequirements).where(eq(captchaRequirements.email, email));
  };
  const wrongSecret = {
    status: 422,
    body: {
      error: [{ code: 'invalid_code', message: 'The code you entered is not valid. Please try again' }],
      showRecaptcha: true,
      userAccountLocked: false,
    },
  };

  test('the right code gives a token, once; an earlier step is refused after a later one', async () => {
    const code = await codeFor(demoSecret);
    const ok = await mfaLogin(code);
    expect(ok).toMatchObject({
      status: 200,
      body: { access_token: expect.any(String), token_type: 'Bearer', is_should_validate_2fa: false },
    });
    expect((await t.get('/user', ok.body.access_token as string)).body).toMatchObject({ email: 'mfa@acme.test' });
    const [riley] = await t.api.db
      .select({ step: users.mfaLastStep })
      .from(users)
      .where(eq(users.email, 'mfa@acme.test'));
    expect(riley!.step).toBeGreaterThan(0);

    expect(await mfaLogin(code)).toMatchObject(wrongSecret);
    expect((await mfaLogin(await codeFor(demoSecret, -1))).status).toBe(422);
    // Whoever holds the secret can still log in at the next step.
    await t.api.db
      .update(users)
      .set({ mfaLastStep: sql`${users.mfaLastStep} - 1` })
      .where(eq(users.email, 'mfa@acme.test'));
    await forgetFailures();
    expect((await mfaLogin(await codeFor(demoSecret))).status).toBe(200);
  });

  test('the same code sent five times at once logs in once', async () => {
    await t.api.db.update(users).set({ mfaLastStep: null }).where(eq(users.email, 'mfa@acme.test'));
    await forgetFailures();
    const code = await codeFor(demoSecret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => mfaLogin(code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422]);
    await forgetFailures();
  });

  test('a wrong password, a wrong or replayed code and an account without 2FA all answer alike', async () => {
    await t.api.db.update(users).set({ mfaLastStep: null }).where(eq(users.email, 'mfa@acme.test'));
    const code = await codeFor(demoSecret);
    expect((await mfaLogin(code)).status).toBe(200);
    const answers = [
      await mfaLogin(await codeFor(demoSecret, 1), 'Wrong-Password-1!'),
      await mfaLogin('000000'),
      await mfaLogin(code),
      // The right password of an account without 2FA: nothing may confirm it.
      await mfaLogin('123456', 'Tulip-Harbour-79!', 'employee@acme.test'),
      await mfaLogin('123456', 'Tulip-Harbour-79!', 'nobody-at-all@acme.test'),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual(wrongSecret);
    const reasons = await t.api.db
      .select({ reason: loginAttempts.reason })
      .from(loginAttempts)
      .where(
        sql`${loginAttempts.email} in ('mfa@acme.test', 'employee@acme.test', 'nobody-at-all@acme.test') and not ${loginAttempts.succeeded}`,
      )
      .orderBy(loginAttempts.id);
    expect(reasons.slice(-5).map((row) => row.reason)).toEqual([
      'wrong_password',
      'wrong_code',
      'replayed_code',
      'two_factor_not_enabled',
      'unknown_email',
    ]);
    const [employee] = await t.api.db
      .select({ n: loginFailures.failedCount })
      .from(loginFailures)
      .where(eq(loginFailures.email, 'employee@acme.test'));
    expect(employee!.n).toBe(1);
    await forgetFailures();
    await forgetFailures('employee@acme.test');
  });

  test('after a failure the next attempt needs a solved captcha, before any secret is looked at', async () => {
    await forgetFailures();
    const body = { email: 'mfa@acme.test', password: 'Tulip-Harbour-79!', site: 'acme', deviceToken: 'd' };
    expect((await t.post('/login/mfa', { ...body, code: '000000' })).status).toBe(422);
    const [before] = await t.api.db
      .select({ n: loginFailures.failedCount })
      .from(loginFailures)
      .where(eq(loginFailures.email, 'mfa@acme.test'));
    const refused = await t.post('/login/mfa', { ...body, code: await codeFor(demoSecret) });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { recaptcha: ['Please confirm that you are not a robot!'] }, showRecaptcha: true },
    });
    expect(
      (await t.post('/login/mfa', { ...body, code: await codeFor(demoSecret), recaptcha: 'not-a-solution' })).status,
    ).toBe(422);
    // Not counted: no secret was checked.
    const [after] = await t.api.db
      .select({ n: loginFailures.failedCount })
      .from(loginFailures)
      .where(eq(loginFailures.email, 'mfa@acme.test'));
    expect(after!.n).toBe(before!.n);
    await t.api.db.update(users).set({ mfaLastStep: null }).where(eq(users.email, 'mfa@acme.test'));
    expect(
      (await t.post('/login/mfa', { ...body, code: await codeFor(demoSecret), recaptcha: await t.captcha() })).status,
    ).toBe(200);
    // A success clears the requirement and the count.
    expect((await t.post('/login/url', { email: 'mfa@acme.test', site: 'acme' })).body).toMatchObject({
      showRecaptcha: false,
    });
    expect(await t.api.db.select().from(loginFailures).where(eq(loginFailures.email, 'mfa@acme.test'))).toEqual([]);
  });

  test('wrong codes count towards the lock, and each is recorded', async () => {
    await forgetFailures();
    const before = await t.api.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, 'mfa@acme.test'), eq(loginAttempts.reason, 'wrong_code')));
    for (let i = 0; i < 4; i += 1) expect((await mfaLogin('000000')).status).toBe(422);
    expect(await mfaLogin('000000')).toMatchObject({
      status: 423,
      body: { error: [{ code: 'account_locked' }], userAccountLocked: true },
    });
    expect((await mfaLogin(await codeFor(demoSecret, 1))).status).toBe(423);
    expect(
      (
        await t.post('/login', {
          email: 'mfa@acme.test',
          password: 'Tulip-Harbour-79!',
          site: 'acme',
          deviceToken: 'd',
          recaptcha: await t.captcha(),
        })
      ).status,
    ).toBe(423);
    const after = await t.api.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, 'mfa@acme.test'), eq(loginAttempts.reason, 'wrong_code')));
    expect(after.length - before.length).toBe(4);
    await forgetFailures();
  });

  test('a password login between wrong codes does not start the count afresh', async () => {
    await forgetFailures();
    const password = { email: 'mfa@acme.test', password: 'Tulip-Harbour-79!', site: 'acme', deviceToken: 'd' };
    for (let i = 0; i < 2; i += 1) expect((await mfaLogin('000000')).status).toBe(422);
    expect((await t.post('/login', { ...password, recaptcha: await t.captcha() })).body).toMatchObject({
      is_should_validate_2fa: true,
    });
    for (let i = 0; i < 2; i += 1) expect((await mfaLogin('000000')).status).toBe(422);
    expect((await mfaLogin('000000')).status).toBe(423);
    await forgetFailures();
  });

  test('a generated demo employee with 2FA logs in with a code', async () => {
    const [employee] = await t.api.db
      .select({ email: users.email, sealed: users.mfaSecret })
      .from(users)
      .where(and(eq(users.mfaEnabled, true), sql`${users.email} like '%.%.%@acme.test'`))
      .limit(1);
    expect(isSealed(employee!.sealed!)).toBe(true);
    const token = await t.logInWithCode(employee!.email, t.secretBox.open(employee!.sealed!));
    expect((await t.get('/user', token)).body).toMatchObject({ email: employee!.email });
  });

  test('no row holds a TOTP secret in the clear', async () => {
    const [rows] = await t.api.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users}::text like ${`%${demoSecret}%`}`);
    expect(rows!.n).toBe(0);
    const [riley] = await t.api.db
      .select({ sealed: users.mfaSecret })
      .from(users)
      .where(eq(users.email, 'mfa@acme.test'));
    expect(t.secretBox.open(riley!.sealed!)).toBe(demoSecret);
  });

  test('its body is validated', async () => {
    expect(await t.post('/login/mfa', {})).toMatchObject({
      status: 422,
      body: {
        errors: {
          code: ['This field is required'],
          email: ['This field is required'],
          password: ['This field is required'],
          site: ['This field is required'],
        },
      },
    });
  });
});
