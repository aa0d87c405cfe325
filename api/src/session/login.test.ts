// POST /login and the session it starts, against the real server and database.
import { count, eq, sql } from 'drizzle-orm';
import { demoTotpSecrets } from '../seed/seed.js';
import { clients } from '../db/schema-clients.js';
import { loginAttempts, loginFailures } from '../db/schema-login.js';
import { users } from '../db/schema-people.js';
import { sessions } from '../db/schema-sessions.js';
import { useTestApi } from '../testing/test-api.js';
import { hashPassword } from '../auth/passwords.js';
import { issueSetupSecret } from '../auth/totp.js';
import { codeFor } from '../testing/test-totp.js';
import { accountLockMinutes, maxFailedAttempts } from '@portal/contract/constants';

const t = useTestApi();

// Each on the person's own site (the default site for an email nobody has), unless a test says.
const login = async (email: string, password: string, site?: string) =>
  t.post('/login', { email, password, site: site ?? (await t.siteOf(email)), deviceToken: 'test-device' });
// After a failed attempt every further login of that email carries a solved captcha.
const loginWithCaptcha = async (email: string, password: string, site?: string) =>
  t.post('/login', {
    email,
    password,
    site: site ?? (await t.siteOf(email)),
    deviceToken: 'test-device',
    recaptcha: await t.captcha(),
  });

async function addUser(email: string): Promise<number> {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [row] = await t.api.db
    .insert(users)
    .values({
      clientId: acme!.id,
      email,
      firstName: 'Test',
      surname: 'Person',
      passwordHash: await hashPassword('Right-Password-123!'),
      activatedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

test('an employee logs in, reads themselves, logs out, and the token is dead', async () => {
  const { status, body } = await login('Employee@Acme.test', 'Tulip-Harbour-79!');
  expect(status).toBe(200);
  expect(body).toEqual({
    access_token: expect.any(String),
    token_type: 'Bearer',
    expires_in: 900,
    is_should_setup_2fa: false,
    is_should_validate_2fa: false,
    showRecaptcha: false,
    userAccountLocked: false,
  });
  const token = body.access_token as string;

  const user = await t.get('/user', token);
  expect(user.status).toBe(200);
  expect(user.body).toMatchObject({
    name: 'Alex Morgan',
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@acme.test',
    userType: 'employee',
    employmentStatus: 'active',
    onProbation: false,
    isPlatformAdmin: false,
    siteTermsUpdated: false,
    termsRevision: 1,
    showWelcomeModal: false,
    isDataLoadEligibilityImpactEnabled: true,
    supportEmail: 'benefits@acme.test',
    supportNumber: '0161 496 0000',
    ssoLogoutUrl: null,
    clientId: expect.any(Number),
  });
  expect(user.headers.get('cache-control')).toBe('no-store');

  expect(await t.post('/logout', {}, token)).toMatchObject({ status: 200, body: { status: 'ok', ssoLogoutUrl: null } });
  expect(await t.get('/user', token)).toMatchObject({
    status: 401,
    body: { message: 'Your session has expired, please log in again' },
  });
});

test('the token is stored only as a hash', async () => {
  const token = await t.logIn('probation@acme.test');
  const rows = await t.api.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
  expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
});

test('a wrong password and an unknown email answer alike', async () => {
  const wrong = await login('employer@globex.test', 'Not-The-Password-1!');
  const unknown = await login('nobody@globex.test', 'Not-The-Password-1!');
  const notActivated = await login('new@acme.test', 'Tulip-Harbour-79!');
  expect(wrong.status).toBe(401);
  expect(wrong.body).toEqual({ error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false });
  expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body });
  expect(notActivated).toMatchObject({ status: wrong.status, body: wrong.body });
});

test('every attempt, success or failure, is recorded', async () => {
  await login('leaver@acme.test', 'wrong-password');
  await loginWithCaptcha('leaver@acme.test', 'Tulip-Harbour-79!');
  await login('ghost@acme.test', 'whatever');
  const rows = await t.api.db
    .select({
      email: loginAttempts.email,
      succeeded: loginAttempts.succeeded,
      reason: loginAttempts.reason,
      userId: loginAttempts.userId,
      deviceToken: loginAttempts.deviceToken,
    })
    .from(loginAttempts)
    .where(sql`${loginAttempts.email} in ('leaver@acme.test', 'ghost@acme.test')`)
    .orderBy(loginAttempts.id);
  expect(rows).toEqual([
    {
      email: 'leaver@acme.test',
      succeeded: false,
      reason: 'wrong_password',
      userId: expect.any(Number),
      deviceToken: 'test-device',
    },
    {
      email: 'leaver@acme.test',
      succeeded: true,
      reason: 'success',
      userId: expect.any(Number),
      deviceToken: 'test-device',
    },
    { email: 'ghost@acme.test', succeeded: false, reason: 'unknown_email', userId: null, deviceToken: 'test-device' },
  ]);
});

const failuresOf = async (email: string) =>
  (
    await t.api.db
      .select({
        count: loginFailures.failedCount,
        minutes: sql<number>`extract(epoch from ${loginFailures.lockedUntil} - now()) / 60`,
      })
      .from(loginFailures)
      .where(eq(loginFailures.email, email))
  )[0];

test('the 5th failure locks the address for 15 minutes, even against the right password', async () => {
  expect([maxFailedAttempts, accountLockMinutes]).toEqual([5, 15]);
  await addUser('lock-me@acme.test');
  for (let i = 1; i <= 4; i += 1) expect((await loginWithCaptcha('Lock-Me@acme.test', `wrong-${i}`)).status).toBe(401);
  const fifth = await loginWithCaptcha('lock-me@acme.test', 'wrong-5');
  expect(fifth).toMatchObject({ status: 423, body: { error: 'account_locked', userAccountLocked: true } });
  expect(await loginWithCaptcha('lock-me@acme.test', 'Right-Password-123!')).toMatchObject({
    status: 423,
    body: { userAccountLocked: true },
  });

  const row = await failuresOf('lock-me@acme.test');
  expect(row!.count).toBe(5);
  expect(Number(row!.minutes)).toBeGreaterThan(14);
  expect(Number(row!.minutes)).toBeLessThanOrEqual(15);

  // Once the lock has run out the right password works again and the count is gone.
  await t.api.db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.email, 'lock-me@acme.test'));
  expect((await loginWithCaptcha('lock-me@acme.test', 'Right-Password-123!')).status).toBe(200);
  expect(await failuresOf('lock-me@acme.test')).toBeUndefined();
});

