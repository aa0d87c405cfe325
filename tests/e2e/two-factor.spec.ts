// Two-factor login and first setup in a real browser, with codes computed as an authenticator
// app would from the secret (the demo's, or the one the setup page shows).
import { expect, test } from '@playwright/test';
import { codeFor } from '../../api/src/testing/test-totp';
import { checkAtBothWidths } from './accessibility';
import { acceptCookies, DEMO_PASSWORD, on, submitEmail, submitPassword, typeCode } from './support';

test('mfa@acme.test logs in with a code from the authenticator app', async ({ page }) => {
  // The robot check's proof of work and axe at two widths take their time on a shared machine.
  test.slow();
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, 'mfa@acme.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(on('acme', '/two-fa/'));
  await expect(page.getByRole('heading', { name: 'Enter authentication code' })).toBeVisible();
  await checkAtBothWidths(page, 'two-factor-code-login');
  // The credentials wait in local storage only until the second factor is done.
  expect(await page.evaluate(() => localStorage.getItem('twoFactorLogin'))).toContain('mfa@acme.test');

  // Enter does nothing with a partial code.
  await typeCode(page, '12345');
  await page.getByLabel('Digit 5 of 6').press('Enter');
  await expect(page).toHaveURL(on('acme', '/two-fa/'));

  // A wrong code is refused in the api's words; pasting six digits fills every box.
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text', '000000');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('0');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The code you entered is not valid. Please try again');

  // A wrong code counts like a wrong password: the next try needs the robot check too.
  const robotCheck = page.getByTestId('robot-check');
  await expect(robotCheck).toBeVisible();
  await typeCode(page, await codeFor('JBSWY3DPEHPK3PXP'));
  await page.getByLabel('Digit 6 of 6').press('Enter');
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await robotCheck.getByText("I'm not a robot").click();
  await expect(robotCheck.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByText('Hello, Riley')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('twoFactorLogin'))).toBeNull();
});

test('a Globex employee sets up the 2FA their organisation requires, then lands home logged in', async ({ page }) => {
  // Two screens, each checked by axe at two widths.
  test.slow();
  await page.goto(on('globex'));
  await acceptCookies(page);
  await submitEmail(page, 'employee@globex.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(on('globex', '/two-fa-qr-setup/'));
  const qr = page.getByRole('img', { name: 'QR code to add this account to your authenticator app' });
  await expect(qr).toBeVisible();
  const otpauth = await qr.getAttribute('data-otpauth');
  const secret = new URL(otpauth!).searchParams.get('secret')!;
  // The key shown for manual entry is the same secret.
  await expect(page.getByTestId('two-fa-secret')).toHaveText(secret.replace(/(.{4})/g, '$1 ').trim());
  await checkAtBothWidths(page, 'two-factor-qr-setup');

  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enable two factor authentication' })).toBeVisible();
  await checkAtBothWidths(page, 'two-factor-code-setup');
  await typeCode(page, await codeFor(secret));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await typeCode(page, await codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(
    page.getByText('Two-factor authentication is now on for your account. Welcome to Globex Benefits!'),
  ).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('twoFactorLogin'), localStorage.getItem('loggedIn')]);
  expect(stored).toEqual([null, 'true']);
});

test('the two-factor screens send a visitor without a pending login back to the login page', async ({ page }) => {
  for (const path of ['/two-fa/', '/two-fa-qr-setup/', '/two-fa-code-setup/']) {
    await page.goto(on('acme', path));
    await expect(page).toHaveURL(on('acme', '/'));
  }
});

test('Back from the code screen abandons the pending login and forgets the kept password', async ({ page }) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, 'mfa@acme.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(on('acme', '/two-fa/'));
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(on('acme', '/'));
  expect(await page.evaluate(() => localStorage.getItem('twoFactorLogin'))).toBeNull();
});
