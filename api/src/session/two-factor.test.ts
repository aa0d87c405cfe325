// TOTP against the RFC vectors (security item 6), and the second factor at login: each code once,
// wrong codes counted towards the lock.
import { createGuardrails, generate, stringToBytes } from 'otplib';
import { and, eq, sql } from 'drizzle-orm';
import { loginAttempts, users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';
import { stepOfCode } from './two-factor.js';

const rfcSecret = stringToBytes('12345678901234567890');
const demoSecret = 'JBSWY3DPEHPK3PXP';
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

test('RFC 4226 HOTP vectors (SHA-1, 6 digits, counters 0-9)', async () => {
  const codes = await Promise.all(Array.from({ length: 10 }, (_, counter) => generate({ secret: rfcSecret, strategy: 'hotp', counter })));
  expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
});

test('RFC 6238 TOTP vectors (SHA-1, 8 digits)', async () => {
  const times = [59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000];
  const codes = await Promise.all(times.map((epoch) => generate({ secret: rfcSecret, algorithm: 'sha1', digits: 8, epoch })));
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
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });
  const mfaLogin = (code: string, password = 'Tulip-Harbour-79!', email = 'mfa@acme.test') =>
    t.post('/login/mfa', { code, email, password, deviceToken: 'd' });

  test('the right code gives a token, once; an earlier step is refused after a later one', async () => {
    const code = await codeFor(demoSecret);
    const ok = await mfaLogin(code);
    expect(ok).toMatchObject({ status: 200, body: { access_token: expect.any(String), token_type: 'Bearer', is_should_validate_2fa: false } });
    expect((await t.get('/user', ok.body.access_token as string)).body).toMatchObject({ email: 'mfa@acme.test' });
    const [riley] = await t.api.db.select({ step: users.mfaLastStep }).from(users).where(eq(users.email, 'mfa@acme.test'));
    expect(riley!.step).toBeGreaterThan(0);

    expect(await mfaLogin(code)).toMatchObject({ status: 422, body: { error: [{ code: 'invalid_code', message: expect.any(String) }] } });
    expect((await mfaLogin(await codeFor(demoSecret, -1))).status).toBe(422);
    // Whoever holds the secret can still log in at the next step.
    await t.api.db.update(users).set({ mfaLastStep: sql`${users.mfaLastStep} - 1` }).where(eq(users.email, 'mfa@acme.test'));
    await t.api.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.email, 'mfa@acme.test'));
    expect((await mfaLogin(await codeFor(demoSecret))).status).toBe(200);
  });

  test('the same code sent five times at once logs in once', async () => {
    await t.api.db.update(users).set({ mfaLastStep: null, failedLoginCount: 0, lockedUntil: null }).where(eq(users.email, 'mfa@acme.test'));
    const code = await codeFor(demoSecret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => mfaLogin(code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422]);
    await t.api.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.email, 'mfa@acme.test'));
  });

  test('a wrong password is a failed login and reveals nothing about the code', async () => {
    expect(await mfaLogin(await codeFor(demoSecret), 'Wrong-Password-1!')).toMatchObject({
      status: 401,
      body: { error: [{ code: 'invalid_credentials', message: expect.any(String) }] },
    });
    expect((await mfaLogin('123456', 'Tulip-Harbour-79!', 'employee@acme.test')).body).toMatchObject({ error: [{ code: 'two_factor_not_enabled' }] });
  });

  test('wrong codes count towards the lock, and each is recorded', async () => {
    await t.api.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.email, 'mfa@acme.test'));
    const before = await t.api.db.select().from(loginAttempts).where(and(eq(loginAttempts.email, 'mfa@acme.test'), eq(loginAttempts.reason, 'wrong_code')));
    for (let i = 0; i < 4; i += 1) expect((await mfaLogin('000000')).status).toBe(422);
    expect(await mfaLogin('000000')).toMatchObject({ status: 423, body: { error: [{ code: 'account_locked' }], userAccountLocked: true } });
    expect((await mfaLogin(await codeFor(demoSecret, 1))).status).toBe(423);
    expect((await t.post('/login', { email: 'mfa@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'd', recaptcha: await t.captcha() })).status).toBe(423);
    const after = await t.api.db.select().from(loginAttempts).where(and(eq(loginAttempts.email, 'mfa@acme.test'), eq(loginAttempts.reason, 'wrong_code')));
    expect(after.length - before.length).toBe(4);
  });

  test('its body is validated', async () => {
    expect(await t.post('/login/mfa', {})).toMatchObject({
      status: 422,
      body: { errors: { code: ['This field is required'], email: ['This field is required'], password: ['This field is required'] } },
    });
  });
});
