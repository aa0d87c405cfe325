// Help me choose in a real browser against the real services, as Alex Morgan: from My benefits,
// through the first screen (what happens to the answers), one question a screen (the household
// starts from Alex's family members; one question skipped), to "We recommend", whose Cycle to Work
// opens its setup (or Manage) with the suggested order value filled in and nothing chosen. Alex's answers are
// kept: opened again, the screen offers the recommendations straight away. Every screen passes
// axe at 1280 and 375 px; screenshots go to tests/.artifacts/screens.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn } from './support';

const ALEX = 'employee@acme.test';

test('Alex answers Help me choose and opens a recommendation in setup, filled in', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'acme', ALEX);
  await expect(page.getByRole('link', { name: 'Help me choose' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My benefits' }).click();
  await page.getByRole('link', { name: 'Help me choose' }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/help-me-choose\/$/);
  await expect(page).toHaveTitle('Help me choose | Acme Rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Help me choose' })).toBeVisible();
  await expect(page.getByText('Your employer never sees them', { exact: false })).toBeVisible();
  await checkAtBothWidths(page, 'help-me-choose-intro');
  // A rerun on the same database finds Alex's answers kept.
  const start = page.getByRole('button', { name: /^(Start|Change my answers)$/ });
  await start.first().click();

  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Do you have a partner?' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Do you have children?' })).toBeFocused();
  await expect(page.getByLabel('Age of child 1')).toHaveValue(/^\d+$/);
  await expect(page.getByRole('link', { name: 'Update your family members' })).toHaveAttribute(
    'href',
    '/app/home/my-profile/',
  );
  await checkAtBothWidths(page, 'help-me-choose-question');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Which of these do you expect to use this year?' }),
  ).toBeVisible();
  for (const use of ['Dental check-ups', 'A commute I could cycle']) {
    const box = page.getByRole('checkbox', { name: use });
    if (!(await box.isChecked())) await page.getByText(use, { exact: true }).click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'How much could you put aside each month?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this question' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'What matters most to you?' })).toBeVisible();
  for (const priority of ['Protecting my family', 'Saving for retirement']) {
    const box = page.getByRole('checkbox', { name: priority });
    if (!(await box.isChecked())) await page.getByText(priority, { exact: true }).click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'See my recommendations' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'We recommend' })).toBeFocused();
  const recommended = page.getByRole('region', { name: /^Recommended/ });
  const cycle = recommended.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cycle to Work' }) });
  await expect(
    cycle.getByText(/^Because your commute could be cycled, an order of £1,000\.00 costs you £/),
  ).toBeVisible();
  await expect(cycle.getByText('Your cost before tax and NI')).toBeVisible();
  await expect(cycle.getByText('£83.33 a month')).toBeVisible();
  const pension = recommended.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pension' }) });
  await expect(pension.getByText(/^Paying 5% of your salary gets the most your employer matches/)).toBeVisible();
  await checkAtBothWidths(page, 'help-me-choose-results');

  // The setup spec may have chosen a bike for Alex already: then it opens Manage.
  await cycle.getByRole('link', { name: /^(Set up Cycle to Work with|Change Cycle to Work to) these values$/ }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/\d+\/(setup|manage)\?orderValue=100000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work' })).toBeVisible();
  await expect(page.getByLabel('Order value')).toHaveValue('1,000');
  await expect(
    page.getByText('We have filled in the suggested values. Nothing changes until you confirm.'),
  ).toBeVisible();
  // Nothing is chosen until Alex confirms.
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await checkAtBothWidths(page, 'help-me-choose-setup-filled');

  // The answers are kept: opened again, the recommendations are one press away.
  await page.goto(page.url().replace(/\/app\/.*$/, '/app/my-benefits/help-me-choose/'));
  await page.getByRole('button', { name: 'See my recommendations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We recommend' })).toBeVisible();
});
