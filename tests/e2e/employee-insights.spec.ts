// The employer administrator's dashboard pages in the browser, on the real services and the
// seeded year of logins: Employee engagement (day, week and month, each chart's table and CSV)
// and Employee insights; both checked with axe at desktop and 375 px; and refused to Quinn, who
// is an employer but not an administrator, and to an employee. Nothing here changes demo data
// (Sam's own login adds one to today's count, as any login does).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

test.describe.configure({ timeout: 120_000 });

const refusedPaths = ['/app/dashboard/employee-engagement/', '/app/dashboard/employee-insights/'];

test('Sam sees engagement charts of seeded logins, switches day, week and month, and reads and downloads the figures', async ({
  page,
}) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/employee-engagement/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employee engagement' })).toBeVisible();
  await expect(page).toHaveTitle('Employee engagement | Acme Rewards');
  const logins = page.getByRole('region', { name: 'Logins over time' });
  const registration = page.getByRole('region', { name: 'Registration over time' });
  // The drawings are there, with bars and a line from the seeded data.
  await expect(logins.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(registration.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ registered$/)).toBeVisible();
  const loginsTable = logins.getByRole('table', { name: 'Logins over time, The last 30 days' });
  await expect(loginsTable.locator('tbody tr')).toHaveCount(30);
  await checkAtBothWidths(page, 'employee-engagement');

  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  const weeks = logins.getByRole('table', { name: 'Logins over time, The last 26 weeks' });
  await expect(weeks.locator('tbody tr')).toHaveCount(26);
  await page.getByRole('button', { name: 'Month' }).click();
  const months = logins.getByRole('table', { name: 'Logins over time, The last 12 months' });
  await expect(months.locator('tbody tr')).toHaveCount(12);
  // A year of seeded logins: every month has some.
  const monthly = (await months.locator('tbody td').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  expect(monthly.every((value) => value > 0)).toBe(true);

  // The table, shown to everyone in place of the chart.
  await logins.getByRole('button', { name: 'Show as table' }).click();
  await expect(months).toBeVisible();
  await expect(logins.locator('.recharts-bar-rectangle')).toHaveCount(0);
  await checkAtBothWidths(page, 'employee-engagement-table');
  await logins.getByRole('button', { name: 'Show as chart' }).click();
  await expect(logins.locator('.recharts-bar-rectangle').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    logins.getByRole('link', { name: 'Download CSV: Logins over time' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logins-by-month.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe('Month,Logins');
  expect(csv).toHaveLength(14);
  expect(csv.slice(1, 13).map((line) => Number(line.split(',')[1]))).toEqual(monthly);
});

test('Sam sees headcount, registration and 2FA by department and location, as charts, tables and CSV', async ({
  page,
}) => {
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/employee-insights/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employee insights' })).toBeVisible();
  await expect(page).toHaveTitle('Employee insights | Acme Rewards');
  const departments = page.getByRole('region', { name: 'By department' });
  const locations = page.getByRole('region', { name: 'By location' });
  await expect(departments.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(locations.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const departmentTable = departments.getByRole('table', { name: 'By department' });
  await expect(departmentTable.getByRole('rowheader', { name: 'Production' })).toBeAttached();
  await expect(departmentTable.getByRole('rowheader', { name: 'Not recorded' })).toBeAttached();
  await checkAtBothWidths(page, 'employee-insights');

  await locations.getByRole('button', { name: 'Show as table' }).click();
  const locationTable = locations.getByRole('table', { name: 'By location' });
  await expect(locationTable.getByRole('rowheader', { name: 'Manchester' })).toBeVisible();
  await expect(locationTable.getByRole('rowheader', { name: 'Glasgow' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    locations.getByRole('link', { name: 'Download CSV: By location' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('employees-by-location.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe('Location,Headcount,Registered,Registered (%),2FA enabled,2FA enabled (%)');
  expect(csv.some((line) => line.startsWith('Manchester,'))).toBe(true);
});

test('Quinn, an employer but not an administrator, and Alex, an employee, are refused both pages', async ({
  page,
  browser,
}) => {
  await logIn(page, 'acme', 'hr@acme.test');
  for (const path of refusedPaths) {
    await page.goto(on('acme', path));
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  const employee = await browser.newContext();
  try {
    const alex = await employee.newPage();
    await logIn(alex, 'acme', 'employee@acme.test');
    for (const path of refusedPaths) {
      await alex.goto(on('acme', path));
      await expect(alex.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    }
  } finally {
    await employee.close();
  }
});
