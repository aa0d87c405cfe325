// The signed-in session's screens in a real browser: the new-terms screen, the idle prompt (on
// Playwright's clock, not a product setting) and the logout failure with Retry.
import { expect, test } from '@playwright/test';
import { logIn, on } from './support';

test('updated terms show "Nearly there" until the checkbox is ticked and Next accepted', async ({ page }) => {
  // The shell query answers last: the order that once left the login form under "Robin Hayes"
  // for a moment. The login form must be gone, and Next is the terms form's.
  await logIn(page, 'acme', 'terms@acme.test', { shellQueryLast: true });
  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByTestId('route-progress')).toHaveAttribute('data-running', 'false');
  await expect(page.getByText('Hello, Robin')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Privacy statement' })).not.toBeEmpty();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  // Leaving for another page warns first; staying keeps the screen.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('You have not accepted the terms and conditions yet');
    void dialog.dismiss();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();

  await page.getByText('I have read the terms and conditions').click();
  await expect(page.getByText('This field is required')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Hello, Robin')).toBeVisible();

  // Accepted on the server: a new visit goes straight to the page.
  await page.reload();
  await expect(page.getByText('Hello, Robin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeHidden();
});

test('after 14 idle minutes the stay-logged-in prompt replaces the page; it counts down 15 s to logout', async ({
  page,
}) => {
  await page.clock.install();
  await logIn(page, 'acme', 'employee@acme.test');
  await expect(page.getByText('Hello, Alex')).toBeVisible();
  // Installed, the page's clock still flows with real time, so a check could land a millisecond
  // early and the count skip from 13 to 11. Paused, it moves only when told, a second at a time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const prompt = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await page.clock.fastForward('13:30');
  await expect(prompt).toBeHidden();

  await page.clock.fastForward('00:45');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('logged out in 15 seconds');
  await expect(page.getByText('Hello, Alex')).toBeHidden();
  await page.clock.runFor(3000);
  await expect(prompt).toContainText('logged out in 12 seconds');

  // Stay logged in pings the server and brings the page back.
  await prompt.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText('Hello, Alex')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(prompt).toBeHidden();

  // Left alone again, the countdown ends at /logout.
  await page.clock.fastForward('14:01');
  await expect(prompt).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(page).toHaveURL(/\/logout-success\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
});

test('a failed logout says so and Retry finishes it', async ({ page }) => {
  await logIn(page, 'acme', 'employer@acme.test');
  // Only the logout mutation carries an `input`; let everything else through.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { variables?: { input?: unknown } } | null;
    if (body?.variables?.input !== undefined) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.goto(on('acme', '/logout/'));
  await expect(page.getByText('There was an error during the logout process. Please try again.')).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/logout-success\/?$/);
});

test("a session the server has ended logs the user out with the server's reason", async ({ page }) => {
  await logIn(page, 'acme', 'probation@acme.test');
  // As if the session had expired on the server: the stored token no longer names one.
  await page.evaluate(() =>
    localStorage.setItem('loginCredentials', JSON.stringify({ access_token: 'expired-token', expires_in: 900 })),
  );
  await page.goto(on('acme', '/app/home/'));
  await expect(page).toHaveURL(on('acme', '/'));
  await expect(page.getByRole('alert')).toContainText('Your session has expired, please log in again');
});
