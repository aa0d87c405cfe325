// The employer's voucher screen in the browser, on the real services: Sam saves the month's order
// as a draft and places the month's order: the draft leaves the saved orders, a second tab that
// still shows it cannot place it again, and the employees' voucher balances move once. It runs in
// the `final` project: placing Acme's one order of the month, and the childcare-voucher selection
// it gives a generated employee first (Alex's own may have been opted out by benefits.spec.ts),
// must not race the specs that read Acme's selections and take-up. Also: who is refused.
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';
import { checkAtBothWidths, expectNoAxeViolations } from './accessibility';
import { DEMO_PASSWORD, jamieThroughMasquerade, logIn, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * A session for an account through the api, as the login screens would make one. The
 * platform-settings spec may have Acme requiring 2FA at this moment: then 2FA is set up too.
 */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await tokenUnlessRobotCheckOwed(request, email);
  if (token === null) throw new Error(`${email} owes the robot check: another spec failed a login with it`);
  return token;
}

/**
 * The login specs fail a password on purpose with some generated employees, and the next login of
 * such an email owes the robot check. A search among the generated employees passes over them
 * (null), rather than depending on which ones other specs happened to pick.
 */
async function tokenUnlessRobotCheckOwed(request: APIRequestContext, email: string): Promise<string | null> {
  // Acme's people, each on Acme's site.
  const login = { email, password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e' };
  const first = (await (await request.post(`${apiUrl}/login`, { data: login })).json()) as {
    access_token?: string;
    secret?: string;
    is_should_setup_2fa?: boolean;
    showRecaptcha?: boolean;
  };
  if (first.access_token) return first.access_token;
  if (first.showRecaptcha) return null;
  // The whole answer on failure: a refused login says why.
  expect(first).toMatchObject({ is_should_setup_2fa: true });
  const code = await generate({ secret: first.secret!, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });
  const setup = await request.post(`${apiUrl}/login/setup/mfa`, {
    data: { type: 'complete', code, secret: first.secret, ...login },
  });
  return ((await setup.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A generated Acme employee, registered and without 2FA, chooses childcare vouchers of £50.00 a month. */
async function anEmployeeChoosesVouchers(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const sam = await tokenOf(request, 'employer@acme.test');
  const { clientId } = (await (await request.get(`${apiUrl}/user`, { headers: bearer(sam) })).json()) as {
    clientId: number;
  };
  const data: { email: string; twoFactorEnabled: boolean; userType: string; employmentStatus: string }[] = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const list = await request.get(
      `${apiUrl}/v2/client/${clientId}/employees?filter[person_activated]=1&sort_by=name&range=desc&page=${page}`,
      { headers: bearer(sam) },
    );
    const body = (await list.json()) as { data: typeof data; last_page: number };
    data.push(...body.data);
    last = body.last_page;
  }
  const candidates = data.filter(
    (row) =>
      /\.\d+@acme\.test$/.test(row.email) &&
      !row.twoFactorEnabled &&
      row.userType === 'employee' &&
      row.employmentStatus === 'active',
  );
  // The scheme is closed to new members: the demo's one former member (who opted out) rejoins.
  for (const person of candidates) {
    const token = await tokenUnlessRobotCheckOwed(request, person.email);
    if (token === null) continue;
    const { benefits } = (await (
      await request.get(`${apiUrl}/benefits/user/eligible`, { headers: bearer(token) })
    ).json()) as { benefits: { id: number; groupCode: string }[] };
    const ccv = benefits.find((benefit) => benefit.groupCode === 'ccv')!;
    const page = (await (
      await request.get(`${apiUrl}/benefit/${ccv.id}/with-selection`, { headers: bearer(token) })
    ).json()) as { benefit: { terms: { version: number } | null }; selection: { status: string } | null };
    if (page.selection?.status !== 'opted-out') continue;
    const chosen = await request.post(`${apiUrl}/benefit/${ccv.id}/selection`, {
      headers: bearer(token),
      data: { values: { amount: 5000 }, accepted_terms: page.benefit.terms?.version ?? null },
    });
    expect(chosen.status()).toBe(201);
    return { email: person.email, token };
  }
  throw new Error('no former member of the childcare-voucher scheme among the generated employees');
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  return (
    (await (await request.get(`${apiUrl}/ccv/balance`, { headers: bearer(token) })).json()) as { balance: number }
  ).balance;
}

test('an employee and an employer who is not an administrator are refused the voucher screen', async ({ browser }) => {
  for (const email of ['leaver@acme.test', 'hr@acme.test']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A session through the api. Casey (an employee) stands in for Alex, whose password
    // profile.last.spec.ts changes before this runs.
    const token = await tokenOf(page.request, email);
    await page.goto(on('acme', '/'));
    await page.evaluate(
      ([access, type]) => {
        localStorage.setItem('loggedIn', 'true');
        localStorage.setItem('loginCredentials', JSON.stringify({ access_token: access, expires_in: 900 }));
        localStorage.setItem('user', JSON.stringify({ userType: type }));
      },
      [token, email.startsWith('hr') ? 'EMPLOYER' : 'EMPLOYEE'],
    );
    await page.goto(on('acme', '/app/ccv/manage'));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await context.close();
  }
});

test('Sam saves the month’s voucher order as a draft, then places the month’s order: the draft leaves the saved orders, and the balance moves once', async ({
  page,
  request,
  context,
}) => {
  const employee = await anEmployeeChoosesVouchers(request);
  const before = await balanceOf(request, employee.token);

  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/ccv/manage'));
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher management' })).toBeVisible();
  await expect(page).toHaveTitle('Voucher management | Acme Rewards');
  await expect(page.getByText('Next voucher date')).toBeVisible();
  await expect(page.getByText('No orders have been placed yet.')).toBeVisible();
  const order = page.getByRole('region', { name: /^Order for / });
  const summary = (await order.getByText(/^£[\d,]+\.\d\d · \d+ employees?$/).textContent())!;
  await checkAtBothWidths(page, 'voucher-management');

  await order.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Your order has been saved as a draft.')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved orders' });
  await expect(saved.getByRole('row')).toHaveCount(2);
  // A draft moves no balance.
  expect(await balanceOf(request, employee.token)).toBe(before);

  // A second tab shows the draft too.
  const other = await context.newPage();
  await other.goto(on('acme', '/app/ccv/manage'));
  const otherSaved = other.getByRole('region', { name: 'Saved orders' });
  await expect(otherSaved.getByRole('row')).toHaveCount(2);

  await order.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Place the order for / });
  await expect(dialog).toContainText(summary.replace(' · ', ' for '));
  await expect(dialog).toContainText('Only one order can be placed each month');
  await expectNoAxeViolations(page, 'voucher confirmation');
  await page.screenshot({ path: 'tests/.artifacts/screens/voucher-confirm-1280.png' });
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Your order for .+ has been placed\.$/)).toBeVisible();
  const placed = page.getByRole('region', { name: 'Placed orders' });
  await expect(placed.getByRole('row')).toHaveCount(2);
  await expect(placed.getByRole('row').nth(1)).toContainText('Sam Patel');
  // The placed order is no longer a draft.
  await expect(page.getByText('There are no saved orders.')).toBeVisible();
  await expect(saved.getByRole('row')).toHaveCount(0);
  await checkAtBothWidths(page, 'voucher-management-placed');

  // The second tab still lists the draft: placing it is refused in words, and pays nothing more.
  await otherSaved.getByRole('button', { name: /^Place the saved order for / }).click();
  const otherDialog = other.getByRole('alertdialog', { name: /^Place the order for / });
  await otherDialog.getByRole('button', { name: 'Place order' }).click();
  await expect(otherDialog.getByRole('alert')).toHaveText('An order has already been placed for this month');
  await other.screenshot({ path: 'tests/.artifacts/screens/voucher-placed-twice-1280.png' });
  await other.close();
  await page.reload();
  await expect(page.getByText('There are no saved orders.')).toBeVisible();

  // The employee's balance moved by their £50.00, once.
  expect(await balanceOf(request, employee.token)).toBe(before + 5000);
});

