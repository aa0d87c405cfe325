// Platform settings in the browser, on the real services. These tests change Acme for everyone
// (its 2FA requirement, Contact us, its support contact), so they run in the `final` project,
// after every other spec, one at a time, and put back what they change (an afterAll puts it back
// through the api should a test fail half-way).
import { expect, type APIRequestContext, test } from '@playwright/test';
import { checkAtBothWidths, expectNoAxeViolations } from './accessibility';
import { acceptCookies, DEMO_PASSWORD, logIn, on, submitEmail, submitPassword } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;
const page375 = { width: 375, height: 812 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Acme as seeded: what every other spec relies on. */
async function restoreAcme(request: APIRequestContext) {
  const login = await request.post(`${apiUrl}/login`, {
    data: { email: 'employer@acme.test', password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e' },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get(`${apiUrl}/user`, { headers })).json()) as { clientId: number };
  const base = `${apiUrl}/v2/client/${user.clientId}`;
  await request.patch(`${base}/employees/two-factor-authentication/enforcement-setting`, {
    headers,
    data: { isEnforcementTwoFAEnabled: false },
  });
  await request.patch(`${base}/support-settings`, {
    headers,
    data: { contactUsEnabled: true, supportEmail: 'benefits@acme.test', supportNumber: '0161 496 0000' },
  });
}

test.afterAll(async ({ request }) => {
  await restoreAcme(request);
});

test('an employee and an employer who is not an administrator are refused the platform settings', async ({
  browser,
}) => {
  // Casey (an employee) stands in for Alex, whose password profile.last.spec.ts changes before this runs.
  for (const email of ['leaver@acme.test', 'hr@acme.test']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'acme', email);
    await page.goto(on('acme', '/app/dashboard/platform-settings/'));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Require 2FA for every employee' })).toHaveCount(0);
    await context.close();
  }
});

test('Sam checks the support contact, turns Contact us off and on again', async ({ page }) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/platform-settings/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeVisible();
  await expect(page).toHaveTitle('Platform settings | Acme Rewards');
  const email = page.getByRole('textbox', { name: 'Support email' });
  const phone = page.getByRole('textbox', { name: 'Support phone number' });
  await expect(email).toHaveValue('benefits@acme.test');
  await expect(phone).toHaveValue('0161 496 0000');
  await checkAtBothWidths(page, 'platform-settings');

  // Wrong values are refused in the spec's words, at 375 px too.
  await page.setViewportSize(page375);
  await email.fill('benefits-at-acme');
  await phone.fill('call us');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expectNoAxeViolations(page, 'platform settings with errors (375 px)');
  await page.screenshot({ path: 'tests/.artifacts/screens/platform-settings-errors-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Contact us off: the page sends people home; then on again, as it was.
  await email.fill('benefits@acme.test');
  await phone.fill('0161 496 0000');
  const contactUs = page.getByRole('checkbox', { name: 'Contact us page' });
  await expect(contactUs).toBeChecked();
  await page.getByText('Contact us page', { exact: true }).click();
  await expect(contactUs).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.goto(on('acme', '/contact-us/'));
  await expect(page).toHaveURL(on('acme', '/app/home/'));

  await page.goto(on('acme', '/app/dashboard/platform-settings/'));
  await expect(contactUs).not.toBeChecked();
  await page.getByText('Contact us page', { exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.goto(on('acme', '/contact-us/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('Sam turns 2FA enforcement on, then an Acme employee is sent to 2FA setup at login; Sam turns it off again', async ({
  page,
  browser,
}) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/platform-settings/'));
  const enforcement = page.getByRole('checkbox', { name: 'Require 2FA for every employee' });
  await expect(enforcement).not.toBeChecked();
  await page.getByText('Require 2FA for every employee', { exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Require 2FA for every employee?' });
  await expect(dialog).toContainText('Every employee without 2FA will be asked to set it up at their next login');
  await expectNoAxeViolations(page, 'enforcement confirmation');
  await page.screenshot({ path: 'tests/.artifacts/screens/platform-settings-confirm-1280.png' });
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2FA is now required for every employee.')).toBeVisible();
  await expect(enforcement).toBeChecked();

  // Robin Hayes, an Acme employee without 2FA (whose password no spec changes), in a browser of their own.
  const employee = await browser.newContext();
  const robin = await employee.newPage();
  await robin.goto(on('acme'));
  await acceptCookies(robin);
  await submitEmail(robin, 'terms@acme.test');
  await submitPassword(robin, DEMO_PASSWORD);
  await expect(robin).toHaveURL(on('acme', '/two-fa-qr-setup/'));
  await expect(robin.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeVisible();
  await employee.close();

  // Off again: the confirmation says employees may then turn 2FA off.
  await page.getByText('Require 2FA for every employee', { exact: true }).click();
  const off = page.getByRole('alertdialog', { name: 'Stop requiring 2FA?' });
  await expect(off).toContainText('may turn it off in their profile settings');
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('2FA is no longer required.')).toBeVisible();
  await expect(enforcement).not.toBeChecked();
});
