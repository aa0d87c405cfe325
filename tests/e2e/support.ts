import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tulip-Harbour-79!';
const port = Number(process.env.E2E_PORT ?? 4400);

/** The URL of a page on a demo client's domain (browsers resolve *.localhost to loopback). */
export function on(client: 'localhost' | 'acme' | 'globex', path = '/'): string {
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

/** Logs in through the login form and waits for the home page. */
export async function logIn(page: Page, client: 'localhost' | 'acme' | 'globex', email: string): Promise<void> {
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

/** Types a two-factor code into the six single-digit boxes. */
export async function typeCode(page: Page, code: string): Promise<void> {
  for (let i = 0; i < code.length; i += 1) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}
