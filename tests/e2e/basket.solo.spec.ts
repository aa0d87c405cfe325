// The basket in a real browser against the real services, as Alex Morgan: Help me choose's Cycle
// to Work recommendation opened in setup with its order filled in and put in the basket instead of
// confirmed, then Holiday Buy and Sell (two days bought) beside it. My benefits shows both with
// "Your monthly take-home pay" now and with the basket, which this test works out on its own from
// Alex's £60,000 salary (the worked example below); the basket survives a reload and a new login;
// one Confirm sends both: Cycle to Work to approval, Holiday Buy and Sell chosen. axe at 1280 and
// 375 px on every new screen. It runs alone after the main project (playwright.config.ts): other
// specs read Alex's My benefits, which a full basket changes.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

const ALEX = 'employee@acme.test';
const ALEX_SALARY = 6_000_000;

/** The worked example's rules, written out here apart from the api's: 2026/27, England, 1257L. */
function monthOfPay(annualSalary: number, salarySacrifice: number, afterTax: number) {
  const income = annualSalary - 12 * salarySacrifice;
  const taxable = Math.max(0, income - 1_257_000); // below £100,000: the whole allowance
  const tax = 0.2 * Math.min(taxable, 3_770_000) + 0.4 * Math.max(0, Math.min(taxable, 12_514_000) - 3_770_000);
  const ni = 0.08 * Math.max(0, Math.min(income, 5_027_000) - 1_257_000) + 0.02 * Math.max(0, income - 5_027_000);
  const incomeTax = Math.round(tax / 12);
  const nationalInsurance = Math.round(ni / 12);
  const grossPay = annualSalary / 12;
  return {
    incomeTax,
    nationalInsurance,
    takeHome: grossPay - salarySacrifice - incomeTax - nationalInsurance - afterTax,
  };
}

const pence = (text: string | null) => {
  const amount = Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
  return (text ?? '').includes('−') ? -amount : amount;
};

/** One row of the take-home table: its two figures, now and with the basket, in pence. */
async function row(table: Locator, label: string): Promise<[number, number]> {
  const cells = table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  return [pence(await cells.nth(0).textContent()), pence(await cells.nth(1).textContent())];
}

async function tickTermsIfOwed(page: Page) {
  const terms = page.getByRole('checkbox', { name: 'I have read the terms and conditions' });
  if ((await terms.count()) > 0 && !(await terms.isChecked()))
    await page.getByText('I have read the terms and conditions').click();
}