/** Jamie (support.ts's masquerade) on Acme's site: the browser keeps a site's login per origin, so it is carried over. */
async function jamieOnAcmeSite(request: APIRequestContext, browser: Browser) {
  const { context, page: globex } = await jamieThroughMasquerade(
    request,
    browser,
    'Checks that Globex sees none of Acme',
  );
  const stored = await globex.evaluate(() =>
    Object.fromEntries(
      ['loggedIn', 'loginCredentials', 'user', 'masquerade'].map((key) => [key, localStorage.getItem(key)]),
    ),
  );
  const page = await context.newPage();
  await page.goto(on('acme', '/'));
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) if (value !== null) localStorage.setItem(key, value);
  }, stored);
  return { context, page };
}

test('Jamie, Globex’s administrator, on Acme’s site sees only Globex’s vouchers and settings', async ({
  request,
  browser,
}) => {
  const { context, page } = await jamieOnAcmeSite(request, browser);
  await page.goto(on('acme', '/app/ccv/manage'));
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher management' })).toBeVisible();
  // Acme's order of the month (placed above) is not Globex's.
  await expect(page.getByText('No orders have been placed yet.')).toBeVisible();
  await page.goto(on('acme', '/app/dashboard/platform-settings/'));
  await expect(page.getByRole('textbox', { name: 'Support email' })).toHaveValue('benefits@globex.test');
  await context.close();
});
