// Setup's cost preview and its checks as a field is left, in a real browser against the real
// services, as Quinn Harper (an Acme employee no other setup test uses): Cycle to Work and Holiday
// Buy and Sell show the monthly cost of what is typed, before and after tax and NI, as the cover
// benefits do, and an amount out of range is flagged when the field is left, before Confirm.
// Nothing is confirmed, so nothing changes for the other tests. Both screens pass axe at 1280 and
// 375 px; screenshots go to tests/.artifacts/screens.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { DEMO_PASSWORD, logIn, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;
const QUINN = 'hr@acme.test';
const GROSS = 'Your cost before tax and National Insurance savings';
const NET = 'Your cost after tax and National Insurance savings (an estimate)';
const cost = (page: Page, label: string) => page.locator(`[data-cost="${label}"]`);
const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

let ids: Map<string, number>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const login = await request.post(`${apiUrl}/login`, {
    data: { email: QUINN, password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e-setup-preview' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.get(`${apiUrl}/benefits/user/eligible`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { benefits } = (await answer.json()) as { benefits: { id: number; slug: string }[] };
  ids = new Map(benefits.map((benefit) => [benefit.slug, benefit.id]));
  await request.dispose();
});

test.describe('setup previews costs and checks amounts as they are left', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Cycle to Work: the order’s monthly cost before and after tax and NI, and an order out of range flagged on leaving the field', async ({
    page,
  }) => {
    await logIn(page, 'acme', QUINN);
    await page.goto(on('acme', `/app/my-benefits/${ids.get('cycle-to-work')}/setup/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work' })).toBeVisible();
    const costs = page.getByRole('region', { name: 'Your monthly costs' });
    await expect(costs).toContainText('Your costs will show here once the amounts above are valid.');

    await page.getByLabel('Order value').fill('1,200');
    // Paid back over twelve months: £100.00 a month before the tax and NI it saves.
    await expect(cost(page, GROSS)).toHaveText('£100.00');
    await expect(cost(page, NET)).toHaveText(/^£\d+\.\d\d$/);
    expect(pence(await cost(page, NET).textContent())).toBeLessThan(10000);
    await checkAtBothWidths(page, 'benefit-setup-cycle-to-work-preview');

    await page.getByLabel('Order value').fill('5,000');
    await page.getByLabel('Order value').press('Tab');
    await expect(page.getByText('Please enter a value between £100.00 and £3,000.00')).toBeVisible();
    // Only the field says so: Confirm has not been pressed, so no banner.
    await expect(page.getByText('Please correct the errors below')).toHaveCount(0);
    await expect(cost(page, GROSS)).toHaveCount(0);
  });

  test('Holiday Buy and Sell: days bought cost a day’s pay each over the year; days sold pay it', async ({ page }) => {
    await logIn(page, 'acme', QUINN);
    await page.goto(on('acme', `/app/my-benefits/${ids.get('holiday-trading')}/setup/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday Buy and Sell' })).toBeVisible();
    const days = page.getByLabel('Days to buy (or sell, below 0)');
    await days.fill('2');
    await expect(cost(page, GROSS)).toHaveText(/^£\d+\.\d\d$/);
    const bought = pence(await cost(page, GROSS).textContent());
    expect(bought).toBeGreaterThan(0);
    await expect(cost(page, NET)).toHaveText(/^£\d+\.\d\d$/);
    await checkAtBothWidths(page, 'benefit-setup-holiday-preview');

    await days.fill('-2');
    await expect(cost(page, GROSS)).toHaveText(/^-£\d+\.\d\d$/);
    expect(pence(await cost(page, GROSS).textContent())).toBe(-bought);

    await days.fill('9');
    await days.press('Tab');
    await expect(page.getByText('Please enter a value between -5 and 5')).toBeVisible();
  });
});
