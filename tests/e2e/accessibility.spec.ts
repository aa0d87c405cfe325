// Every built route passes axe (WCAG 2.2 AA) at desktop and 375 px: the public screens, the
// signed-in employee's and the employer's. Routes that need state (a reset link, a 2FA step) are
// checked by their own flows' specs where they are reached.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, widths } from './accessibility';
import { cookiesAcceptedBeforehand, logIn, on } from './support';

interface Screen {
  path: string;
  /** Something that is only on screen once the route has its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const publicScreens: Screen[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Log in' }) },
  { path: '/forgotten-password/', ready: (page) => page.getByRole('heading', { name: 'Reset your password' }) },
  { path: '/cookie-policy/', ready: (page) => page.getByRole('heading', { name: 'Our Cookie Policy' }) },
  { path: '/privacy-statement/', ready: (page) => page.getByRole('heading', { name: 'Privacy statement' }) },
  { path: '/terms-and-conditions/', ready: (page) => page.getByRole('heading', { name: 'Terms and conditions' }) },
  { path: '/no-such-page/', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  // Another spec activates Taylor: the link then shows its error page, which is checked instead.
  { path: '/activation/demo-activation-acme', ready: (page) => page.getByRole('heading', { name: /Welcome, Taylor|Uh oh!/ }) },
];

const employeeScreens: Screen[] = [
  { path: '/app/home/', ready: (page) => page.getByRole('heading', { name: 'Hello, Sam' }) },
  { path: '/contact-us/', ready: (page) => page.getByRole('button', { name: 'Send message' }) },
];

const employerScreens: Screen[] = [
  { path: '/app/dashboard/', ready: (page) => page.getByRole('heading', { name: 'Employer dashboard' }) },
  { path: '/app/employee-data/', ready: (page) => page.getByRole('table').first() },
  { path: '/app/dashboard/approve-selections', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

/** axe at desktop width, then at 375 px: the same page resized, as every flow's spec checks it. */
async function checkBothWidths(page: Page, path: string): Promise<void> {
  for (const { name, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `${path} at ${name}`);
  }
}

// One test per screen: a failure names its screen and width.
for (const screen of publicScreens) {
  test(`${screen.path} passes axe at desktop and 375 px`, async ({ page }) => {
    await cookiesAcceptedBeforehand(page, 'acme');
    await page.goto(on('acme', screen.path));
    await expect(screen.ready(page)).toBeVisible();
    await checkBothWidths(page, screen.path);
  });
}

for (const screen of [...employeeScreens, ...employerScreens]) {
  test(`${screen.path} passes axe for the employer at desktop and 375 px`, async ({ page }) => {
    await logIn(page, 'acme', 'employer@acme.test');
    await page.goto(on('acme', screen.path));
    await expect(screen.ready(page)).toBeVisible();
    await checkBothWidths(page, screen.path);
  });
}