test('a lock that has run out starts a fresh count', async () => {
  await addUser('fresh-count@acme.test');
  await t.api.db
    .insert(loginFailures)
    .values({ email: 'fresh-count@acme.test', failedCount: 5, lockedUntil: sql`now() - interval '1 second'` });
  expect((await loginWithCaptcha('fresh-count@acme.test', 'wrong-again')).status).toBe(401);
  expect((await failuresOf('fresh-count@acme.test'))!.count).toBe(1);
});

test('an unknown email is counted and locked exactly like a known one', async () => {
  await addUser('known-lock@acme.test');
  const known: unknown[] = [];
  const unknown: unknown[] = [];
  for (let i = 1; i <= 6; i += 1) {
    const a = await loginWithCaptcha('known-lock@acme.test', `wrong-${i}`);
    const b = await loginWithCaptcha('unknown-lock@acme.test', `wrong-${i}`);
    known.push({ status: a.status, body: a.body });
    unknown.push({ status: b.status, body: b.body });
  }
  expect(unknown).toEqual(known);
  expect(known.map((answer) => (answer as { status: number }).status)).toEqual([401, 401, 401, 401, 423, 423]);
  expect((await failuresOf('unknown-lock@acme.test'))!.count).toBe(6);
  const [ghost] = await t.api.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(sql`${loginAttempts.email} = 'unknown-lock@acme.test' and ${loginAttempts.reason} = 'locked'`);
  expect(ghost!.n).toBe(2);
});

test('50 parallel wrong passwords are 50 failures', async () => {
  const userId = await addUser('parallel@acme.test');
  // Each carries its own solved captcha, as a determined attacker's would.
  const captchas = await Promise.all(Array.from({ length: 50 }, () => t.captcha()));
  const answers = await Promise.all(
    captchas.map((recaptcha, i) =>
      t.post('/login', {
        email: 'parallel@acme.test',
        password: `wrong-${i}`,
        site: 'acme',
        deviceToken: 'test-device',
        recaptcha,
      }),
    ),
  );
  expect(answers.every((answer) => answer.status === 401 || answer.status === 423)).toBe(true);
  expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(4);
  expect((await failuresOf('parallel@acme.test'))!.count).toBe(50);
  const [attempts] = await t.api.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.userId, userId));
  expect(attempts!.n).toBe(50);
});

