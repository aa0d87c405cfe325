// Every built route passes axe (WCAG 2.2 AA) at desktop and 375 px: the public screens, the
// signed-in employee's and the employer's. Routes that need state (a reset link, a 2FA step) are
// checked by their own flows' specs where they are reached.
import { expect, test, type Page } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
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
  {
    path: '/activation/demo-activation-acme',
    ready: (page) => page.getByRole('heading', { name: /Welcome, Taylor|Uh oh!/ }),
  },
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

/** The name of a screen's shots (tests/.artifacts/screens): its path, in one word. */
const shotName = (path: string) => `axe${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;

// One test per screen, checked at desktop width and then resized to 375 px, as every flow's spec
// checks its screens: a failure names the screen and the width.
for (const screen of publicScreens) {
  test(`${screen.path} passes axe at desktop and 375 px`, async ({ page }) => {
    await cookiesAcceptedBeforehand(page, 'acme');
    await page.goto(on('acme', screen.path));
    await expect(screen.ready(page)).toBeVisible();
    await checkAtBothWidths(page, shotName(screen.path));
  });
}

for (const screen of [...employeeScreens, ...employerScreens]) {
  test(`${screen.path} passes axe for the employer at desktop and 375 px`, async ({ page }) => {
    await logIn(page, 'acme', 'employer@acme.test');
    await page.goto(on('acme', screen.path));
    await expect(screen.ready(page)).toBeVisible();
    await checkAtBothWidths(page, shotName(screen.path));
  });
}
