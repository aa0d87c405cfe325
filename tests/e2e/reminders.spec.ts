// The window-closing reminders on the profile, in the browser, on the real services: Alex turns
// them off, the choice survives a reload (the api kept it), and turns them on again.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

test('Alex turns the window-closing reminders off and on again from the profile', async ({ page }) => {
  await logIn(page, 'acme', 'employee@acme.test');
  await page.goto(on('acme', '/app/home/my-profile/'));
  const region = page.getByRole('region', { name: 'Reminders' });
  await expect(region).toContainText('14 days and 3 days before your selection window closes');
  const toggle = region.getByRole('checkbox', { name: 'Email me before my selection window closes' });
  await expect(toggle).toBeChecked();
  await region.getByText('Email me before my selection window closes').click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();

  await page.reload();
  await expect(toggle).not.toBeChecked();
  await region.scrollIntoViewIfNeeded();
  await checkAtBothWidths(page, 'profile-reminders');

  await region.getByText('Email me before my selection window closes').click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(toggle).toBeChecked();
});
