// Single sign-on end to end (docs/single-sign-on.md) through the demo identity provider
// (oidc-provider, mounted by the api in demo mode and reached through the gateway): Initech is
// single-sign-on only, Globex offers it beside the password, and its required 2FA follows the
// provider's login. Each page passes axe at desktop size and at 375 px.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { codeFor } from '../../api/src/testing/test-totp';
import { acceptCookies, DEMO_PASSWORD, finishTwoFactorSetup, on, typeCode } from './support';

async function signInAtProvider(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Both sign Pat Quinn in at the provider, whose guard counts per email: a wrong password in one
// makes the robot check owed in the other. They run in this order, in one worker.
test.describe('Pat Quinn at Initech', () => {
  test.describe.configure({ mode: 'default' });

  test('Initech shows no password form; Pat Quinn logs in at the identity provider, lands home, and logs out there too', async ({
    page,
  }) => {
    // Three screens, each checked by axe at two widths, and two round trips to the provider.
    test.slow();
    await page.goto(on('initech'));
    await acceptCookies(page);
    await expect(page.getByText('Please log in through your organisation’s single sign-on.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await checkAtBothWidths(page, 'sso-initech-login');

    await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to continue to Initech Ltd' })).toBeVisible();
    await expect(page.getByText('Demo identity provider: not for production')).toBeVisible();
    await checkAtBothWidths(page, 'sso-provider-login');
    // A wrong password stays at the provider, in its words; it counts like a wrong password at the
    // portal, so the robot check is owed next, served by the provider within its own policy.
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await signInAtProvider(page, 'employee@initech.test', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('The email or password is not right.');
    await signInAtProvider(page, 'employee@initech.test');
    await expect(page.getByRole('alert')).toHaveText('Please confirm that you are not a robot!');
    await checkAtBothWidths(page, 'sso-provider-robot-check');
    const check = page.getByTestId('robot-check');
    await check.getByText("I'm not a robot").click();
    await expect(check.getByText('Verified')).toBeVisible({ timeout: 15_000 });
    expect(policyViolations).toEqual([]);
    await signInAtProvider(page, 'employee@initech.test');
    await expect(page).toHaveURL(on('initech', '/app/home/'));
    await expect(page.getByRole('button', { name: /Pat Quinn/ })).toBeVisible();

    // Logout ends the provider's session too, then comes back to the logout confirmation.
    await page.goto(on('initech', '/logout/'));
    await expect(page.getByRole('heading', { name: 'Sign out of the demo identity provider?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(on('initech', '/logout-success/'));
    await checkAtBothWidths(page, 'sso-logout-success');
  });

  test('a callback URL taken from one browser and opened in another signs nobody in; the browser that started it finishes', async ({
    browser,
  }) => {
    const starter = await browser.newContext();
    const page = await starter.newPage();
    // The provider's redirects after the password, followed by hand in this browser's own cookie jar
    // (the context's request shares it) up to the redirect back to /sso/callback, which is kept
    // rather than followed: the login-CSRF attacker's move, done on their own sign-on.
    let callbackUrl: string | undefined;
    await page.route('**/oidc/interaction/**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      let answer = await route.fetch({ maxRedirects: 0 });
      let at = route.request().url();
      let location = answer.headers().location;
      while (location && !new URL(location, at).pathname.startsWith('/sso/callback')) {
        at = new URL(location, at).toString();
        answer = await page.request.get(at, { maxRedirects: 0 });
        location = answer.headers().location;
      }
      callbackUrl = location && new URL(location, at).toString();
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!DOCTYPE html><title>Held</title><p>Held back</p>',
      });
    });
    await page.goto(on('initech'));
    await acceptCookies(page);
    await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
    await signInAtProvider(page, 'employee@initech.test');
    await expect(page.getByText('Held back')).toBeVisible();
    expect(callbackUrl).toMatch(/\/sso\/callback\?.*state=/);

    const other = await browser.newContext();
    const victim = await other.newPage();
    await victim.goto(callbackUrl!);
    await expect(victim).toHaveURL(/\/sso-error\//);
    await expect(victim.getByText('Sorry, there was a problem signing in to your account')).toBeVisible();
    expect(await victim.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
    await victim.goto(on('initech', '/app/home/'));
    await expect(victim).toHaveURL(on('initech', '/'));
    await other.close();

    await page.unroute('**/oidc/interaction/**');
    await page.goto(callbackUrl!);
    await expect(page).toHaveURL(on('initech', '/app/home/'));
    await expect(page.getByRole('button', { name: /Pat Quinn/ })).toBeVisible();
    await starter.close();
  });
});

test('Initech’s forgotten-password page has no form, only the way to single sign-on', async ({ page }) => {
  await page.goto(on('initech', '/forgotten-password/'));
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in with single sign-on' })).toBeVisible();
});

test('Globex offers single sign-on beside the password; its 2FA follows the provider: set up once, then a code each time', async ({
  page,
}) => {
  // Four round trips to the provider, the 2FA setup and a check by axe at two widths.
  test.slow();
  await page.goto(on('globex'));
  await acceptCookies(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Globex Corporation' })).toBeVisible();
  await signInAtProvider(page, 'sso@globex.test');

  // Globex requires 2FA and its provider does not enforce MFA: Avery sets it up before home.
  await expect(page).toHaveURL(on('globex', '/two-fa-qr-setup/'));
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('twoFactorLogin') ?? 'null'));
  expect(pending).toMatchObject({
    firstFactor: { ssoPendingToken: expect.any(String) },
    setup: { secret: expect.any(String) },
  });
  expect(JSON.stringify(pending)).not.toContain('password');
  expect(await page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
  const secret: string = pending.setup.secret;
  await finishTwoFactorSetup(page, secret);
  await expect(page).toHaveURL(on('globex', '/app/home/'));
  await expect(page.getByRole('button', { name: /Avery Collins/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('twoFactorLogin'))).toBeNull();

  // Signed out of the portal and of the provider, the next single sign-on asks for the code.
  await page.goto(on('globex', '/logout/'));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(on('globex', '/logout-success/'));
  await page.goto(on('globex'));
  await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
  await signInAtProvider(page, 'sso@globex.test');
  await expect(page).toHaveURL(on('globex', '/two-fa/'));
  await expect(page.getByRole('heading', { name: 'Enter authentication code' })).toBeVisible();
  await checkAtBothWidths(page, 'sso-globex-code');
  // The setup used this time step's code; the authenticator's next one is still in the window.
  await typeCode(page, await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(on('globex', '/app/home/'));
  await expect(page.getByRole('button', { name: /Avery Collins/ })).toBeVisible();
});
