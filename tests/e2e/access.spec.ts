// Who may do what, through the browser: the screens offer only what the api's access declarations
// allow this session (Viewer.can), and the api refuses the rest when it is asked by hand.
// - an employer who is neither administrator nor approver (Quinn Harper) is offered no view-as,
//   no account access and no approvals, and meets "Access Denied" at their addresses;
// - acting as a person who owes updated terms, the terms screen says only they can accept them,
//   and offers no step to do so; their terms stay unaccepted, and their password, 2FA and email
//   are not offered;
// - a voucher-only leaver who opens a benefit's setup by its address meets "Access Denied", and
//   the api refuses the same choice sent by hand.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { DEMO_PASSWORD, logIn, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;

async function apiLogIn(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  site: string,
): Promise<string> {
  const answer = await request.post(`${apiUrl}/login`, {
    data: { email, password: DEMO_PASSWORD, deviceToken: 'e2e', site },
  });
  const body = (await answer.json()) as { access_token?: string };
  expect(body.access_token, `a login for ${email}`).toEqual(expect.any(String));
  return body.access_token!;
}

test('an employer with no other rights is offered no view-as, account access or approvals, and meets Access Denied at their addresses', async ({
  page,
}) => {
  await logIn(page, 'acme', 'hr@acme.test');
  // Home: no card leads to approvals.
  await expect(page.getByRole('heading', { name: 'Hello, Quinn' })).toBeVisible();
  await expect(page.getByText('Approve selections')).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account access' })).toHaveCount(0);
  await expect(page.getByText('Only approvers can approve selections.')).toBeVisible();

  // The employee table is theirs, but no employee's panel offers to view the portal as them.
  await page.getByRole('link', { name: 'View employee data' }).click();
  const employees = page.getByRole('tabpanel', { name: 'Employees' });
  await employees.getByLabel('Search by name or email').fill('employee@acme.test');
  await expect(employees.locator('tbody tr')).toHaveCount(1);
  await employees
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^View / })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Employee data' });
  await expect(drawer.getByText('Alex Morgan')).toBeVisible();
  await expect(drawer.getByText('View as this employee')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).first().click();

  for (const path of [
    '/app/dashboard/approve-selections/1',
    '/app/dashboard/approve-selections',
    '/app/dashboard/account-access',
    '/app/reporting',
  ]) {
    await page.goto(on('acme', path));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page).toHaveTitle('Access Denied | Acme Rewards');
  }
  await checkAtBothWidths(page, 'access-denied');
});

test('acting as Robin Hayes, who owes updated terms, the terms are shown but only Robin can accept them', async ({
  browser,
  request,
}) => {
  // Two browsers' sessions and a screen checked by axe at two widths.
  test.slow();
  const sam = await apiLogIn(request, 'employer@acme.test', 'acme');
  const headers = { authorization: `Bearer ${sam}` };
  const { clientId } = (await (await request.get(`${apiUrl}/user`, { headers })).json()) as { clientId: number };
  const found = await request.get(`${apiUrl}/v2/client/${clientId}/employees?search=terms%40acme.test`, { headers });
  expect(found.ok()).toBe(true);
  const robin = ((await found.json()) as { data: { id: number; email: string }[] }).data.find(
    (person) => person.email === 'terms@acme.test',
  )!;
  const started = await request.post(`${apiUrl}/masquerade/employer/${clientId}/${robin.id}`, {
    headers,
    data: { reason: 'Robin asked what the new terms say' },
  });
  expect(started.status()).toBe(201);
  const { url } = (await started.json()) as { url: string };

  const context = await browser.newContext();
  const view = await context.newPage();
  await view.goto(url);
  await expect(view.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
  await expect(
    view.getByText('Only Robin Hayes can accept the updated terms and conditions.', { exact: false }),
  ).toBeVisible();
  await expect(view.getByRole('checkbox', { name: 'I have read the terms and conditions' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await checkAtBothWidths(view, 'access-terms-in-masquerade');
  await view.getByRole('button', { name: 'Continue without accepting' }).click();
  await expect(view.getByRole('heading', { name: 'Hello, Robin' })).toBeVisible();

  // The profile offers nothing that is Robin's alone.
  await view.goto(on('acme', '/app/home/my-profile/'));
  await expect(view.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await expect(view.getByText('Only Robin Hayes can do this: you are acting as them.').first()).toBeVisible();

  // The api refuses the acceptance sent by hand with the masquerade's own session, and Robin still owes it.
  const token = await view.evaluate(
    () => (JSON.parse(localStorage.getItem('loginCredentials') ?? '{}') as { access_token: string }).access_token,
  );
  const [, personId, year] = token.split('.');
  const refused = await request.patch(`${apiUrl}/user/policies`, {
    headers: {
      authorization: `Bearer ${token}`,
      'x-gateway-secret': 'e2e-gateway-secret',
      'x-masquerade-user-id': personId!,
      'x-masquerade-scheme-year': year!,
    },
    data: { termsAccepted: true },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ refusal: 'masquerade' });
  const robinsOwn = await apiLogIn(request, 'terms@acme.test', 'acme');
  const me = await request.get(`${apiUrl}/user`, { headers: { authorization: `Bearer ${robinsOwn}` } });
  expect(await me.json()).toMatchObject({ siteTermsUpdated: true });
  await context.close();
});

test("a voucher-only leaver meets Access Denied at a benefit's setup, and the api refuses the choice sent by hand", async ({
  page,
  request,
}) => {
  await logIn(page, 'acme', 'leaver@acme.test');
  await page.goto(on('acme', '/app/my-benefits/3/setup/'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await page.goto(on('acme', '/app/my-benefits/'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  const casey = await apiLogIn(request, 'leaver@acme.test', 'acme');
  const chosen = await request.post(`${apiUrl}/benefit/3/selection`, {
    headers: { authorization: `Bearer ${casey}` },
    data: { values: { amount: 10000 }, accepted_terms: 1 },
  });
  expect(chosen.status()).toBe(403);
  expect(await chosen.json()).toMatchObject({ refusal: 'voucher-only' });
});
