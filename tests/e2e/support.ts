import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { codeFor } from '../../api/src/testing/test-totp';

export const DEMO_PASSWORD = 'Tulip-Harbour-79!';
const port = Number(process.env.E2E_PORT ?? 4400);
const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;

/** The URL of a page on a demo client's domain (browsers resolve *.localhost to loopback). */
export function on(client: 'localhost' | 'acme' | 'globex' | 'initech', path = '/'): string {
  const host = client === 'localhost' ? 'localhost' : `${client}.localhost`;
  return `http://${host}:${port}${path}`;
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
}

/**
 * Cookies accepted as the banner leaves them (the spec's `root` key), without loading a page of
 * the app first: for specs whose subject is another page. Leaves the browser on the client's
 * readiness probe, the cheapest page of its origin, whose local storage the app shares.
 */
export async function cookiesAcceptedBeforehand(page: Page, client: Parameters<typeof on>[0]): Promise<void> {
  await page.goto(on(client, '/readyz'));
  await page.evaluate(() =>
    localStorage.setItem(
      'root',
      JSON.stringify({ version: 1, cookiesAccepted: true, nonNecessaryCookiesEnabled: false }),
    ),
  );
}

export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function submitPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs in and waits for the home page. The login is made through the api and left in local
 * storage as the login form leaves it, then the home page is opened: the specs of what comes
 * after login need not each pay for the form (3 s of a busy machine's time a login); the form is
 * login.spec.ts's subject. `shellQueryLast` logs in through the form and holds back the
 * signed-in shell query's answer, the order that once stalled the page after login.
 */
export async function logIn(
  page: Page,
  client: 'localhost' | 'acme' | 'globex',
  email: string,
  options: { shellQueryLast?: boolean } = {},
): Promise<void> {
  if (options.shellQueryLast) {
    await holdBackSignedInShellQuery(page);
    await page.goto(on(client));
    await acceptCookies(page);
    await submitEmail(page, email);
    await submitPassword(page, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/home\/$/);
    return;
  }
  // On the client's own site, as the gateway would name it: a person logs in only there.
  const answer = await page.request.post(`${apiUrl}/login`, {
    data: { email, password: DEMO_PASSWORD, site: client, deviceToken: 'e2e' },
  });
  const body = (await answer.json()) as { access_token?: string; expires_in?: number | null };
  expect(body.access_token, `a login for ${email} with no second factor owed`).toEqual(expect.any(String));
  await cookiesAcceptedBeforehand(page, client);
  await page.evaluate(
    ({ accessToken, expiresIn }) => {
      localStorage.setItem('loggedIn', 'true');
      localStorage.setItem('loginCredentials', JSON.stringify({ access_token: accessToken, expires_in: expiresIn }));
    },
    { accessToken: body.access_token!, expiresIn: body.expires_in ?? null },
  );
  await page.goto(on(client, '/app/home/'));
  await expect(page).toHaveURL(/\/app\/home\/$/);
}

/** The computed background colour of an element, as rgb(r, g, b). */
export async function backgroundOf(page: Page, selector: ReturnType<Page['getByRole']>): Promise<string> {
  return selector.evaluate((element) => getComputedStyle(element).backgroundColor);
}

export interface Mail {
  subject: string;
  text: string;
  /** Where answers go, when not to the sender (a contact enquiry: the person who sent it). */
  replyTo: string | null;
}

/**
 * The newest mail to `to` (whose subject matches, when given), read from the api's outbox
 * (GET /demo/mailbox) as soon as its mail job has written it.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject?: RegExp): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/demo/mailbox?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: Mail[] };
        mail = data.find((each) => !subject || subject.test(each.subject));
        return mail !== undefined;
      },
      { message: `a mail to ${to}${subject ? ` whose subject matches ${subject}` : ''}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

/** The first link in a mail to `path` (e.g. /reset-password), on whatever origin the mail names. */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in "${mail.text}"`);
  return match[0];
}

/** Types a two-factor code into the six single-digit boxes. */
export async function typeCode(page: Page, code: string): Promise<void> {
  for (let i = 0; i < code.length; i += 1) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

/** From the QR setup page, the two passes of the 2FA setup with codes for the secret it shows. */
export async function finishTwoFactorSetup(page: Page, secret: string): Promise<void> {
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await typeCode(page, await codeFor(secret));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await typeCode(page, await codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const persisted = JSON.parse(readFileSync(join(__dirname, '../../gateway/persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;

/** The persisted id the web app sends for the named query (gateway/persisted-queries.json). */
export function persistedQueryId(name: string): string | undefined {
  return Object.entries(persisted).find(([, text]) => new RegExp(`^query ${name}\\b`).test(text))?.[0];
}

const shellQueryId = persistedQueryId('AppShellQuery');

/** Delays the shell query of a signed-in session (the one that carries a bearer token). */
async function holdBackSignedInShellQuery(page: Page): Promise<void> {
  expect(shellQueryId).toBeDefined();
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = request.postDataJSON() as { doc_id?: string } | null;
    if (body?.doc_id === shellQueryId && request.headers().authorization) {
      // The injected fault itself, not a wait for the page: the answer is made to arrive late.
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await route.continue();
  });
}

// Platform administrators belong to no client: they log in on the default site.
const platformAdmin = {
  email: 'admin@platform.test',
  password: DEMO_PASSWORD,
  site: 'localhost',
  deviceToken: 'e2e',
  totpSecret: 'GEZDGNBVGY3TQOJQ',
};
let platformAdminSession: Promise<string> | undefined;

/**
 * A platform administrator's session through the api, made once per worker: each TOTP code is
 * accepted once, so specs that each logged the administrator in within one 30-second step
 * refused each other. Only `final` specs (one worker, one after another) use it; masquerade.spec
 * keeps the administrator's login screens to itself in `main`. The next step's code is tried
 * when this step's was used (by masquerade.spec, just before).
 */
export function platformAdminToken(request: APIRequestContext): Promise<string> {
  platformAdminSession ??= (async () => {
    const { totpSecret, ...login } = platformAdmin;
    await request.post(`${apiUrl}/login`, { data: login });
    let answer = await request.post(`${apiUrl}/login/mfa`, { data: { ...login, code: await codeFor(totpSecret) } });
    if (!answer.ok())
      answer = await request.post(`${apiUrl}/login/mfa`, { data: { ...login, code: await codeFor(totpSecret, 1) } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { access_token: string }).access_token;
  })();
  return platformAdminSession;
}

/**
 * Jamie Wong (Globex's administrator) in a browser of their own, through the platform
 * administrator's masquerade link: Jamie's own 2FA is set up by employer-tables.spec.ts with a
 * secret no other spec knows. Answers the page, its context (close it) and the session's token.
 */
export async function jamieThroughMasquerade(request: APIRequestContext, browser: Browser, reason: string) {
  const headers = { authorization: `Bearer ${await platformAdminToken(request)}` };
  const found = await request.get(`${apiUrl}/masquerade/users?search=employer%40globex`, { headers });
  const jamie = ((await found.json()) as { data: { id: number; email: string }[] }).data.find(
    (person) => person.email === 'employer@globex.test',
  )!;
  const started = await request.post(`${apiUrl}/masquerade`, { headers, data: { userId: jamie.id, reason } });
  const { url } = (await started.json()) as { url: string };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page).toHaveURL(on('globex', '/app/home/'));
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('loginCredentials') ?? '{}') as { access_token: string }).access_token,
  );
  return { context, page, token };
}
