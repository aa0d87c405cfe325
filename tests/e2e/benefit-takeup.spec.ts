// Benefit take-up and the dashboard home in the browser, on the real services and the seeded
// data: Sam's quick links and approvals summary, the take-up chart with its table and CSV (held to
// the api's own figures), one benefit's people and the view-benefit-takeup-detail side panel, axe
// at both widths; Quinn (an employer who is not an administrator) and Alex (an employee) refused.
// Jamie (Globex, the insight-enabled client) has the same pages in benefit-takeup-insights.final.spec.ts.
// Read only: nothing here changes demo data another spec relies on.
import { readFileSync } from 'node:fs';
import type { BenefitTakeupFigures as Figures } from '@portal/contract/benefit-takeup';
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { DEMO_PASSWORD, logIn, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;

test.describe.configure({ timeout: 180_000 });

test('Sam opens benefit take-up from the dashboard: the chart, its table and CSV of the real figures, a benefit and its side panel', async ({
  page,
  request,
}) => {
  // The figures as the api counts them, to hold the page to.
  const login = await request.post(`${apiUrl}/login`, {
    data: { email: 'employer@acme.test', password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e' },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = (await (
    await request.get(`${apiUrl}/user`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { clientId: number };
  const summary = (await (
    await request.get(`${apiUrl}/client/${me.clientId}/benefit-takeup`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: Figures[];
  };
  const pension = summary.data.find((row) => row.benefitName === 'Pension')!;
  expect(pension.enrolled).toBeGreaterThan(20);

  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  const quickLinks = page.getByRole('region', { name: 'Quick links' });
  await expect(
    quickLinks.getByText('Employee engagement, benefit take-up, approvals and platform settings.'),
  ).toBeVisible();
  for (const [name, href] of [
    ['Employee engagement', '/app/dashboard/employee-engagement/'],
    ['Employee insights', '/app/dashboard/employee-insights/'],
    ['Benefit take-up', '/app/dashboard/benefit-takeup'],
    ['Platform settings', '/app/dashboard/platform-settings/'],
    ['Reporting', '/app/reporting'],
    ['Vouchers', '/app/ccv/manage'],
  ] as const) {
    await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await checkAtBothWidths(page, 'dashboard-home');

  await quickLinks.getByRole('link', { name: 'Benefit take-up', exact: true }).click();
  await expect(page).toHaveURL(on('acme', '/app/dashboard/benefit-takeup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Benefit take-up' })).toBeVisible();
  await expect(page).toHaveTitle('Benefit take-up | Acme Rewards');
  // The chart: one bar per benefit with a figure.
  const chart = page.getByTestId('takeup-chart');
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(
    summary.data.filter((row) => row.takeUpPercentage > 0).length,
  );
  await expect(chart.getByText(`${pension.takeUpPercentage}%`, { exact: true })).toBeVisible();
  // The table view, for screen readers and everyone: each benefit's figures as the api counted them.
  const table = page.getByRole('table', { name: /Take-up by benefit/ });
  await expect(table.getByRole('row')).toHaveCount(summary.data.length + 1);
  const pensionRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Pension', exact: true }) });
  await expect(pensionRow.getByRole('cell')).toHaveText([
    String(pension.eligible),
    String(pension.enrolled),
    String(pension.pending),
    String(pension.optedOut),
    `${pension.takeUpPercentage}%`,
  ]);
  await checkAtBothWidths(page, 'benefit-takeup');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('benefit-take-up-2026.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe('Benefit,Eligible,Enrolled,Pending,Opted out,Take-up (%)');
  expect(csv).toContain(
    `Pension,${pension.eligible},${pension.enrolled},${pension.pending},${pension.optedOut},${pension.takeUpPercentage}`,
  );
  expect(csv).toHaveLength(summary.data.length + 2);

  // One benefit: the people enrolled, and a row's side panel.
  await table.getByRole('link', { name: 'Pension', exact: true }).click();
  await expect(page).toHaveURL(on('acme', `/app/dashboard/benefit-takeup/${pension.benefitId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pension - Take-up' })).toBeVisible();
  const people = page.getByRole('table', { name: 'People enrolled' });
  await expect(people.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText(`Page 1 of ${Math.ceil(pension.enrolled / 10)}`)).toBeVisible();
  await checkAtBothWidths(page, 'benefit-takeup-pension');
  const first = people.locator('tbody tr').first().getByRole('button');
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  const panel = page.getByRole('dialog', { name: `Selection of ${name}` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Your contribution');
  await expect(panel).toContainText('of salary');
  await checkAtBothWidths(page, 'view-benefit-takeup-detail', { panel: true });
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel).toBeHidden();

  // Another state of another benefit: Alex opted out of the gym.
  const gym = summary.data.find((row) => row.benefitName === 'Gym Membership')!;
  await page.goto(on('acme', `/app/dashboard/benefit-takeup/${gym.benefitId}`));
  await page.getByLabel('Show').selectOption('OPTED_OUT');
  const optedOut = page.getByRole('table', { name: 'People opted out' });
  await expect(optedOut.getByRole('button', { name: 'View the selection of Alex Morgan' })).toBeVisible();
  await expect(optedOut.locator('tbody tr')).toHaveCount(Math.min(10, gym.optedOut));
});

test("Sam's approvals summary links each benefit to its approval page", async ({ page }) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  const approvals = page.getByRole('region', { name: 'Selections awaiting approval' });
  const links = approvals.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const benefitName = ((await link.textContent()) ?? '').trim();
    await expect(link).toHaveAttribute('href', /^\/app\/dashboard\/approve-selections\/\d+$/);
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${benefitName} - Selections awaiting approval` }),
    ).toBeVisible();
    await page.goBack();
    await expect(approvals).toBeVisible();
  }
});

test('Quinn, an employer who is not an administrator, gets Access Denied and no quick links', async ({ page }) => {
  await logIn(page, 'acme', 'hr@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick links' })).toHaveCount(0);
  for (const path of ['/app/dashboard/benefit-takeup', '/app/dashboard/benefit-takeup/1']) {
    await page.goto(on('acme', path));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  }
});

test('an employee gets Access Denied on benefit take-up', async ({ page }) => {
  await logIn(page, 'acme', 'employee@acme.test');
  for (const path of ['/app/dashboard/benefit-takeup', '/app/dashboard/benefit-takeup/1']) {
    await page.goto(on('acme', path));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  }
});
