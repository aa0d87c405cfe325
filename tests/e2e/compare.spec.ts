// Compare in a real browser against the real services, as Alex Morgan: Private Medical Insurance's
// levels side by side from its benefit page, Alex's current level (Family) marked, and choosing
// another opening Manage with it filled in, nothing changed until Confirm. The screen passes axe
// at 1280 and 375 px, and never scrolls sideways at 375 px.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn } from './support';

test('Alex compares the Private Medical levels and opens one in Manage, filled in', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'acme', 'employee@acme.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My benefits' }).click();
  await page.getByRole('link', { name: 'Private Medical Insurance', exact: true }).click();
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/\d+\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Private Medical Insurance' })).toBeVisible();
  await expect(page).toHaveTitle('Compare Private Medical Insurance | Acme Rewards');

  const options = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(options).toHaveCount(3);
  const family = options.filter({ has: page.getByRole('heading', { name: 'Family' }) });
  await expect(family.getByText('Your current choice')).toBeVisible();
  await expect(family.getByText('You, your partner and your children')).toBeVisible();
  const employee = options.filter({ has: page.getByRole('heading', { name: 'Employee', exact: true }) });
  await expect(employee.getByText('Your current choice')).toHaveCount(0);
  await expect(employee.getByText('Your employer adds')).toBeVisible();
  await expect(employee.getByText('£68.00 a month')).toBeVisible();
  await checkAtBothWidths(page, 'compare-private-medical');

  // Never wider than the window at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Choose Employee and partner' }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/\d+\/manage\?level=employee-partner$/);
  await expect(page.getByRole('radio', { name: /^Employee and partner/ })).toBeChecked();
  await expect(
    page.getByText('We have filled in the suggested values. Nothing changes until you confirm.'),
  ).toBeVisible();
  await expect(page.locator('h1 ~ [data-status-label]')).toHaveText('Status: Active');
});
