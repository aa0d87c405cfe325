// Screenshots of this feature's screens at desktop size and at 375 px, for people to look at
// (`SCREENSHOTS=1`, into tests/.artifacts/screens). Left out of the normal suite (playwright.config.ts). Accounts are
// ones no other test uses, so a screenshot run beside the suite changes nothing for it.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, logIn, on, submitEmail, submitPassword } from './support';

async function shoot(page: Page, name: string): Promise<void> {
  // The sticky header would otherwise sit mid-page in a full-page shot of a scrolled page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `tests/.artifacts/screens/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `tests/.artifacts/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function solveRobotCheck(page: Page): Promise<void> {
  await page.getByTestId('robot-check').getByText("I'm not a robot").click();
  await expect(page.getByTestId('robot-check').getByText('Verified')).toBeVisible({ timeout: 15_000 });
}

test('login with the robot check, then the locked message', async ({ page }) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, 'george.jones.35@acme.test');
  await submitPassword(page, 'Wrong-Password-123!');
  await expect(page.getByTestId('robot-check')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await shoot(page, 'login-robot-check');
  for (let failure = 2; failure <= 5; failure += 1) {
    await solveRobotCheck(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('robot-check').getByText('Verified')).toBeHidden();
  }
  await expect(page.getByRole('alert')).toContainText('locked');
  await shoot(page, 'login-locked');
});

test('two-factor code login', async ({ page }) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, 'mfa@acme.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter authentication code' })).toBeVisible();
  await page.getByLabel('Digit 1 of 6').fill('0');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, 'two-fa');
});

test('two-factor setup: QR intro (from activation) and code setup', async ({ page }) => {
  await page.goto(on('globex'));
  await acceptCookies(page);
  await submitEmail(page, 'employer@globex.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shoot(page, 'two-fa-qr-setup');
  await page.goto(on('globex', '/two-fa-qr-setup/?isFromActivation=true'));
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shoot(page, 'two-fa-qr-setup-activation');
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await shoot(page, 'two-fa-code-setup');
});

test('new terms screen', async ({ page }) => {
  await logIn(page, 'acme', 'terms@acme.test');
  await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await shoot(page, 'new-terms');
});

test('idle prompt', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'acme', 'employer@acme.test');
  await page.clock.fastForward('14:05');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  // Hold the countdown still while the shots are taken.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shoot(page, 'idle-prompt');
});