test('Alex fills a basket from Help me choose and setup, sees the take-home pay, and confirms both at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'acme', ALEX);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
  // A basket left from an earlier run on this database is emptied first.
  const basket = page.getByRole('region', { name: 'Your basket' });
  while ((await basket.count()) > 0) {
    const remove = basket.getByRole('button', { name: /^Remove / }).first();
    const before = await basket.getByRole('button', { name: /^Remove / }).count();
    await remove.click();
    await expect(basket.getByRole('button', { name: /^Remove / })).toHaveCount(before - 1);
  }

  // Help me choose, through to "We recommend" (the commute question answered yes).
  await page.getByRole('link', { name: 'Help me choose' }).click();
  await page
    .getByRole('button', { name: /^(Start|Change my answers)$/ })
    .first()
    .click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  const cycling = page.getByRole('checkbox', { name: 'A commute I could cycle' });
  if (!(await cycling.isChecked())) await page.getByText('A commute I could cycle', { exact: true }).click();
  await expect(cycling).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await page.getByRole('button', { name: 'See my recommendations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We recommend' })).toBeVisible();

  // The recommendation opens setup filled in; it goes in the basket, not confirmed.
  const cycle = page
    .getByRole('region', { name: /^Recommended/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cycle to Work' }) });
  await cycle.getByRole('link', { name: /^(Set up Cycle to Work with|Change Cycle to Work to) these values$/ }).click();
  await expect(page.getByLabel('Order value')).toHaveValue('1,000');
  await page.getByLabel('Bike model').fill('Ribble Hybrid AL');
  await page.getByLabel('Retailer').fill('Evans Cycles');
  await tickTermsIfOwed(page);
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await checkAtBothWidths(page, 'basket-setup-add');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Cycle to Work is in your basket.' })).toBeVisible();

  // Holiday Buy and Sell from its own setup: two days bought.
  const holidayHref = await page.getByRole('link', { name: 'Holiday Buy and Sell', exact: true }).getAttribute('href');
  await page.goto(on('acme', `${holidayHref}/setup/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Buy and Sell' })).toBeVisible();
  await page.getByLabel('Days to buy (or sell, below 0)').fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Holiday Buy and Sell is in your basket.' })).toBeVisible();

  // Both changes, what each costs, and the take-home pay now and with them.
  await expect(basket.getByRole('listitem').getByRole('heading')).toHaveText(['Cycle to Work', 'Holiday Buy and Sell']);
  await expect(basket.getByText('Order value: £1,000.00', { exact: false })).toBeVisible();
  await expect(basket.getByText('Days bought: 2 days', { exact: false })).toBeVisible();
  const table = basket.getByRole('table');
  const [grossNow, grossAfter] = await row(table, 'Gross pay');
  expect([grossNow, grossAfter]).toEqual([500_000, 500_000]);
  const [sacrificeNow, sacrificeAfter] = await row(table, 'Salary sacrifice');
  const [netPaidNow, netPaidAfter] = await row(table, 'Paid from your net pay');
  // The worked example: the test's own arithmetic gives the same tax, NI and take-home pay.
  for (const [column, sacrifice, netPaid] of [
    [0, sacrificeNow, netPaidNow],
    [1, sacrificeAfter, netPaidAfter],
  ] as const) {
    const expected = monthOfPay(ALEX_SALARY, -sacrifice, -netPaid);
    expect((await row(table, 'Income tax'))[column]).toBe(-expected.incomeTax);
    expect((await row(table, 'National Insurance'))[column]).toBe(-expected.nationalInsurance);
    expect((await row(table, 'Take-home pay'))[column]).toBe(expected.takeHome);
  }
  const takeHomeNow = pence(await basket.locator('[data-take-home="now"]').textContent());
  const takeHomeAfter = pence(await basket.locator('[data-take-home="with-basket"]').textContent());
  expect(takeHomeNow).toBe((await row(table, 'Take-home pay'))[0]);
  expect(takeHomeAfter).toBe((await row(table, 'Take-home pay'))[1]);
  expect(takeHomeAfter).toBeLessThan(takeHomeNow);
  console.log(
    `worked example: now sacrifice ${-sacrificeNow}, net-pay ${-netPaidNow}, take-home ${takeHomeNow}; ` +
      `with the basket sacrifice ${-sacrificeAfter}, net-pay ${-netPaidAfter}, take-home ${takeHomeAfter} (pence)`,
  );
  await checkAtBothWidths(page, 'basket-my-benefits');

  // It survives a reload and a new login.
  await page.reload();
  await expect(basket.getByRole('listitem').getByRole('heading')).toHaveText(['Cycle to Work', 'Holiday Buy and Sell']);
  await page.context().clearCookies();
  await logIn(page, 'acme', ALEX);
  await page.goto(on('acme', '/app/my-benefits/'));
  await expect(basket.getByRole('listitem').getByRole('heading')).toHaveText(['Cycle to Work', 'Holiday Buy and Sell']);

  // One Confirm: Cycle to Work needs the employer's approval; Holiday Buy and Sell does not.
  await basket.getByRole('button', { name: 'Confirm changes' }).click();
  const outcomes = page.getByRole('status').filter({ hasText: 'What happened to your changes' });
  await expect(outcomes.getByRole('listitem')).toHaveText([
    'Cycle to Work: Sent for approval',
    'Holiday Buy and Sell: Confirmed',
  ]);
  await expect(basket).toHaveCount(0);
  const cards = page.getByRole('article');
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: 'Cycle to Work' }) }).getByText('Awaiting approval'),
  ).toBeVisible();
  // The cards and the running total are read afresh: two days bought cost £38.46 a month.
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: 'Holiday Buy and Sell' }) }).getByText('£38.46 a month'),
  ).toBeVisible();
  await checkAtBothWidths(page, 'basket-confirmed');
});
