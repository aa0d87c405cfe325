// The profile (docs/profile.md), in the browser, as Alex Morgan: the avatar, another session signed
// out, the password changed, 2FA turned on from the profile and off again; and Jordan Lee's email
// changed by the mailed link, opened signed out. These change what other specs rely on (Alex's
// password, 2FA and sessions), so they run after all of them (playwright.config.ts, project
// "last"), in order.
import { expect, test, type Page } from '@playwright/test';
import { codeFor } from '../../api/src/testing/test-totp';
import { checkAtBothWidths } from './accessibility';
import {
  acceptCookies,
  DEMO_PASSWORD,
  linkIn,
  on,
  submitEmail,
  submitPassword,
  typeCode,
  waitForMail,
} from './support';

test.describe.configure({ mode: 'serial' });

const newPassword = 'Copper-Meadow-2031';
// The second session's browser says it is Firefox on Windows, so the list can tell it apart.
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

async function logInAs(page: Page, email: string, password: string) {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, email);
  await submitPassword(page, password);
  await expect(page).toHaveURL(/\/app\/home\/$/);
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Alex Morgan/ }).click();
  await page.getByRole('menuitem', { name: 'My profile settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

test('Alex sees the profile, changes the avatar, and signs out another session', async ({ page, browser }) => {
  test.slow(); // Two browsers, and axe at two widths.
  const other = await browser.newContext({ userAgent: firefoxOnWindows });
  const otherPage = await other.newPage();
  await logInAs(otherPage, 'employee@acme.test', DEMO_PASSWORD);

  await logInAs(page, 'employee@acme.test', DEMO_PASSWORD);
  await openProfile(page);
  await expect(page).toHaveTitle('Profile Settings | Acme Rewards');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Production Engineer');
  await expect(details).toContainText('ACM-00042');
  await checkAtBothWidths(page, 'profile');

  const avatars = page.getByRole('region', { name: 'Your avatar' });
  // A person clicks the picture; the radio button inside it is for keyboards and screen readers.
  const blue = avatars.getByRole('radio', { name: 'Blue avatar with a beard' });
  await avatars
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Blue avatar with a beard' }) })
    .click();
  await expect(blue).toBeChecked();
  await avatars.getByRole('button', { name: 'Save avatar' }).click();
  await expect(avatars.getByRole('status')).toHaveText('Your avatar has been changed.');
  // The header's avatar follows at once, from the mutation's payload.
  await expect(page.getByRole('banner').locator('img[src="/avatars/classic/blue.svg"]')).toBeVisible();

  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  await sessions.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
  await expect(sessions.getByRole('status')).toHaveText('Signed out of 1 other session.');
  await expect(sessions.getByText('Firefox on Windows')).toHaveCount(0);
  // The other browser's next call finds its session ended and goes back to the login page.
  await otherPage.goto(on('acme', '/app/my-benefits/'));
  await expect(otherPage).toHaveURL(on('acme', '/'));
  await other.close();
});

test('Alex changes the password: the live rules, then every other session ends', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInAs(otherPage, 'employee@acme.test', DEMO_PASSWORD);

  await logInAs(page, 'employee@acme.test', DEMO_PASSWORD);
  await openProfile(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  const panel = page.getByRole('dialog', { name: 'Change password' });
  // An empty submit says what is missing.
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('This field is required').first()).toBeVisible();

  await panel.getByLabel('Current password').fill('Not-The-Password-1');
  await panel.getByLabel('New password', { exact: true }).fill(newPassword);
  await panel.getByLabel('Confirm new password').fill(newPassword);
  await expect(panel.locator('[data-rule="1"]')).toHaveAttribute('data-state', 'valid');
  await checkAtBothWidths(page, 'profile-change-password', { panel: true });
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText('Your current password is incorrect')).toBeVisible();

  await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('region', { name: 'Password' }).getByRole('status')).toHaveText(
    'Your password has been changed. You have been signed out everywhere else.',
  );
  await otherPage.goto(on('acme', '/app/my-benefits/'));
  await expect(otherPage).toHaveURL(on('acme', '/'));
  await other.close();

  // The new password is the one that logs in now.
  const again = await browser.newPage();
  await logInAs(again, 'employee@acme.test', newPassword);
  await again.close();
});

test('Alex turns 2FA on from the profile (password, QR, code), then off again', async ({ page }) => {
  await logInAs(page, 'employee@acme.test', newPassword);
  await openProfile(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section).toContainText('Off');
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  const qr = page.getByRole('dialog', { name: 'Set up two factor authentication' });
  await qr.getByLabel('Current password').fill(newPassword);
  await qr.getByRole('button', { name: 'Continue' }).click();
  await expect(qr.getByTestId('two-fa-qr')).toBeVisible();
  const secret = (await qr.getByTestId('two-fa-secret').textContent())!.replace(/\s+/g, '');
  await checkAtBothWidths(page, 'profile-two-fa-qr', { panel: true });
  await qr.getByRole('button', { name: 'Enter the code' }).click();

  const code = page.getByRole('dialog', { name: 'Enable two factor authentication' });
  await typeCode(page, '000000');
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(code.getByText('The code you entered is not valid. Please try again')).toBeVisible();
  await checkAtBothWidths(page, 'profile-two-fa-code', { panel: true });
  await typeCode(page, await codeFor(secret));
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    'Two-factor authentication is now on. You will be asked for a code each time you log in.',
  );
  await expect(section).toContainText('On');

  await section.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await disable.getByLabel('Current password').fill(newPassword);
  // The second factor too: a wrong code is refused on the boxes.
  await typeCode(page, '000000');
  await checkAtBothWidths(page, 'profile-two-fa-disable', { panel: true });
  await disable.getByRole('button', { name: 'Turn off' }).click();
  await expect(disable.getByText('The code you entered is not valid. Please try again')).toBeVisible();
  // The authenticator's next code: the one that turned 2FA on was accepted once already.
  await typeCode(page, await codeFor(secret, 1));
  await disable.getByRole('button', { name: 'Turn off' }).click();
  await expect(disable).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Two-factor authentication is now off.');
  await expect(section.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
});

test('Jordan changes email: the link goes to the new address and, opened signed out, finishes after login', async ({
  page,
  browser,
  request,
}) => {
  await logInAs(page, 'probation@acme.test', DEMO_PASSWORD);
  await page.goto(on('acme', '/app/home/my-profile/'));
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('button', { name: 'Change email' }).click();
  await details.getByLabel('New email address').fill('jordan.lee@example.com');
  await details.getByLabel('Current password').fill(DEMO_PASSWORD);
  await details.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(details.getByRole('status')).toContainText("We've sent a confirmation link to jordan.lee@example.com");

  const mail = await waitForMail(request, 'jordan.lee@example.com', /Confirm your new Acme Rewards email address/);
  const link = linkIn(mail, '/app/home/my-profile/');
  const fresh = await browser.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(on('acme', '/'));
  await acceptCookies(fresh);
  await submitEmail(fresh, 'probation@acme.test');
  await submitPassword(fresh, DEMO_PASSWORD);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(fresh.getByText('Your email address is now jordan.lee@example.com.')).toBeVisible();
  await expect(fresh).toHaveURL(on('acme', '/app/home/my-profile/'));
  await expect(fresh.getByRole('region', { name: 'Your details' })).toContainText('jordan.lee@example.com');
  await fresh.close();
  await waitForMail(request, 'probation@acme.test', /Your Acme Rewards email address has changed/);
});
