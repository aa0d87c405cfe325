// The pages a visit can end on when a page is refused, missing or broken: each is titled
// "{title} | {brand}" like every other page, and the crash page offers the way home and reports
// the error to the gateway, which logs it under the report's request id.
import { expect, test } from '@playwright/test';
import { logIn, on } from './support';

test('Access Denied and Page not found are titled "{title} | {brand}", signed in or not', async ({ page }) => {
  await page.goto(on('acme', '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Acme Rewards');

  await logIn(page, 'acme', 'employee@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | Acme Rewards');

  await page.goto(on('acme', '/app/no-such-page/'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Acme Rewards');
});
