// Every built route passes axe (WCAG 2.2 AA) at desktop and 375 px: the public screens, the
// signed-in employee's and the employer's. Routes that need state (a reset link, a 2FA step) are
// checked by their own flows' specs where they are reached.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, widths } from './accessibility';
import { acceptCookies, logIn, on } from './support';

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

// One test per screen and width: each stays short, and a failure names its screen.
for (const { name, width, height } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport: { width, height } });

    for (const screen of publicScreens) {
      test(`${screen.path} passes axe`, async ({ page }) => {
        await page.goto(on('acme'));
        await acceptCookies(page);
        await page.goto(on('acme', screen.path));
        await expect(screen.ready(page)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const screen of [...employeeScreens, ...employerScreens]) {
      test(`${screen.path} passes axe for the employer`, async ({ page }) => {
        await logIn(page, 'acme', 'employer@acme.test');
        await page.goto(on('acme', screen.path));
        await expect(screen.ready(page)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
