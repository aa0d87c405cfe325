// Total benefits, home, FAQs and the welcome carousel in a real browser against the real
// services: Alex Morgan sees the total reward with its chart, prints it to one A4 page
// and switches to the month; the FAQs are searchable; Casey Brown, a leaver in voucher-only mode,
// sees only the voucher balance; a new account sees the welcome carousel once; and every one of
// these screens passes axe at desktop size and at 375 px. Screenshots go to
// tests/.artifacts/screens for people to look at.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { acceptCookies, linkIn, logIn, on, waitForMail } from './support';

const screens = 'tests/.artifacts/screens';
const PHONE = { width: 375, height: 812 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${screens}/${name}.png`, fullPage: true });
}

/** The page checked by axe as it is, then again at 375 px wide (and put back). */
async function axeAtBothSizes(page: Page, name: string) {
  await expectNoAxeViolations(page, `${name} (desktop)`);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${name} (375 px)`);
  await shot(page, `${name}-375`);
  if (desktop) await page.setViewportSize(desktop);
}

/** What a PDF holds: its page objects (not the /Pages tree that lists them). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

test.describe('total benefits', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Alex goes from the home card to the total reward by year, with its chart, and prints it on one A4 page', async ({
    page,
  }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    const card = page.getByRole('region', { name: /^Your total reward/ });
    await expect(card).toContainText(/£[\d,]+ annually/);
    await card.getByRole('link', { name: 'See my total benefits' }).click();

    await expect(page).toHaveURL(/\/app\/my-total-benefits\/$/);
    await expect(page).toHaveTitle('My total benefits | Acme Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
    // The chart is drawn (recharts' sectors), and its figures are in the table beside it.
    await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
    const byCategory = page.getByRole('table', { name: 'Total reward by category, annually' });
    // Salary first and Total last; between them a row for each category Alex holds a benefit of,
    // each under the one category it has on every page. Which of Family and Lifestyle are there
    // depends on whether benefits.spec.ts has opted Alex out of Childcare Vouchers yet.
    await expect(byCategory.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    const categories = await byCategory.getByRole('rowheader').allTextContents();
    expect(categories.slice(0, 4)).toEqual(['Salary', 'Pension', 'Insurance', 'Health']);
    expect(categories.at(-1)).toBe('Total');
    for (const category of categories.slice(4, -1)) expect(['Family', 'Lifestyle']).toContain(category);
    await expect(byCategory.getByRole('row').filter({ hasText: 'Salary' })).toContainText(/£[\d,]+\.\d\d/);
    await expect(page.getByRole('table', { name: 'Annual benefit summary' }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Annual cost summary' })).toContainText('Your employer pays');
    await shot(page, 'total-reward-desktop');

    // Print: the button opens the browser's dialog (recorded here, as headless Chromium has none).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    // The print layout: no header, footer or navigation, no buttons; the chart and tables stay.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
    await expect(byCategory).toBeVisible();
    await shot(page, 'total-reward-print');
    // page.pdf prints with the print stylesheet, unless screen media is emulated: clear it.
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pageCount(pdf)).toBe(1);
  });

  test('Alex switches the overview to the month and back, and downloads the figures as CSV', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-total-benefits/'));
    const total = page.getByText('Your total reward', { exact: true }).locator('xpath=following-sibling::dd');
    await expect(total).toHaveText(/^£[\d,]+ annually$/);
    const yearly = await total.textContent();

    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(total).toHaveText(/^£[\d,]+ monthly$/);
    const byCategory = page.getByRole('table', { name: 'Total reward by category, monthly' });
    await expect(byCategory.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    const categories = await byCategory.getByRole('rowheader').allTextContents();
    await expect(page.getByText('Figures are shown monthly.')).toBeVisible();
    await shot(page, 'total-reward-month-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^total-reward-\d{4}-monthly\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('Category,Amount monthly (£)');
    // The file's rows are the table's, in its order.
    expect(csv.slice(1, 1 + categories.length).map((line) => line.split(',')[0])).toEqual(categories);
    expect(categories.slice(0, 4)).toEqual(['Salary', 'Pension', 'Insurance', 'Health']);

    await page.getByRole('button', { name: 'Year' }).click();
    await expect(total).toHaveText(yearly ?? '');
  });

  test('the total benefits route passes axe at desktop size and at 375 px', async ({ page }) => {
    // The enhanced route's checks are total-reward-statement.spec.ts's.
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-total-benefits/'));
    await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
    await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
    await axeAtBothSizes(page, 'total-reward');
  });
});

test.describe('home and FAQs', () => {
  test.describe.configure({ timeout: 180_000 });

  test("Alex's home shows content's banners and cards, and passes axe", async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    const quickLinks = page.getByRole('region', { name: 'Quick links' });
    await expect(quickLinks.getByRole('link', { name: 'View my benefits' })).toHaveAttribute(
      'href',
      '/app/my-benefits/',
    );
    await expect(page.getByText('It looks like something has gone wrong, please try again later')).toHaveCount(0);
    await shot(page, 'home-desktop');
    await axeAtBothSizes(page, 'home');
  });

  test('the FAQs are grouped, searchable and open one by one, and pass axe', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/app\/faqs\/$/);
    await expect(page).toHaveTitle('FAQs | Acme Rewards');
    await expect(page.getByRole('heading', { level: 2, name: 'Choosing benefits' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pay and tax' })).toBeVisible();

    const question = page.getByRole('button', { name: 'What is salary sacrifice?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What is salary sacrifice?' })).toContainText('National Insurance');
    await axeAtBothSizes(page, 'faqs');

    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('CYCLE TO WORK');
    await expect(page.getByText('1 question matches your search.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Why is my selection pending?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'When can I change my benefits?' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Pay and tax' })).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('no such words anywhere');
    await expect(page.getByRole('heading', { name: 'No FAQs match \u201cno such words anywhere\u201d' })).toBeVisible();
    await shot(page, 'faqs-no-match-desktop');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByRole('button', { name: 'When can I change my benefits?' })).toBeVisible();
  });

  test('Casey, a leaver with a voucher balance, sees only the balance: no My benefits, no Dashboard', async ({
    page,
  }) => {
    await logIn(page, 'acme', 'leaver@acme.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Casey' })).toBeVisible();
    const balance = page.getByRole('region', { name: 'Your childcare voucher balance' });
    await expect(balance).toContainText(/£[\d,]+\.\d\d/);
    await expect(page.getByRole('region', { name: /^Your total reward/ })).toHaveCount(0);
    // The balance says it once; neither a banner nor a quick link says it again.
    await expect(balance).toContainText(
      'Your childcare voucher balance is still yours to spend on registered childcare.',
    );
    await expect(page.getByText(/still yours to spend|keep spending/)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My benefits' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.locator('a[href^="/app/my-benefits"], a[href^="/app/dashboard"]')).toHaveCount(0);
    await shot(page, 'home-voucher-only-desktop');
    await axeAtBothSizes(page, 'home-voucher-only');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My benefits' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('the reject confirmation takes an optional reason, and passes axe', async ({ page }) => {
    await logIn(page, 'acme', 'employer@acme.test');
    await page.goto(on('acme', '/app/dashboard/'));
    await page.getByRole('link', { name: 'Cycle to Work' }).click();
    await page.locator('tbody').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const modal = page.getByRole('alertdialog');
    const reason = modal.getByRole('textbox', { name: 'Reason (optional)' });
    await expect(reason).toHaveAttribute('maxlength', '500');
    await reason.fill('The order is above the scheme limit.');
    await expect(modal).toContainText('36 of 500 characters');
    await axeAtBothSizes(page, 'reject-reason-modal');
    // Nothing is decided here: the approvals tests count what is pending.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });
});

test.describe('the welcome carousel', () => {
  test.describe.configure({ timeout: 120_000 });

  /**
   * A generated Acme employee no other test uses (api/src/seed/seed-employees.ts, n = 36: not
   * activated, so a first login waits; born 9 January 1996). Taylor (new@acme.test) is the
   * activation test's.
   */
  const NEW_EMAIL = 'ava.jones.36@acme.test';
  const NEW_PASSWORD = 'Violet-Meadow-58';

  test('a new account sees the required carousel on its first visit home, and never again', async ({
    browser,
    page,
    request,
  }) => {
    // The employer sends the welcome mail (a generated employee has none waiting).
    const employer = await browser.newPage();
    await logIn(employer, 'acme', 'employer@acme.test');
    await employer.goto(on('acme', '/app/employee-data/'));
    const panel = employer.getByRole('tabpanel', { name: 'Employees' });
    await panel.getByLabel('Search by name or email').fill(NEW_EMAIL);
    // The search refetches after its debounce: act on the list it gives, not the one before.
    await expect(panel.getByText('1 employee matches')).toBeVisible();
    await panel.getByRole('button', { name: 'View Ava Jones' }).click();
    const drawer = employer.getByRole('dialog', { name: 'Employee data' });
    await drawer.getByRole('button', { name: 'Resend welcome email' }).click();
    await expect(drawer.getByText(`A welcome email is on its way to ${NEW_EMAIL}.`)).toBeVisible();
    await employer.close();

    const link = linkIn(await waitForMail(request, NEW_EMAIL, /Welcome/), '/activation/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, on('acme', '')));
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Ava' })).toBeVisible();
    await page.getByLabel('Day').fill('09');
    await page.getByLabel('Month').fill('01');
    await page.getByLabel('Year').fill('1996');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
    await page.getByText('I have read the terms and conditions').click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Home, under the required carousel: no way out but through it.
    const carousel = page.getByRole('dialog', { name: 'Welcome to Acme Rewards' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByText('Slide 1 of 3')).toBeVisible();
    await expect(carousel.getByRole('button', { name: /close/i })).toHaveCount(0);
    await axeAtBothSizes(page, 'welcome-carousel');
    await page.keyboard.press('Escape');
    await expect(carousel).toBeVisible();
    const next = carousel.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(page.getByRole('dialog').getByText('Slide 2 of 3')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog').getByText('Slide 1 of 3')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog').getByText('Slide 3 of 3')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ava' })).toBeVisible();

    // Once: reading it cleared the requirement on the server.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ava' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(on('acme', '/logout/'));
    await expect(page).toHaveURL(/\/logout-success\/?$/);
    await page.goto(on('acme'));
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ava' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
