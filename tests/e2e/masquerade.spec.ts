// Masquerade end to end (docs/masquerade.md): a platform administrator logs in with their second
// factor, finds Alex Morgan, gives a reason and opens the one-time link; Alex's pages carry the
// banner and no cookie banner; a password change is refused; End ends it; Alex is mailed; Acme's
// employer sees the session under Account access. Expired links land on /sso-error/. Every screen
// passes axe at desktop size and at 375 px, and is photographed into tests/.artifacts/screens.
import { expect, test } from '@playwright/test';
import { codeFor } from '../../api/src/testing/test-totp';
import { checkAtBothWidths } from './accessibility';
import { acceptCookies, DEMO_PASSWORD, logIn, on, submitEmail, submitPassword, typeCode, waitForMail } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;
// scripts/e2e-server.mjs gives the api and the gateway this secret.
const gatewaySecret = 'e2e-gateway-secret';
const reason = 'Ticket 4821: Alex cannot see their pension';

test(
  'admin@platform.test masquerades as Alex Morgan with a reason, and Acme sees it under Account access',
  { tag: '@smoke' },
  async ({ page, browser, request }) => {
    // Three browsers' sessions, a second factor and four screens checked by axe at two widths.
    test.slow();
    // The administrator's own session, with their second factor (platform administrators must use 2FA).
    await page.goto(on('localhost'));
    await acceptCookies(page);
    await submitEmail(page, 'admin@platform.test');
    await submitPassword(page, DEMO_PASSWORD);
    await expect(page).toHaveURL(on('localhost', '/two-fa/'));
    await typeCode(page, await codeFor('GEZDGNBVGY3TQOJQ'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/app\/home\/$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Masquerade' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Masquerade' })).toBeVisible();
    await page.getByLabel('Search people by name or email').fill('employee@acme');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Choose Alex Morgan' }).click();
    // A reason is required.
    await page.getByRole('button', { name: 'Create masquerade link' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Reason').fill(reason);
    await expect(page.getByLabel('Scheme year')).toHaveValue('2026');
    await checkAtBothWidths(page, 'masquerade-admin-screen');
    await page.getByRole('button', { name: 'Create masquerade link' }).click();
    const link = await page.getByRole('textbox', { name: 'Open masquerade link' }).inputValue();
    expect(link).toMatch(/^http:\/\/acme\.localhost:\d+\/sso-login\/msq[\w-]+\/2026$/);

    // The link opens Alex's account on Acme's site, in a browser of its own.
    const masqueradeContext = await browser.newContext();
    const alex = await masqueradeContext.newPage();
    await alex.goto(link);
    await expect(alex).toHaveURL(on('acme', '/app/home/'));
    const banner = alex.getByRole('region', { name: 'Masquerade session' });
    await expect(banner).toContainText('You are acting as Alex Morgan · scheme year 2026');
    await expect(alex.getByRole('heading', { name: 'Hello, Alex' })).toBeVisible();
    await expect(alex.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
    await checkAtBothWidths(alex, 'masquerade-banner');

    // A password change in this session is refused. The browser's own session asks the api as the
    // gateway would, with its secret and the headers.
    const token = await alex.evaluate(
      () => (JSON.parse(localStorage.getItem('loginCredentials') ?? '{}') as { access_token: string }).access_token,
    );
    const [, personId, year] = token.split('.');
    const refused = await request.post(`${apiUrl}/password`, {
      headers: {
        authorization: `Bearer ${token}`,
        'x-gateway-secret': gatewaySecret,
        'x-masquerade-user-id': personId!,
        'x-masquerade-scheme-year': year!,
      },
      data: {
        current_password: DEMO_PASSWORD,
        password: 'Crimson-Lantern-42',
        password_confirmation: 'Crimson-Lantern-42',
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'This cannot be done during a masquerade session',
      refusal: 'masquerade',
    });

    // The same link does not open twice.
    const again = await masqueradeContext.newPage();
    await again.goto(link.replace('acme.localhost', 'localhost'));
    await expect(again.getByText('Ooops your link has expired', { exact: false })).toBeVisible();

    // End, from the banner.
    await banner.getByRole('link', { name: 'End masquerade' }).click();
    await expect(alex).toHaveURL(on('acme', '/logout-success/'));
    await expect(alex.getByRole('region', { name: 'Masquerade session' })).toHaveCount(0);
    await masqueradeContext.close();

    // Alex is told who, when and why.
    const mail = await waitForMail(request, 'employee@acme.test', /^Support accessed your Acme Rewards account$/);
    expect(mail.text).toContain(reason);

    // Acme's employer finds it under Account access.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'acme', 'employer@acme.test');
    await employer.goto(on('acme', '/app/dashboard/'));
    await employer.getByRole('link', { name: 'Account access' }).click();
    await expect(employer.getByRole('heading', { level: 1, name: 'Account access' })).toBeVisible();
    const row = employer.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('Alex Morgan (employee@acme.test)');
    await expect(row).toContainText(', platform support');
    // The list holds the employer's own view-as sessions too: it does not speak as support alone.
    await expect(employer.getByText(/our support team/)).toHaveCount(0);
    await checkAtBothWidths(employer, 'masquerade-account-access');
    await employerContext.close();
  },
);

test('an expired or unknown masquerade link, and a bad sso token, land on /sso-error/', async ({ page }) => {
  await page.goto(on('acme', '/sso-login/msqNoSuchLinkEverIssued/2026'));
  await expect(page).toHaveURL(on('acme', '/sso-error/?reason=masquerade-link-expired'));
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to log in' })).toBeVisible();
  await expect(page.getByText('Sorry, there was a problem signing in to your account')).toBeVisible();
  await expect(
    page.getByText(
      "Ooops your link has expired: This link has expired. Don't worry close this tab and start the masquerade session again.",
    ),
  ).toBeVisible();
  await acceptCookies(page);
  await checkAtBothWidths(page, 'masquerade-sso-error');

  await page.goto(on('acme', '/sso-login/not-a-token'));
  await expect(page).toHaveURL(on('acme', '/sso-error/?reason=sso'));
  await expect(
    page.getByText('Oops somethings gone wrong. We are unable to connect you. Please contact us'),
  ).toBeVisible();
});

test('/sso-login is skipped by someone already logged in', async ({ page }) => {
  await logIn(page, 'acme', 'probation@acme.test');
  await page.goto(on('acme', '/sso-login/msqAnything/2026'));
  await expect(page).toHaveURL(on('acme', '/app/home/'));
  await expect(page.getByRole('region', { name: 'Masquerade session' })).toHaveCount(0);
});

test("employer@acme.test opens one of their employees' view from the employees table", async ({ page, browser }) => {
  // Two browsers' sessions and a side panel checked by axe at two widths.
  test.slow();
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/employee-data/'));
  const employees = page.getByRole('tabpanel', { name: 'Employees' });
  await employees.getByLabel('Search by name or email').fill('.14@acme.test');
  await expect(employees.locator('tbody tr')).toHaveCount(1);
  const row = employees.locator('tbody tr').first();
  const email = (await row.locator('td:nth-child(2)').textContent())!.trim();
  await row.getByRole('button', { name: /^View / }).click();
  const drawer = page.getByRole('dialog', { name: 'Employee data' });
  await expect(drawer.getByText('View as this employee')).toBeVisible();
  await drawer.getByRole('button', { name: 'Create link' }).click();
  await expect(drawer.getByText('This field is required')).toBeVisible();
  await drawer.getByLabel('Reason').fill('Checking what they see of their pension');
  await checkAtBothWidths(page, 'masquerade-employer-view-as');
  await drawer.getByRole('button', { name: 'Create link' }).click();
  const open = drawer.getByRole('link', { name: /^Open .+'s view$/ });
  const href = (await open.getAttribute('href'))!;
  expect(href).toMatch(/^http:\/\/acme\.localhost:\d+\/sso-login\/msq[\w-]+\/2026$/);

  const employeeView = await (await browser.newContext()).newPage();
  await employeeView.goto(href);
  await expect(employeeView).toHaveURL(on('acme', '/app/home/'));
  const name = (await open.textContent())!.replace(/^Open (.+)'s view$/, '$1');
  await expect(employeeView.getByRole('region', { name: 'Masquerade session' })).toContainText(
    `You are acting as ${name} · scheme year 2026`,
  );
  await employeeView.getByRole('link', { name: 'End masquerade' }).click();
  await expect(employeeView).toHaveURL(on('acme', '/logout-success/'));

  await page.goto(on('acme', '/app/dashboard/account-access'));
  const session = page.getByRole('row').filter({ hasText: 'Checking what they see of their pension' });
  await expect(session).toContainText(`${name} (${email})`);
  // Said as who it was: the administrator by name, not support.
  await expect(session).toContainText('Sam Patel, employer administrator');
  await expect(page.getByText(/our support team/)).toHaveCount(0);
});
