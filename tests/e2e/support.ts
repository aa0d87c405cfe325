import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
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

export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function submitPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs in through the login form and waits for the home page. `shellQueryLast` holds back the
 * signed-in shell query's answer, the order that once stalled the page after login (issue 7).
 */
export async function logIn(
  page: Page,
  client: 'localhost' | 'acme' | 'globex',
  email: string,
  options: { shellQueryLast?: boolean } = {},
): Promise<void> {
  if (options.shellQueryLast) await holdBackSignedInShellQuery(page);
  await page.goto(on(client));
  await acceptCookies(page);
  await submitEmail(page, email);
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home\/$/);
}

/** The computed background colour of an element, as rgb(r, g, b). */
export async function backgroundOf(page: Page, selector: ReturnType<Page['getByRole']>): Promise<string> {
  return selector.evaluate((element) => getComputedStyle(element).backgroundColor);
}

export interface Mail {
  subject: string;
  text: string;
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

const persisted = JSON.parse(readFileSync(join(__dirname, '../../gateway/persisted-queries.json'), 'utf8')) as Record<string, string>;
const shellQueryId = Object.entries(persisted).find(([, text]) => text.startsWith('query AppShellQuery'))?.[0];

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
