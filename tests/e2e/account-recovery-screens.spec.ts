// Screenshots of the activation, forgotten-password and reset screens at desktop and phone width,
// for a person to look at (SCREENSHOTS=1; left out of the normal suite by playwright.config.ts). Uses Taylor's link without
// finishing it, and a generated employee of its own for the reset.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, linkIn, on, waitForMail } from './support';

test.describe.configure({ mode: 'serial' });

const dir = 'tests/.artifacts/screens';
const RESET_EMAIL = 'maya.smith.26@acme.test';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, width] of [
    ['desktop', 1280],
    ['375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The page has taken the new width and painted a frame at it.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function resetLink(request: APIRequestContext): Promise<string> {
  const link = new URL(linkIn(await waitForMail(request, RESET_EMAIL, /reset/i), '/reset-password'));
  return on('acme', `${link.pathname}${link.search}`);
}

test('activation screens', async ({ page }) => {
  await page.goto(on('acme', '/activation/demo-activation-acme'));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Taylor' })).toBeVisible();
  await page.mouse.click(5, 300);
  await page.getByRole('button', { name: 'Next' }).click();
  await shoot(page, 'activation-dob');
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Month').fill('03');
  await page.getByLabel('Year').fill('1990');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password', { exact: true }).fill('taylor-Green');
  await expect(page.locator('[data-rule="256"]')).toHaveAttribute('data-state', 'invalid');
  await shoot(page, 'activation-password');
  await page.goto(on('globex', '/activation/demo-activation-globex'));
  await acceptCookies(page);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-label', 'Verify, Password, 2FA, Terms');
  await shoot(page, 'activation-2fa-dob');
  await page.goto(on('acme', '/activation/not-a-link'));
  await expect(page.getByRole('heading', { name: 'Uh oh!' })).toBeVisible();
  await shoot(page, 'activation-error');
});

test('forgotten password and reset screens', async ({ page, request }) => {
  await page.goto(on('acme', '/forgotten-password?message=token-expired'));
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await shoot(page, 'forgotten-form');
  await page.getByLabel('Email').fill(RESET_EMAIL);
  await page.getByTestId('robot-check').getByText("I'm not a robot").click();
  await expect(page.getByTestId('robot-check').getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: "It's on the way..." })).toBeVisible();
  await shoot(page, 'forgotten-success');

  await page.goto(await resetLink(request));
  await expect(page.getByRole('heading', { name: 'Verify' })).toBeVisible();
  await page.getByLabel('Day').fill('31');
  await page.getByLabel('Month').fill('02');
  await page.getByLabel('Year').fill('1986');
  await page.getByRole('button', { name: 'Next' }).click();
  await shoot(page, 'reset-verify');
  await page.getByLabel('Day').fill('27');
  await page.getByLabel('Month').fill('03');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Crimson-Lantern-42');
  await expect(page.locator('[data-rule="512"]')).toHaveAttribute('data-state', 'valid');
  await shoot(page, 'reset-password');
  await page.goto(on('acme', '/reset-password?token=made-up'));
  await expect(page.getByText('Your password reset link has expired or is invalid.')).toBeVisible();
  await shoot(page, 'reset-error');
});
