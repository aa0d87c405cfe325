// Single sign-on is finished only by the browser that started it (login CSRF): /sso/start sets a
// short-lived HttpOnly cookie beside the state, and /sso/callback needs it. Walked with plain
// requests through the real demo identity provider, which the api serves on its own origin here.
import { count, eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import { oneTimeTokens } from '../db/schema-people.js';
import { ssoStates } from '../db/schema-sso.js';
import { demoPassword } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';
import { type BrowserAnswer, formActionOf, TestBrowser } from '../testing/test-browser.js';

const t = useTestApi({ demoIdp: true }, { atOwnOrigin: true });

/** From /sso/start to the provider's redirect back to /sso/callback, signing in there as `email`. */
async function startAndSignIn(
  browser: TestBrowser,
  domain: string,
  email: string,
): Promise<{ start: BrowserAnswer; callbackUrl: string }> {
  const start = await browser.get(`/sso/start?domain=${domain}`);
  let answer = start;
  for (let step = 0; step < 12; step += 1) {
    if (answer.location) {
      if (new URL(answer.location).pathname === '/sso/callback') return { start, callbackUrl: answer.location };
      answer = await browser.get(answer.location);
    } else if (answer.status === 200 && formActionOf(answer.text)) {
      answer = await browser.postForm(formActionOf(answer.text)!, { email, password: demoPassword });
    } else {
      throw new Error(`the sign-on stopped at ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
  }
  throw new Error('the sign-on never came back to /sso/callback');
}

const ssoTokens = async () =>
  (await t.api.db.select({ n: count() }).from(oneTimeTokens).where(eq(oneTimeTokens.kind, 'sso')))[0]!.n;

test('/sso/start sets a 10-minute HttpOnly, SameSite=Lax cookie for /sso only, beside the state', async () => {
  const browser = new TestBrowser(t.api.url);
  const start = await browser.get('/sso/start?domain=initech');
  expect(start.status).toBe(303);
  expect(start.location).toMatch(new RegExp(`^${t.api.url}/oidc/auth\\?`));
  const [cookie] = start.setCookies.filter((header) => header.startsWith('sso_browser='));
  expect(cookie).toMatch(/^sso_browser=[\w-]{43}; /);
  expect(cookie).toMatch(/; Max-Age=600(;|$)/);
  expect(cookie).toMatch(/; Path=\/sso(;|$)/);
  expect(cookie).toMatch(/; HttpOnly(;|$)/);
  expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
  // Neither the state alone nor the cookie alone is what the row is kept under.
  const state = new URL(start.location!).searchParams.get('state')!;
  const rows = await t.api.db.select({ hash: ssoStates.stateHash }).from(ssoStates);
  expect(
    rows.some((row) => row.hash === hashToken(state) || row.hash === hashToken(browser.cookies.get('sso_browser')!)),
  ).toBe(false);
});

test('a start on a client site first hops to the origin the provider calls back, and sets no cookie there', async () => {
  const answer = await fetch(`${t.api.url}/sso/start?domain=initech`, {
    redirect: 'manual',
    headers: { 'x-forwarded-host': 'initech.localhost:4000' },
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(`${t.api.url}/sso/start?domain=initech`);
  expect(answer.headers.getSetCookie()).toEqual([]);
});

test('a callback URL opened in another browser signs nobody in; the browser that started it still can', async () => {
  const victim = new TestBrowser(t.api.url);
  const attacker = new TestBrowser(t.api.url);
  const { callbackUrl } = await startAndSignIn(attacker, 'initech', 'employee@initech.test');
  const before = await ssoTokens();

  // The victim's browser, with no cookie, then with a cookie of a sign-on of its own.
  const foreign = await victim.get(callbackUrl);
  expect(foreign.status).toBe(303);
  expect(foreign.location).toMatch(/\/sso-error\/\?reason=sso$/);
  await victim.get('/sso/start?domain=initech');
  expect(victim.cookies.has('sso_browser')).toBe(true);
  const mismatched = await victim.get(callbackUrl);
  expect(mismatched.location).toMatch(/\/sso-error\/\?reason=sso$/);
  expect(await ssoTokens()).toBe(before);

  // The browser that started it finishes it, once; the cookie is cleared at the callback.
  const own = await attacker.get(callbackUrl);
  expect(own.location).toMatch(/^http:\/\/initech\.localhost:\d+\/sso-login\/[\w-]+$/);
  expect(own.setCookies.some((header) => /^sso_browser=;/.test(header) && /Path=\/sso/.test(header))).toBe(true);
  expect(attacker.cookies.has('sso_browser')).toBe(false);
  expect(await ssoTokens()).toBe(before + 1);
});
