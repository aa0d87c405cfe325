// The login's defences in a real browser against the real services: the robot check after a
// failure, and the 15-minute lock after repeated failures. Each test uses a generated Acme
// employee no other test logs in with (failures leave that email needing the robot check).
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, on, submitEmail, submitPassword } from './support';

const CAPTCHA_EMAIL = 'oscar.smith.13@acme.test';
const LOCKOUT_EMAIL = 'archie.smith.29@acme.test';
const EARLIER_FAILURE_EMAIL = 'freya.smith.14@acme.test';

async function solveRobotCheck(page: Page): Promise<void> {
  const check = page.getByTestId('robot-check');
  await check.getByText("I'm not a robot").click();
  await expect(check.getByText('Verified')).toBeVisible({ timeout: 15_000 });
}

test('the robot check appears after a failure, is then required, and a solved one lets the login through', async ({
  page,
}) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, CAPTCHA_EMAIL);
  // No robot check before the first failure.
  await expect(page.getByTestId('robot-check')).toHaveCount(0);
  await submitPassword(page, 'Wrong-Password-123!');
  await expect(page.getByText("We can't find a match! Try again or contact us")).toBeVisible();
  await expect(page.getByTestId('robot-check')).toBeVisible();

  // Required once shown.
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await expect(page).toHaveURL(on('acme', '/'));

  await solveRobotCheck(page);
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeHidden();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
});

test('too many failures lock the account for 15 minutes with its own message', async ({ page }) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, LOCKOUT_EMAIL);
  await submitPassword(page, 'Wrong-Password-123!');
  await expect(page.getByText("We can't find a match! Try again or contact us")).toBeVisible();
  // Failures 2 to 5 each need a fresh robot check; the 5th locks the account.
  for (let failure = 2; failure <= 5; failure += 1) {
    await solveRobotCheck(page);
    await page.getByRole('button', { name: 'Login' }).click();
    if (failure < 5) await expect(page.getByTestId('robot-check').getByText('Verified')).toBeHidden();
  }
  const locked = page.getByRole('alert').filter({ hasText: 'locked' });
  await expect(locked).toContainText('Please try again in 15 minutes');
  await expect(page.getByRole('link', { name: 'Try again or reset your password' })).toBeHidden();

  // While locked even the right password is refused, with the same message.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(locked).toContainText('Please try again in 15 minutes');
  await expect(page).toHaveURL(on('acme', '/'));
});

test('after an earlier failure the robot check is there from the start, and a wrong password still says "not matching" first', async ({
  page,
}) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, EARLIER_FAILURE_EMAIL);
  await submitPassword(page, 'Wrong-Password-123!');
  await expect(page.getByText("We can't find a match! Try again or contact us")).toBeVisible();

  // A new visit: the email already needs the robot check, so it is shown with the password field
  // rather than answering the first attempt with the robot-check message alone.
  await page.reload();
  await submitEmail(page, EARLIER_FAILURE_EMAIL);
  await expect(page.getByTestId('robot-check')).toBeVisible();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeHidden();
  await solveRobotCheck(page);
  await submitPassword(page, 'Wrong-Password-123!');
  await expect(page.getByText("We can't find a match! Try again or contact us")).toBeVisible();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeHidden();
});
