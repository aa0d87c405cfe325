import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './tests/chromium';

// A trace records every action's DOM and screenshots, and kept only for failures it still costs
// every passing test: 40 % of the browser suite's time on this machine (benefits.spec.ts 241 s
// traced, 124-148 s not). Off by default; PW_TRACE=retain-on-failure turns it on to chase a failure.
const trace = (process.env.PW_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';

export const e2ePort = Number(process.env.E2E_PORT ?? 4400);

// Screenshot tours are for people to look at (`SCREENSHOTS=1`); the suite leaves them out rather
// than counting them as skipped.
const screenshotTours = ['**/screenshots.spec.ts', '**/account-recovery-screens.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // The machines are shared and have two cores: under load a page can take seconds to start, so
  // the limits leave room. Tests wait on events, so a passing test is no slower for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug, in the product or the test.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'tests/.artifacts/playwright.json' }]],
  outputDir: 'tests/.artifacts/playwright',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${e2ePort}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace,
    screenshot: 'only-on-failure',
  },
  // Specs named *.last.spec.ts change what every other spec relies on (Alex Morgan's password, 2FA
  // and other sessions; an email address): they run once all the others have finished. Run one
  // alone with --no-deps. `.final.spec.ts` does not end in `.last.spec.ts`, so `last` leaves them out.
  projects: [
    {
      name: 'main',
      testIgnore: [
        ...(process.env.SCREENSHOTS ? [] : screenshotTours),
        '**/*.solo.spec.ts',
        '**/*.last.spec.ts',
        '**/*.final.spec.ts',
      ],
    },
    // Specs named *.solo.spec.ts show something on pages other specs read (Alex's basket on My
    // benefits): they run after `main`, one at a time, and before `last` changes Alex's password.
    { name: 'solo', testMatch: ['**/*.solo.spec.ts'], dependencies: ['main'], workers: 1 },
    { name: 'last', testMatch: ['**/*.last.spec.ts'], dependencies: ['solo'] },
    // Specs named *.final.spec.ts change a client for everyone (Acme's 2FA requirement, Contact
    // us, its month's voucher order): they run after `last`, one at a time (a login while another
    // has Acme requiring 2FA would be sent to 2FA setup), and put back what they can.
    { name: 'final', testMatch: ['**/*.final.spec.ts'], dependencies: ['last'], workers: 1 },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${e2ePort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
