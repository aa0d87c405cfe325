// The demo identity provider checks the portal's real password hashes, so it is guarded like
// /login: every attempt logged, failures counted per email towards the same 15-minute lock, the
// robot check (the portal's ALTCHA, served from its own pages) owed after a failure. Its errors are
// JSON, as every error answer of the api is; its re-rendered login form is a page (200).
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { clients } from '../db/schema-clients.js';
import { loginAttempts, loginFailures } from '../db/schema-login.js';
import { users } from '../db/schema-people.js';
import { demoPassword } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';
import { type BrowserAnswer, formActionOf, TestBrowser } from '../testing/test-browser.js';

const t = useTestApi({ demoIdp: true }, { atOwnOrigin: true });

/** Starts a sign-on on Initech and follows it to the provider's login form: its action. */
async function toLoginForm(browser: TestBrowser): Promise<{ action: string; page: BrowserAnswer }> {
  let answer = await browser.get('/sso/start?domain=initech');
  for (let step = 0; step < 6 && answer.location; step += 1) answer = await browser.get(answer.location);
  const action = formActionOf(answer.text);
  if (answer.status !== 200 || !action) throw new Error(`no login form: ${answer.status} ${answer.text.slice(0, 300)}`);
  return { action, page: answer };
}

const reasonsOf = async (email: string) =>
  (
    await t.api.db
      .select({ reason: loginAttempts.reason })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email))
      .orderBy(loginAttempts.id)
  ).map((row) => row.reason);
const failuresOf = async (email: string) =>
  (await t.api.db.select({ n: loginFailures.failedCount }).from(loginFailures).where(eq(loginFailures.email, email)))[0]
    ?.n ?? 0;

const wrongCredentials = 'The email or password is not right.';
const robot = 'Please confirm that you are not a robot!';

test('a wrong password is counted and logged; the robot check is then owed, and a solved one lets the right password through', async () => {
  const browser = new TestBrowser(t.api.url);
  const { action, page } = await toLoginForm(browser);
  expect(page.text).not.toContain('<altcha-widget');
  const email = 'employee@initech.test';

  const wrong = await browser.postForm(action, { email, password: 'Not-The-Password-1!' });
  expect(wrong.status).toBe(200);
  expect(wrong.contentType).toMatch(/^text\/html/);
  expect(wrong.text).toContain(wrongCredentials);
  // From now on the form carries the widget, served from the provider's own pages.
  expect(wrong.text).toContain('<altcha-widget name="altcha" challenge="/oidc/robot-check/challenge"');
  expect(await failuresOf(email)).toBe(1);

  const unsolved = await browser.postForm(action, { email, password: demoPassword });
  expect(unsolved.status).toBe(200);
  expect(unsolved.text).toContain(robot);
  expect(await failuresOf(email)).toBe(1);

  const solved = await browser.postForm(action, { email, password: demoPassword, altcha: await t.captcha() });
  expect(solved.status).toBe(303);
  expect(await reasonsOf(email)).toEqual(['demo_idp_wrong_password', 'captcha_required', 'demo_idp_signed_in']);
  // Initech owes no second factor: the right password clears the count and the robot check.
  expect(await failuresOf(email)).toBe(0);
});

test('five failures lock the address for 15 minutes, here and at /login alike, even against the right password', async () => {
  const [initech] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'initech'));
  const email = 'lock-at-provider@initech.test';
  await t.api.db.insert(users).values({
    clientId: initech!.id,
    email,
    firstName: 'Lee',
    surname: 'Ray',
    passwordHash: await hashPassword('Right-Password-123!'),
    activatedAt: new Date(),
  });
  const browser = new TestBrowser(t.api.url);
  const { action } = await toLoginForm(browser);
  for (let failure = 1; failure <= 4; failure += 1) {
    const answer = await browser.postForm(action, { email, password: `wrong-${failure}`, altcha: await t.captcha() });
    expect(answer.text).toContain(wrongCredentials);
  }
  const fifth = await browser.postForm(action, { email, password: 'wrong-5', altcha: await t.captcha() });
  expect(fifth.status).toBe(200);
  expect(fifth.text).toContain(
    'Your account has been locked after too many failed attempts. Please try again in 15 minutes',
  );
  const right = await browser.postForm(action, { email, password: 'Right-Password-123!', altcha: await t.captcha() });
  expect(right.text).toContain('Please try again in 15 minutes');
  expect(await failuresOf(email)).toBe(5);
  // One count per email: the portal's own login is locked too.
  expect(
    (
      await t.post('/login', {
        email,
        password: 'Right-Password-123!',
        site: 'initech',
        deviceToken: 'd',
        recaptcha: await t.captcha(),
      })
    ).status,
  ).toBe(423);
  expect(await reasonsOf(email)).toEqual([
    'demo_idp_wrong_password',
    'demo_idp_wrong_password',
    'demo_idp_wrong_password',
    'demo_idp_wrong_password',
    'locked',
    'locked',
    'locked',
  ]);
});

test('the robot check is served from the provider itself, within its policy: no inline script or style', async () => {
  const browser = new TestBrowser(t.api.url);
  const { action } = await toLoginForm(browser);
  const page = await browser.postForm(action, { email: 'someone-else@initech.test', password: 'wrong' });
  const scripts = [...page.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts).toEqual(['<script type="module" src="/oidc/robot-check/robot-check.js">']);
  expect(page.text).not.toMatch(/<style|\sstyle="/);
  const policy = (await fetch(`${t.api.url}/oidc/robot-check/robot-check.js`)).headers.get('content-security-policy');
  expect(policy).toMatch(/^default-src 'self'; style-src 'self';/);
  for (const [file, type] of [
    ['robot-check.js', 'text/javascript'],
    ['altcha.js', 'text/javascript'],
    ['altcha.css', 'text/css'],
    ['pbkdf2-worker.js', 'text/javascript'],
  ]) {
    const asset = await fetch(`${t.api.url}/oidc/robot-check/${file}`);
    expect([file, asset.status, asset.headers.get('content-type')]).toEqual([
      file,
      200,
      expect.stringContaining(type!),
    ]);
  }
  const challenge = await fetch(`${t.api.url}/oidc/robot-check/challenge`);
  expect(challenge.headers.get('cache-control')).toBe('no-store');
  expect(await challenge.json()).toMatchObject({
    parameters: { algorithm: 'PBKDF2/SHA-256' },
    signature: expect.any(String),
  });
});

test('its error answers are JSON: the OAuth error and its description, nothing about the library', async () => {
  const unknownClient = await fetch(
    `${t.api.url}/oidc/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${t.api.url}/sso/callback`)}`,
    { redirect: 'manual' },
  );
  expect(unknownClient.status).toBe(400);
  expect(unknownClient.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await unknownClient.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
  expect(body.error).toBe('invalid_client');
  expect(JSON.stringify(body)).not.toMatch(/oidc-provider|node_modules|at \w+ \(/);

  const noInteraction = await fetch(`${t.api.url}/oidc/interaction/not-a-real-one`);
  expect(noInteraction.status).toBeGreaterThanOrEqual(400);
  expect(noInteraction.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await noInteraction.text()).not.toMatch(/oidc-provider|node_modules|<html/i);
});
