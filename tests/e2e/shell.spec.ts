import { expect, test } from '@playwright/test';
import { logIn, on } from './support';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto(on('acme', '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(on('acme', '/'));
});

for (const [path, title] of [
  ['/cookie-policy/', 'Our Cookie Policy'],
  ['/privacy-statement/', 'Privacy statement'],
  ['/terms-and-conditions/', 'Terms and conditions'],
] as const) {
  test(`the static page ${path} shows its content`, async ({ page }) => {
    await page.goto(on('acme', path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Acme Rewards`);
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    await expect(page.locator('main')).not.toContainText('Loading content');
    await expect(page.locator('main script')).toHaveCount(0);
  });
}

test('the cookie banner opens the cookie settings and stays away once accepted', async ({ page }) => {
  await page.goto(on('acme'));
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(600);
  await expect(dialog.getByText(/essential cookies/i).first()).toBeVisible();
  await expect(dialog.getByText(/video player cookies/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
});

test('the user menu works from the keyboard', async ({ page }) => {
  await logIn(page, 'acme', 'employee@acme.test');
  const trigger = page.getByRole('button', { name: /Alex/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My profile settings' })).toBeVisible();
  // Chakra's menu takes focus and starts listening for Escape one animation frame after it opens;
  // keys pressed before that go to the trigger. A person sees focus arrive first: so does the test.
  await expect(menu).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'My profile settings' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted', '');
  // The arrow key also re-focuses the menu in the next frame; an Escape before it would have that
  // late focus land on the closing menu and be lost with it, so let the frame pass first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens a full-screen menu with the same links and Logout', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await expect(page.locator('header img[src="/brands/acme/logo-mobile.svg"]')).toBeVisible();
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My benefits' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/logout-success\/?$/);
  });
});
