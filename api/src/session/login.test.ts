// POST /login and the session it starts, against the real server and database.
import { count, eq, sql } from 'drizzle-orm';
import { clients, loginAttempts, sessions, users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { hashPassword } from './passwords.js';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const login = (email: string, password: string) => t.post('/login', { email, password, deviceToken: 'test-device' });
// After a failed attempt every further login of that email carries a solved captcha.
const loginWithCaptcha = async (email: string, password: string) =>
  t.post('/login', { email, password, deviceToken: 'test-device', recaptcha: await t.captcha() });

async function addUser(email: string): Promise<number> {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [row] = await t.api.db
    .insert(users)
    .values({ clientId: acme!.id, email, firstName: 'Test', surname: 'Person', passwordHash: await hashPassword('Right-Password-123!'), activatedAt: new Date() })
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
  expect(await t.get('/user', token)).toMatchObject({ status: 401, body: { message: 'Your session has expired, please log in again' } });
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
    .select({ email: loginAttempts.email, succeeded: loginAttempts.succeeded, reason: loginAttempts.reason, userId: loginAttempts.userId, deviceToken: loginAttempts.deviceToken })
    .from(loginAttempts)
    .where(sql`${loginAttempts.email} in ('leaver@acme.test', 'ghost@acme.test')`)
    .orderBy(loginAttempts.id);
  expect(rows).toEqual([
    { email: 'leaver@acme.test', succeeded: false, reason: 'wrong_password', userId: expect.any(Number), deviceToken: 'test-device' },
    { email: 'leaver@acme.test', succeeded: true, reason: 'success', userId: expect.any(Number), deviceToken: 'test-device' },
    { email: 'ghost@acme.test', succeeded: false, reason: 'unknown_email', userId: null, deviceToken: 'test-device' },
  ]);
});

test('the 5th failure locks the account for 15 minutes, even against the right password', async () => {
  const userId = await addUser('lock-me@acme.test');
  for (let i = 1; i <= 4; i += 1) expect((await loginWithCaptcha('lock-me@acme.test', `wrong-${i}`)).status).toBe(401);
  const fifth = await loginWithCaptcha('lock-me@acme.test', 'wrong-5');
  expect(fifth).toMatchObject({ status: 423, body: { error: 'account_locked', userAccountLocked: true } });
  expect(await loginWithCaptcha('lock-me@acme.test', 'Right-Password-123!')).toMatchObject({ status: 423, body: { userAccountLocked: true } });

  const [row] = await t.api.db
    .select({ count: users.failedLoginCount, minutes: sql<number>`extract(epoch from ${users.lockedUntil} - now()) / 60` })
    .from(users)
    .where(eq(users.id, userId));
  expect(row!.count).toBe(5);
  expect(Number(row!.minutes)).toBeGreaterThan(14);
  expect(Number(row!.minutes)).toBeLessThanOrEqual(15);

  // Once the lock has run out the right password works again and the count starts afresh.
  await t.api.db.update(users).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(users.id, userId));
  expect((await loginWithCaptcha('lock-me@acme.test', 'Right-Password-123!')).status).toBe(200);
  const [after] = await t.api.db.select({ count: users.failedLoginCount, lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  expect(after).toEqual({ count: 0, lockedUntil: null });
});

test('50 parallel wrong passwords are 50 failures', async () => {
  const userId = await addUser('parallel@acme.test');
  // Each carries its own solved captcha, as a determined attacker's would.
  const captchas = await Promise.all(Array.from({ length: 50 }, () => t.captcha()));
  const answers = await Promise.all(
    captchas.map((recaptcha, i) => t.post('/login', { email: 'parallel@acme.test', password: `wrong-${i}`, deviceToken: 'test-device', recaptcha })),
  );
  expect(answers.every((answer) => answer.status === 401 || answer.status === 423)).toBe(true);
  expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(4);
  const [user] = await t.api.db.select({ count: users.failedLoginCount }).from(users).where(eq(users.id, userId));
  expect(user!.count).toBe(50);
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

test('a platform administrator, who has no client, logs in', async () => {
  const token = await t.logIn('admin@platform.test');
  expect((await t.get('/user', token)).body).toMatchObject({ isPlatformAdmin: true, clientId: null, supportNumber: null, termsRevision: 0 });
  expect((await t.get('/login/setup', token)).body).toMatchObject({ client: null, cmsData: { faqs: [] } });
});

test('login bodies are validated in the spec words', async () => {
  expect(await t.post('/login', {})).toEqual({
    status: 422,
    headers: expect.anything(),
    body: { errors: { email: ['This field is required'], password: ['This field is required'], deviceToken: ['This field is required'] } },
  });
  expect((await t.post('/login', { email: 'not-an-email', password: 'x', deviceToken: 'd' })).body).toEqual({
    errors: { email: ['Please enter a valid email address'] },
  });
  expect((await t.post('/login', '{"email":')).status).toBe(400);
  expect((await t.post('/login', '{"email":')).body).toEqual({ message: expect.any(String) });
});

test('the login-URL check sends nobody to single sign-on unless their client requires it', async () => {
  expect((await t.post('/login/url', { email: 'employee@globex.test' })).body).toEqual({ hasSSO: false });
  expect((await t.post('/login/url', { email: 'nobody@example.com' })).body).toEqual({ hasSSO: false });
  expect(await t.post('/login/url', { email: 'nope' })).toMatchObject({ status: 422, body: { errors: { email: ['Please enter a valid email address'] } } });
});
