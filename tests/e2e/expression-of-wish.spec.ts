// The expression of wish on the Life Assurance page, in the browser, on the real services: Alex
// names a family member and someone else, is told the shares must add up to 100%, saves, and
// finds it kept after a reload and shown on Total benefits, whose link leads back to the page; then
// withdraws it, leaving the demo as it was.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

test('Alex names Robin and a friend for the Life Assurance payment, with shares that add up to 100%', async ({
  page,
}) => {
  await logIn(page, 'acme', 'employee@acme.test');
  // Total benefits says none has been made, and links to the page where one is.
  await page.goto(on('acme', '/app/my-total-benefits/'));
  const summary = page.getByRole('region', { name: 'Expression of wish' });
  await expect(summary).toContainText('You have not said whom you would like the payment to go to.');
  await summary.getByRole('link', { name: 'Change your expression of wish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Life Assurance/ })).toBeVisible();
  const card = page.getByRole('region', { name: 'Expression of wish' });
  await expect(card).toContainText('You have not said whom you would like the payment to go to.');
  await card.getByRole('button', { name: 'Add an expression of wish' }).click();

  const first = card.getByRole('group', { name: 'Person 1' });
  await first.getByLabel('Who').selectOption({ label: 'Robin Morgan' });
  await expect(first.getByLabel('Relationship')).toHaveValue('Partner');
  await first.getByLabel('Share (%)').fill('60');
  await card.getByRole('button', { name: 'Add someone' }).click();
  const second = card.getByRole('group', { name: 'Person 2' });
  await second.getByLabel('Name').fill('Sam Rivers');
  await second.getByLabel('Relationship').fill('Friend');
  await second.getByLabel('Share (%)').fill('30');
  await card.getByRole('button', { name: 'Save expression of wish' }).click();
  await expect(card.getByRole('alert')).toHaveText('The shares must add up to 100%');
  await checkAtBothWidths(page, 'expression-of-wish-editing');

  await second.getByLabel('Share (%)').fill('40');
  await expect(card).toContainText('Total: 100%');
  await card.getByRole('button', { name: 'Save expression of wish' }).click();
  await expect(card).toContainText('Your expression of wish has been saved.');
  await page.reload();
  await expect(card.getByRole('row', { name: /Robin Morgan Partner 60%/ })).toBeVisible();
  await expect(card.getByRole('row', { name: /Sam Rivers Friend 40%/ })).toBeVisible();
  await checkAtBothWidths(page, 'expression-of-wish');
  const lifeAssurance = page.url();

  // Total benefits shows the same list, read-only.
  await page.goto(on('acme', '/app/my-total-benefits/'));
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Robin Morgan Partner 60%/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Sam Rivers Friend 40%/ })).toBeVisible();
  await expect(summary.getByRole('button')).toHaveCount(0);
  await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
  await checkAtBothWidths(page, 'expression-of-wish-total-benefits');
  // The print is the total reward on one page: the wish is left out of it.
  await page.emulateMedia({ media: 'print' });
  await expect(summary).toBeHidden();
  await page.emulateMedia({ media: null });
  await summary.getByRole('link', { name: 'Change your expression of wish' }).click();
  await expect(page).toHaveURL(lifeAssurance);

  // Withdrawn again: other specs read Alex's page as the demo has it.
  await card.getByRole('button', { name: 'Change expression of wish' }).click();
  await card.getByRole('button', { name: 'Remove person 2' }).click();
  await card.getByRole('button', { name: 'Remove person 1' }).click();
  await card.getByRole('button', { name: 'Save expression of wish' }).click();
  await expect(card).toContainText('Your expression of wish has been withdrawn.');
});
