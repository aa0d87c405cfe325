// A wrong password on the first try: the email field is marked and says why in the product's
// words, and the way to reset the password takes the typed email along to the forgotten-password
// form. Henry Jones is a generated employee no other spec logs in with: a failure makes that
// email's next login owe the robot check.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { acceptCookies, on, submitEmail, submitPassword } from './support';

const NO_MATCH = "We can't find a match! Try again or contact us";
const EMAIL = 'henry.jones.53@acme.test';

test('a wrong first password marks the email with words, and Forgotten password carries the email on', async ({
  page,
}) => {
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, EMAIL);
  await submitPassword(page, 'Wrong-Password-123!');

  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(NO_MATCH);
  await expect(page.getByText(NO_MATCH)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Try again or reset your password' })).toBeVisible();
  await checkAtBothWidths(page, 'login-not-matching');

  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await expect(page).toHaveURL(on('acme', '/forgotten-password/'));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
  await checkAtBothWidths(page, 'forgotten-password-handed-email');
});
