// Video player cookies honoured in a real browser (docs/contact-and-cookies.md): a FAQ answer's
// YouTube video is a placeholder until the toggle is on; turning it on in the cookie settings the
// placeholder opens shows the player at once, without a reload (and the Content-Security-Policy
// lets it in); the footer's Cookie settings turn it off again. The machine has no internet: the
// player's URL is answered by a stand-in page.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

const question = 'Is there a video that explains salary sacrifice?';
const placeholderText =
  'This video is hosted by YouTube, which sets cookies. Turn on video player cookies to watch it.';

test('a FAQ’s video waits for video player cookies, and plays as soon as they are allowed', async ({ page }) => {
  test.slow();
  const playerRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><body style="margin:0;height:100vh;display:grid;place-items:center;background:#222;color:#fff;font:16px sans-serif"><p>Stand-in video player</p></body></html>',
    });
  });
  await logIn(page, 'acme', 'employee@acme.test');
  await page.goto(on('acme', '/app/faqs/'));
  await page.getByRole('button', { name: question }).click();
  const answer = page.getByRole('region', { name: question });
  await expect(answer.getByText(placeholderText)).toBeVisible();
  await expect(answer.getByText('Video: Salary sacrifice explained')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await checkAtBothWidths(page, 'faqs-video-placeholder');
  expect(playerRequests).toEqual([]);

  // A page that reloads loses this mark: the video must appear without one.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await answer.getByRole('button', { name: 'Change cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  // Opened at the video toggle, which is off.
  await expect(dialog.getByText('Allow video player cookies')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Allow video player cookies' })).not.toBeChecked();
  await checkAtBothWidths(page, 'cookie-settings-from-video', { panel: true });
  await dialog.getByText('Allow video player cookies').click();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();

  const player = page.frameLocator('iframe[title="Salary sacrifice explained"]');
  await expect(player.getByText('Stand-in video player')).toBeVisible();
  // The keyboard carries on from the player that took the placeholder's place.
  await expect(page.locator('iframe[title="Salary sacrifice explained"]')).toBeFocused();
  await expect(answer.getByText(placeholderText)).toHaveCount(0);
  expect(playerRequests).toEqual(['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE']);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('root')))!)).toMatchObject({
    cookiesAccepted: true,
    nonNecessaryCookiesEnabled: true,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'tests/.artifacts/screens/faqs-video-playing-1280.png', fullPage: true });

  // The footer's cookie settings take the choice back, and the player goes at once.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog.getByRole('button', { name: /Video player cookies/ }).click();
  await dialog.getByText('Allow video player cookies').click();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(answer.getByText(placeholderText)).toBeVisible();
});
