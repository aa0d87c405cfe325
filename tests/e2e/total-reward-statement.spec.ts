// My total benefits, enhanced, and the money read the same way on every page, in a real browser
// against the real services: Alex Morgan's total reward statement sets this scheme year beside the
// previous one (seeded) and breaks down what Acme pays, prints on one A4 page and passes axe at
// 1280 and 375 px; a benefit carries the same category on My benefits and on My total benefits; a
// heading that says "Monthly" heads a month's figures; and both pages say that selections awaiting
// approval are left out. Screenshots go to tests/.artifacts/screens.
//
// The database is shared with the suite running in parallel: Alex's Life Assurance, Critical
// Illness, Private Medical and Cycle to Work belong to the setup tests and Childcare Vouchers'
// status to benefits.spec.ts, so only benefits nobody changes are named by their figures here.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

const screens = 'tests/.artifacts/screens';
const AWAITING = 'Selections awaiting approval are not counted until they are approved.';

/** What a PDF holds: its page objects (not the /Pages tree that lists them). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** A table's body rows as the text of their cells. */
async function rowsOf(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

const pounds = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.describe('total reward statement and consistent money', () => {
  test.describe.configure({ timeout: 180_000 });

  test("Alex's statement compares the scheme year with the previous one, breaks down what Acme pays, and prints on one A4 page", async ({
    page,
  }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-total-benefits-enhanced/'));
    await expect(page).toHaveTitle('My total benefits | Acme Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
    await expect(page.getByText(/Your total reward statement for scheme year 2026, compared with 2025/)).toBeVisible();
    // The standard page's overview switch and chart are not the statement's.
    await expect(page.getByRole('button', { name: 'Month' })).toHaveCount(0);

    const years = page.getByRole('table', { name: '2026 compared with 2025' });
    await expect(years.getByRole('columnheader', { name: 'Value to you in 2025' })).toBeVisible();
    await expect(years.getByRole('columnheader', { name: 'Value to you in 2026' })).toBeVisible();
    const rows = await rowsOf(page, '2026 compared with 2025');
    const row = (title: string) => rows.find((cells) => cells[0] === title);
    // Alex paid 4 % into the pension in 2025 and 5 % now; Acme's match went up with it.
    expect(row('Pension')![1]).toBe('Pension');
    expect(row('Pension')![4]).toMatch(/^\+£[\d,]+\.\d\d$/);
    expect(pounds(row('Pension')![3]!)).toBeGreaterThan(pounds(row('Pension')![2]!));
    expect(row('Gym Membership')!.slice(1)).toEqual(['Wellbeing', '£0.00', '–', 'Not held this year']);
    await expect(years.locator('tfoot, tbody').getByRole('rowheader', { name: 'Total' })).toBeVisible();

    const employer = await rowsOf(page, 'What your employer pays');
    expect(employer.find((cells) => cells[0] === 'Pension')!.slice(1, 2)).toEqual(['Employer pension contribution']);
    expect(employer.map((cells) => cells[1])).toContain('Insurance premium paid by your employer');
    await expect(page.getByText(AWAITING)).toBeVisible();
    await page.screenshot({ path: `${screens}/total-reward-statement-desktop.png`, fullPage: true });

    // Print: the button opens the browser's dialog (recorded here, as headless Chromium has none).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print statement' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print statement' })).toBeHidden();
    await expect(years).toBeVisible();
    await page.screenshot({ path: `${screens}/total-reward-statement-print.png`, fullPage: true });
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pageCount(pdf)).toBe(1);

    await checkAtBothWidths(page, 'total-reward-statement');
  });

  test('a benefit has one category on My benefits and on My total benefits', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-total-benefits/'));
    const summary = await rowsOf(page, 'Annual benefit summary');
    expect(summary.length).toBeGreaterThan(2);
    const categories = new Map(summary.map((cells) => [cells[0]!, cells[1]!]));
    expect(categories.get('Childcare Vouchers') ?? 'Family').toBe('Family');
    expect(categories.get('Dental Insurance') ?? 'Health').toBe('Health');

    await page.goto(on('acme', '/app/my-benefits/'));
    await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
    const cards = page.getByRole('article');
    for (const [title, category] of categories) {
      const card = cards.filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(card).toContainText(`${category} ·`);
    }
  });

  test('a heading that says Monthly shows a month, and both pages say what the totals leave out', async ({ page }) => {
    await logIn(page, 'acme', 'employee@acme.test');
    await page.goto(on('acme', '/app/my-total-benefits/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Annual benefit summary' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual cost summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Monthly/ })).toHaveCount(0);
    await expect(page.getByText(AWAITING)).toBeVisible();
    const annual = await rowsOf(page, 'Annual benefit summary');
    const pensionYear = pounds(annual.find((cells) => cells[0] === 'Pension')![2]!);

    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Monthly benefit summary' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Monthly cost summary' })).toBeVisible();
    const monthly = await rowsOf(page, 'Monthly benefit summary');
    expect(pounds(monthly.find((cells) => cells[0] === 'Pension')![2]!) * 12).toBe(pensionYear);

    await page.goto(on('acme', '/app/my-benefits/'));
    await expect(page.getByRole('region', { name: 'Your monthly total' })).toContainText(AWAITING);
  });
});
