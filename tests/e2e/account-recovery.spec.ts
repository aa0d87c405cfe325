// Activation, forgotten password and the reset wizard in a real browser against the real
// services, following the links the api mailed (read back from its outbox). Each test owns its
// account: Taylor Green (new@acme.test) for activation, and generated Acme employees that no
// other test logs in with for the resets (a reset changes their password).
import { expect, test, type Page } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import {
  acceptCookies,
  finishTwoFactorSetup,
  linkIn,
  logIn,
  on,
  submitEmail,
  submitPassword,
  waitForMail,
} from './support';

const NEW_PASSWORD = 'Crimson-Lantern-42';
/** Generated Acme employees (api/src/seed/seed-employees.ts): activated, without 2FA. */
const RESET_EMAIL = 'evie.smith.22@acme.test';
const RESET_DOB = ['23', '11', '1982'] as const;
const EXPIRY_EMAIL = 'charlie.smith.25@acme.test';

async function typeDateOfBirth(page: Page, [day, month, year]: readonly [string, string, string]): Promise<void> {
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Year').fill(year);
}

async function solveRobotCheck(page: Page): Promise<void> {
  const check = page.getByTestId('robot-check');
  await check.getByText("I'm not a robot").click();
  await expect(check.getByText('Verified')).toBeVisible({ timeout: 15_000 });
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto(on('acme', '/forgotten-password/'));
  if (await page.getByRole('button', { name: 'Accept cookies' }).isVisible()) await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: "It's on the way..." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
}

const rule = (page: Page, code: number) => page.locator(`[data-rule="${code}"]`);

test('Taylor activates from the welcome mail in the outbox and lands on the home page', async ({ page, request }) => {
  // Several screens, each checked by axe at two widths.
  test.slow();
  const link = linkIn(await waitForMail(request, 'new@acme.test', /Welcome/), '/activation/');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, on('acme', '')));
  await acceptCookies(page);

  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-label', 'DOB, Password');
  await expect(page.getByRole('heading', { name: 'Welcome, Taylor' })).toBeVisible();
  await expect(page.getByText('e.g. 28 08 1978')).toBeVisible();

  // A click outside the form area.
  await page.mouse.click(5, 300);
  await expect(page.getByText('Please finish activating your account first', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await typeDateOfBirth(page, ['31', '02', '1990']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a real date in the format DD MM YYYY')).toBeVisible();
  await typeDateOfBirth(page, ['15', '03', '1990']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This date does not match our records')).toBeVisible();
  await typeDateOfBirth(page, ['14', '3', '1990']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Password (step 2 of 2)');
  await checkAtBothWidths(page, 'activation-password');
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('taylor-green');
  await expect(rule(page, 16)).toHaveAttribute('data-state', 'invalid');
  await expect(rule(page, 256)).toHaveAttribute('data-state', 'invalid');
  await expect(rule(page, 2)).toHaveAttribute('data-state', 'valid');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please ensure your password meets the listed requirements')).toBeVisible();
  await expect(page.getByText('Please meet all the criteria below')).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.fill(NEW_PASSWORD);
  for (const code of [1, 2, 4, 8, 16, 64, 128, 256, 512])
    await expect(rule(page, code)).toHaveAttribute('data-state', 'valid');
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/app\/home\/$/);
  // The last step of activation: a new account accepts the site terms before anything else.
  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
  await checkAtBothWidths(page, 'activation-terms');
  await page.getByText('I have read the terms and conditions').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Hello, Taylor')).toBeVisible();

  // A new account is welcomed by the carousel, which clears the first-login flag as it opens; from
  // then on the used link sends a logged-in person home (spec: unless the welcome is pending).
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(on('acme', '/activation/demo-activation-acme'));
  await expect(page).toHaveURL(/\/app\/home\/$/);
});

test('where the organisation requires 2FA, activation shows four steps and hands over to the QR setup', async ({
  page,
}) => {
  await page.goto(on('globex', '/activation/demo-activation-globex'));
  await acceptCookies(page);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-label', 'Verify, Password, 2FA, Terms');
  await typeDateOfBirth(page, ['05', '06', '1988']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Password (step 2 of 4)');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(rule(page, 256)).toHaveAttribute('data-state', 'valid');
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(on('globex', '/two-fa-qr-setup/'));
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('twoFactorLogin') ?? 'null'));
  expect(pending).toMatchObject({
    firstFactor: { email: 'new@globex.test', password: NEW_PASSWORD },
    setup: { secret: expect.any(String) },
  });
  expect(pending.setup.url).toMatch(/^otpauth:\/\/totp\/Globex%20Benefits:/);
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
  // The router state the QR setup screen reads (react-router keeps it as history.state.usr).
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toMatchObject({
    isFromActivation: true,
  });

  // The QR setup carries on with the same four-step bar at 2FA, and the two passes log Drew in.
  await expect(progress).toHaveAttribute('aria-valuetext', '2FA (step 3 of 4)');
  const secret: string = pending.setup.secret;
  await finishTwoFactorSetup(page, secret);
  await expect(page).toHaveURL(/\/app\/home\/$/);
  expect(await page.evaluate(() => localStorage.getItem('twoFactorLogin'))).toBeNull();
});

test('a logged-in user without a pending welcome goes from an activation link to home', async ({ page }) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/activation/demo-activation-acme'));
  await expect(page).toHaveURL(/\/app\/home\/$/);
});