test('people who owe a second factor get no token', async () => {
  expect(await login('mfa@acme.test', 'Tulip-Harbour-79!')).toMatchObject({
    status: 200,
    body: { is_should_validate_2fa: true, is_should_setup_2fa: false, userAccountLocked: false },
  });
  expect((await login('mfa@acme.test', 'Tulip-Harbour-79!')).body).not.toHaveProperty('access_token');
  const globex = await login('employee@globex.test', 'Tulip-Harbour-79!');
  expect(globex).toMatchObject({ status: 200, body: { is_should_setup_2fa: true, is_should_validate_2fa: false } });
  expect(globex.body).not.toHaveProperty('access_token');
});

test('a platform administrator, who has no client, logs in with the second factor', async () => {
  expect(await login('admin@platform.test', 'Tulip-Harbour-79!')).toMatchObject({
    status: 200,
    body: { is_should_validate_2fa: true },
  });
  const token = await t.logInWithCode('admin@platform.test', demoTotpSecrets.platformAdmin);
  expect((await t.get('/user', token)).body).toMatchObject({
    isPlatformAdmin: true,
    clientId: null,
    supportNumber: null,
    termsRevision: 0,
  });
  expect((await t.get('/login/setup', token)).body).toMatchObject({ client: null, cmsData: { faqs: [] } });
});

test('a platform administrator without 2FA must set it up before anything else', async () => {
  const userId = await addUser('second-admin@platform.test');
  await t.api.db.update(users).set({ clientId: null, isPlatformAdmin: true }).where(eq(users.id, userId));
  const answer = await login('second-admin@platform.test', 'Right-Password-123!');
  expect(answer).toMatchObject({
    status: 200,
    body: { is_should_setup_2fa: true, is_should_validate_2fa: false, secret: expect.any(String) },
  });
  expect(answer.body).not.toHaveProperty('access_token');
});

test('a person logs in only on their own client’s site, and a person of no client only on the default one', async () => {
  await addUser('site-bound@acme.test');
  // On Globex's site Acme's data would be wrapped in Globex's brand: refused as a wrong password.
  const elsewhere = await login('site-bound@acme.test', 'Right-Password-123!', 'globex');
  const wrongPassword = await login('site-bound-nobody@acme.test', 'Right-Password-123!', 'globex');
  expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({
    status: 401,
    body: { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false },
  });
  expect({ status: wrongPassword.status, body: wrongPassword.body }).toEqual({
    status: elsewhere.status,
    body: elsewhere.body,
  });
  expect((await loginWithCaptcha('site-bound@acme.test', 'Right-Password-123!', 'localhost')).status).toBe(401);
  expect((await failuresOf('site-bound@acme.test'))!.count).toBe(2);
  expect((await loginWithCaptcha('site-bound@acme.test', 'Right-Password-123!', 'ACME')).status).toBe(200);
  const reasons = await t.api.db
    .select({ reason: loginAttempts.reason })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, 'site-bound@acme.test'))
    .orderBy(loginAttempts.id);
  expect(reasons.map((row) => row.reason)).toEqual(['wrong_site', 'wrong_site', 'success']);

  const adminId = await addUser('site-admin@platform.test');
  await t.api.db.update(users).set({ clientId: null, isPlatformAdmin: true }).where(eq(users.id, adminId));
  expect((await login('site-admin@platform.test', 'Right-Password-123!', 'acme')).status).toBe(401);
  expect(await loginWithCaptcha('site-admin@platform.test', 'Right-Password-123!', 'localhost')).toMatchObject({
    status: 200,
    body: { is_should_setup_2fa: true },
  });
});

test('the second factor and the 2FA setup at login are bound to the person’s site too', async () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const withCode = await addUser('site-code@acme.test');
  await t.api.db
    .update(users)
    .set({ mfaEnabled: true, mfaSecret: t.secretBox.seal(secret) })
    .where(eq(users.id, withCode));
  const codeLogin = async (site: string) =>
    t.post('/login/mfa', {
      email: 'site-code@acme.test',
      password: 'Right-Password-123!',
      site,
      deviceToken: 'd',
      code: await codeFor(secret),
      recaptcha: await t.captcha(),
    });
  const wrongCode = {
    status: 422,
    body: {
      error: [{ code: 'invalid_code', message: 'The code you entered is not valid. Please try again' }],
      showRecaptcha: true,
      userAccountLocked: false,
    },
  };
  const refused = await codeLogin('globex');
  expect({ status: refused.status, body: refused.body }).toEqual(wrongCode);
  expect((await codeLogin('acme')).status).toBe(200);

  const toSetUp = await addUser('site-setup@acme.test');
  const pending = await issueSetupSecret(t.api.db, t.secretBox, toSetUp);
  const complete = async (site: string) =>
    t.post('/login/setup/mfa', {
      type: 'complete',
      email: 'site-setup@acme.test',
      password: 'Right-Password-123!',
      site,
      deviceToken: 'd',
      secret: pending.secret,
      code: await codeFor(pending.secret),
      recaptcha: await t.captcha(),
    });
  const setupRefused = await complete('localhost');
  expect({ status: setupRefused.status, body: setupRefused.body }).toEqual(wrongCode);
  expect((await complete('acme')).status).toBe(200);
});

