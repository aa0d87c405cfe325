// My benefits and the benefit page in a real browser against the real services: Alex
// Morgan browses and filters the benefits, opens one, opts out of Childcare Vouchers, reads the
// Pension statement and the Health Cash Plan terms, and makes a Health Cash Plan claim with a PNG
// receipt; a benefit that is not there says so. Every screen and open side panel passes axe at
// desktop size and at 375 px, and is photographed at both into tests/.artifacts/screens.
//
// The database is shared with the rest of the suite, running in parallel: these tests change only
// what is theirs (the Childcare Vouchers opt-out, a new claim). Alex's Life Assurance, Critical
// Illness, Private Medical and Cycle to Work belong to the setup tests, and Dental Insurance to the
// life-events test (read only until Alex records a birth), so nothing here asserts their status.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on, persistedQueryId } from './support';

const screens = 'tests/.artifacts/screens';

/** The open side panel: the spec's kind on the drawer (shell/SidePanel.tsx). */
const sidePanel = (page: Page, kind: string) => page.locator(`[data-side-panel="${kind}"]`);

async function openBenefit(page: Page, title: string) {
  await page.goto(on('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A 1×1 PNG: its signature, IHDR, one IDAT row and IEND, as a phone photo of a receipt starts. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

function todayInLondon(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

test.describe('my benefits', () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    'Alex browses My benefits, filters by category and status, and opens a benefit',
    { tag: '@smoke' },
    async ({ page }) => {
      await logIn(page, 'acme', 'employee@acme.test');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My benefits' })
        .click();
      await expect(page).toHaveURL(/\/app\/my-benefits\/$/);
      await expect(page).toHaveTitle('My benefits | Acme Rewards');
      await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();

      const total = page.getByRole('region', { name: 'Your monthly total' });
      await expect(total).toContainText(/Before tax and NI savings\s*£[\d,]+\.\d\d a month/);
      await expect(total).toContainText(/After tax and NI savings\s*£[\d,]+\.\d\d a month/);
      await expect(total).toContainText('is an estimate');
      await expect(total).toContainText('Selections awaiting approval are not counted until they are approved.');

      const cards = page.getByRole('article');
      const pension = cards.filter({ has: page.getByRole('link', { name: 'Pension', exact: true }) });
      await expect(pension).toContainText('Active');
      await expect(pension).toContainText(/£[\d,]+\.\d\d a month/);
      await expect(cards.filter({ has: page.getByRole('link', { name: 'Gym Membership' }) })).toContainText(
        'Opted out',
      );
      await checkAtBothWidths(page, 'benefits-my-benefits');

      await page.getByLabel('Category').selectOption('health');
      await expect(page).toHaveURL(/\?category=health$/);
      await expect(page.getByRole('link', { name: 'Health Cash Plan' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pension', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Gym Membership' })).toHaveCount(0);

      await page.getByLabel('Status').selectOption('active');
      await expect(page).toHaveURL(/\?category=health&status=active$/);
      await expect(page.getByRole('link', { name: 'Health Cash Plan' })).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText('Active');
      await page.screenshot({ path: `${screens}/benefits-my-benefits-filtered-1280.png`, fullPage: true });

      // The filters are the URL's: a reload keeps them, and Clear filters shows everything again.
      await page.reload();
      await expect(page.getByLabel('Category')).toHaveValue('health');
      await expect(page.getByLabel('Status')).toHaveValue('active');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/app\/my-benefits\/$/);
      await expect(page.getByRole('link', { name: 'Pension', exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Pension', exact: true }).click();
      await expect(page).toHaveURL(/\/app\/my-benefits\/\d+$/);
      await expect(page).toHaveTitle('Pension | Acme Rewards');
      await expect(page.getByRole('heading', { level: 1, name: 'Pension' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'My benefits' }),
      ).toBeVisible();
      const selection = page.getByRole('region', { name: 'Your selection' });
      await expect(selection.getByRole('heading', { name: 'Plan details' })).toBeVisible();
      await expect(selection.getByRole('heading', { name: 'People covered' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Monthly costs' })).toContainText('Your employer pays');
      await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute(
        'href',
        /\/app\/my-benefits\/\d+\/manage$/,
      );

      const question = page
        .getByRole('region', { name: 'Questions about this benefit' })
        .getByRole('button', { name: 'Can I change my contribution during the year?' });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Can I change my contribution during the year?' })).toContainText(
        'pension changes are allowed',
      );
      await page
        .getByRole('region', { name: 'Related benefits' })
        .getByRole('link', { name: 'Holiday Buy and Sell' })
        .focus();
      await checkAtBothWidths(page, 'benefits-benefit-page');

      await page
        .getByRole('region', { name: 'Related benefits' })
        .getByRole('link', { name: 'Holiday Buy and Sell' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Holiday Buy and Sell' })).toBeVisible();
    },
  );

  test('Alex opts out of Childcare Vouchers and sees "Opted out"', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await openBenefit(page, 'Childcare Vouchers');
    await page.getByRole('button', { name: 'Opt out' }).click();
    const panel = page.getByRole('dialog', { name: 'Opt out of Childcare Vouchers' });
    await expect(panel).toContainText('Are you sure you want to opt out of Childcare Vouchers?');
    await checkAtBothWidths(page, 'benefits-opt-out-panel', { panel: true });

    await panel.getByRole('button', { name: 'Opt out' }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'You have opted out of Childcare Vouchers.' }),
    ).toBeVisible();
    await expect(page.locator('h1').locator('xpath=following-sibling::*[1]')).toHaveText('Opted out');
    // The page now offers the reapply, and no second opt-out.
    await expect(page.getByRole('button', { name: 'Opt out' })).toHaveCount(0);

    await page.goto(on('acme', '/app/my-benefits/?status=opted-out'));
    await expect(
      page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Childcare Vouchers' }) }),
    ).toContainText('Opted out');
  });

  test('Alex reads the Pension statement, newest month first', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await openBenefit(page, 'Pension');
    await page.getByRole('button', { name: 'Statement' }).click();
    const panel = sidePanel(page, 'statement');
    const table = panel.getByRole('table', { name: 'Contributions by month, newest first' });
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    const months = await table.getByRole('rowheader').allTextContents();
    const dates = months.map((label) => new Date(`1 ${label} UTC`).getTime());
    expect(months[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    await expect(table.getByRole('row').nth(1)).toContainText(/£250\.00.*£312\.50.*£562\.50/);
    await checkAtBothWidths(page, 'benefits-statement-panel', { panel: true });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a benefit Alex never chose offers no statement; one with months to list does', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await openBenefit(page, 'Holiday Buy and Sell');
    await expect(page.getByRole('button', { name: 'Statement' })).toHaveCount(0);
    await openBenefit(page, 'Pension');
    await expect(page.getByRole('button', { name: 'Statement' })).toBeVisible();
  });

  test("Alex opens the Health Cash Plan's terms", async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await openBenefit(page, 'Health Cash Plan');
    await page.getByRole('button', { name: 'View terms' }).click();
    const panel = page.getByRole('dialog', { name: 'Health Cash Plan: terms and conditions' });
    await expect(panel).toContainText('Health Cash Plan is provided by Simplyhealth');
    await expect(panel).toContainText(/Version \d+/);
    await checkAtBothWidths(page, 'benefits-terms-panel', { panel: true });
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await expect(panel).toBeHidden();
  });

  test('Alex makes a Health Cash Plan claim with a PNG receipt and sees it listed', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await openBenefit(page, 'Health Cash Plan');
    await page.getByRole('button', { name: 'Make a claim' }).click();
    const panel = page.getByRole('dialog', { name: 'Make a claim on Health Cash Plan' });
    await expect(panel.getByRole('heading', { name: 'How to claim' })).toBeVisible();
    const claims = panel.getByRole('table', { name: 'Your claims' });
    await expect(claims.getByRole('rowheader', { name: 'Eye test and glasses' })).toBeVisible();

    // The form checks before anything is sent.
    await panel.getByRole('button', { name: 'Submit claim' }).click();
    await expect(panel.getByRole('alert')).toContainText('Please correct the errors below');
    await expect(panel.getByText('Please attach your receipt')).toBeVisible();
    await checkAtBothWidths(page, 'benefits-make-a-claim-panel', { panel: true });

    const description = `Physiotherapy session ${Date.now()}`;
    await panel.getByLabel('Amount (£)').fill('38.50');
    await panel.getByLabel('Date of treatment').fill(todayInLondon());
    await panel.getByLabel('Description').fill(description);
    await panel
      .getByLabel('Receipt')
      .setInputFiles({ name: 'physio-receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await panel.getByRole('button', { name: 'Submit claim' }).click();

    await expect(panel.getByRole('status').filter({ hasText: 'Your claim has been sent.' })).toBeVisible();
    const row = claims.getByRole('row').filter({ has: page.getByRole('rowheader', { name: description }) });
    await expect(row).toContainText('£38.50');
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('physio-receipt.png');
    await expect(panel.getByLabel('Description')).toHaveValue('');
    await page.screenshot({ path: `${screens}/benefits-claim-made-1280.png` });
  });

  test('a benefit that is not there says it has been removed or relocated', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-benefits/99999'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'The benefit you are looking for has been removed or relocated' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to My benefits' }).click();
    await expect(page).toHaveURL(/\/app\/my-benefits\/$/);
  });

  test('benefits that fail to load log the user out, and the login page says why', async ({ page }) => {
    const myBenefitsQuery = persistedQueryId('MyBenefitsRouteQuery');
    expect(myBenefitsQuery).toBeDefined();
    await logIn(page, 'acme', 'employee@acme.test');
    // The fault injected: the gateway's answer to the benefits query is an error it would not
    // retry (a drifted upstream answer); transient codes are retried for 5.5 s first, by design.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { doc_id?: string } | null;
      if (body?.doc_id !== myBenefitsQuery) return route.continue();
      return route.fulfill({
        json: {
          errors: [
            {
              message: 'It looks like something has gone wrong, please try again later',
              extensions: { code: 'UPSTREAM_CONTRACT' },
            },
          ],
        },
      });
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My benefits' }).click();

    await expect(page).toHaveURL(on('acme', '/'));
    await expect(page.getByText('Your benefits could not be loaded, so you have been logged out.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    // The session is over on the server too: home now needs a login.
    await page.unroute('**/graphql');
    await page.goto(on('acme', '/app/home/'));
    await expect(page).toHaveURL(on('acme', '/'));
  });
});