test('an unknown activation link shows the error page with Return to home', async ({ page }) => {
  await page.goto(on('acme', '/activation/made-up-link'));
  await expect(page.getByRole('heading', { name: 'Uh oh!' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(on('acme', '/'));
});

test('a forgotten password is reset from the mailed link, then the new one logs in', async ({ page, request }) => {
  // Several screens, each checked by axe at two widths.
  test.slow();
  await page.goto(on('acme', '/forgotten-password/'));
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await page.getByLabel('Email').fill('someone@acme');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await requestReset(page, RESET_EMAIL);
  const link = linkIn(await waitForMail(request, RESET_EMAIL, /reset/i), '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, on('acme', '')));

  const progress = page.getByRole('progressbar');
  await expect(page.getByRole('heading', { name: 'Verify' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-label', 'Verify, Password');
  await checkAtBothWidths(page, 'reset-verify');
  // Typing straight through: focus moves on from a full day and month, and a day or month of 10
  // or more keeps both its digits (it once became 01).
  await page.getByLabel('Day').click();
  await page.keyboard.type('14121950');
  await expect(page.getByLabel('Day')).toHaveValue('14');
  await expect(page.getByLabel('Month')).toHaveValue('12');
  await expect(page.getByLabel('Year')).toHaveValue('1950');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This date does not match our records')).toBeVisible();
  // Arrow keys step, a single digit is padded on blur.
  await page.getByLabel('Day').fill('22');
  await page.getByLabel('Day').press('ArrowUp');
  await expect(page.getByLabel('Day')).toHaveValue('23');
  await page.getByLabel('Month').fill('9');
  await page.getByLabel('Month').press('Tab');
  await expect(page.getByLabel('Month')).toHaveValue('09');
  await page.getByLabel('Day').fill('');
  await page.getByLabel('Month').fill('');
  await page.getByLabel('Year').fill('');
  await page.getByLabel('Day').click();
  await page.keyboard.type(RESET_DOB.join(''));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/reset-password\?token=[^&]+&dob=23-11-1982$/);
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Password (step 2 of 2)');
  await checkAtBothWidths(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('Tulip-Harbour-79!');
  // The demo password is this account's current one: rule 512.
  await expect(rule(page, 512)).toHaveAttribute('data-state', 'invalid');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please meet all the criteria below')).toBeVisible();
  // The banner goes as soon as the rules are met, without another Next.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(rule(page, 512)).toHaveAttribute('data-state', 'valid');
  await expect(page.getByText('Please meet all the criteria below')).toBeHidden();
  // Next straight after typing, inside the 500 ms debounce, is not refused.
  await page.getByLabel('New password', { exact: true }).fill('');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(on('acme', '/'));
  await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();
  await submitEmail(page, RESET_EMAIL);
  await submitPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home\/$/);
});

test('five wrong dates of birth void the link: "Token has expired", then back to forgotten password', async ({
  page,
  request,
}) => {
  await requestReset(page, EXPIRY_EMAIL);
  const link = linkIn(await waitForMail(request, EXPIRY_EMAIL, /reset/i), '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, on('acme', '')));
  for (let day = 1; day <= 4; day += 1) {
    await typeDateOfBirth(page, [`0${day}`, '01', '1950']);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This date does not match our records')).toBeVisible();
  }
  await typeDateOfBirth(page, ['05', '01', '1950']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Token has expired' })).toBeVisible();
  await expect(page).toHaveURL(on('acme', '/forgotten-password?message=token-expired'), { timeout: 6000 });
  await expect(page.getByText('Your password reset link has expired. Please request a new one below.')).toBeVisible();
});

test('an invalid reset link shows the error screen; no token goes to forgotten password', async ({ page }) => {
  await page.goto(on('acme', '/reset-password?token=made-up'));
  await expect(page.getByText('Your password reset link has expired or is invalid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await page.goto(on('acme', '/reset-password'));
  await expect(page).toHaveURL(on('acme', '/forgotten-password'));
  await page.goto(on('acme', '/reset-password?dob=14-03-1990'));
  await expect(page).toHaveURL(on('acme', '/forgotten-password'));
});