test('login bodies are validated in the spec words', async () => {
  expect(await t.post('/login', {})).toEqual({
    status: 422,
    headers: expect.anything(),
    body: {
      errors: {
        email: ['This field is required'],
        password: ['This field is required'],
        site: ['This field is required'],
        deviceToken: ['This field is required'],
      },
    },
  });
  expect(
    (await t.post('/login', { email: 'not-an-email', password: 'x', site: 'acme', deviceToken: 'd' })).body,
  ).toEqual({
    errors: { email: ['Please enter a valid email address'] },
  });
  expect((await t.post('/login', '{"email":')).status).toBe(400);
  expect((await t.post('/login', '{"email":')).body).toEqual({ message: expect.any(String) });
});

test('the login-URL check sends nobody to single sign-on unless their client requires it', async () => {
  expect((await t.post('/login/url', { email: 'employee@globex.test', site: 'globex' })).body).toEqual({
    hasSSO: false,
    showRecaptcha: false,
  });
  expect((await t.post('/login/url', { email: 'nobody@example.com', site: 'localhost' })).body).toEqual({
    hasSSO: false,
    showRecaptcha: false,
  });
  expect(await t.post('/login/url', { email: 'nope', site: 'acme' })).toMatchObject({
    status: 422,
    body: { errors: { email: ['Please enter a valid email address'] } },
  });
});

test('the login-URL check answers from the site, never from the account: known and unknown emails alike', async () => {
  const check = async (email: string, site: string) => {
    const { status, body } = await t.post('/login/url', { email, site });
    return { status, body };
  };
  const sso = { status: 200, body: { hasSSO: true, url: '/sso/start?domain=initech', showRecaptcha: false } };
  expect(await check('employee@initech.test', 'initech')).toEqual(sso);
  expect(await check('nobody-at-all@initech.test', 'initech')).toEqual(sso);
  expect(await check('employee@acme.test', 'initech')).toEqual(sso);
  // Initech's own person on another site is told what anyone there is told.
  const password = { status: 200, body: { hasSSO: false, showRecaptcha: false } };
  expect(await check('employee@initech.test', 'acme')).toEqual(password);
  expect(await check('nobody-at-all@initech.test', 'acme')).toEqual(password);
  expect(await check('employee@initech.test', 'no-such-site')).toEqual(password);
});

test('the login-URL check says when the robot check is already owed, for known and unknown emails alike', async () => {
  await addUser('owes-captcha@acme.test');
  await login('owes-captcha@acme.test', 'wrong-password');
  await login('owes-captcha-nobody@acme.test', 'wrong-password');
  expect((await t.post('/login/url', { email: 'Owes-Captcha@acme.test', site: 'acme' })).body).toEqual({
    hasSSO: false,
    showRecaptcha: true,
  });
  expect((await t.post('/login/url', { email: 'owes-captcha-nobody@acme.test', site: 'acme' })).body).toEqual({
    hasSSO: false,
    showRecaptcha: true,
  });
  // Shown from the start, the password step then answers with the spec's words, not the robot message.
  expect((await loginWithCaptcha('owes-captcha@acme.test', 'wrong-again')).body).toEqual({
    error: 'invalid_credentials',
    showRecaptcha: true,
    userAccountLocked: false,
  });
  expect((await loginWithCaptcha('owes-captcha@acme.test', 'Right-Password-123!')).status).toBe(200);
  expect((await t.post('/login/url', { email: 'owes-captcha@acme.test', site: 'acme' })).body).toEqual({
    hasSSO: false,
    showRecaptcha: false,
  });
});

test("the login setup carries the person as GET /user answers them, so the shell's every page is one call", async () => {
  const token = await t.logIn('employee@acme.test');
  const user = (await t.get('/user', token)).body as Record<string, unknown>;
  const setup = (await t.get('/login/setup', token)).body as { user: Record<string, unknown> };
  expect(setup.user).toEqual({ ...user, firstLogin: false });
});
