// Contact us in a real browser against the real services: Alex Morgan opens it from
// home, submits it empty and is told what is missing, then sends an enquiry, which reaches Acme's
// contactUsEmail in the outbox with a reply-to of Alex. Globex has contact us switched off: its
// people land home. Every state passes axe at desktop width and at 375 px, and is photographed.
import { expect, test } from '@playwright/test';
import { codeFor } from '../../api/src/testing/test-totp';
import { checkAtBothWidths } from './accessibility';
import { acceptCookies, DEMO_PASSWORD, logIn, on, submitEmail, submitPassword, typeCode, waitForMail } from './support';

test('Alex Morgan opens Contact us from home, is told what is missing, then sends an enquiry that reaches Acme’s inbox', async ({
  page,
  request,
}) => {
  // Three states, each checked by axe at two widths.
  test.slow();
  await logIn(page, 'acme', 'employee@acme.test');
  await page.getByRole('region', { name: 'Need help?' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(on('acme', '/contact-us/'));
  await expect(page).toHaveTitle('Contact Us | Acme Rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home/');
  await expect(breadcrumb).toContainText('Contact Us');
  await expect(page.getByRole('complementary', { name: 'How we can help' })).toContainText('benefits@acme.test');
  const subject = page.getByRole('combobox', { name: 'Subject' });
  const comments = page.getByRole('textbox', { name: 'Comments' });
  await expect(subject.getByRole('option')).toHaveText([
    'Choose a subject',
    'A question about my benefits',
    'Pay and deductions',
    'Changing my personal details',
    'A problem with the website',
    'Something else',
  ]);
  await expect(comments).toHaveAttribute('rows', '5');
  await checkAtBothWidths(page, 'contact-us');

  // Empty: each field says what it lacks, and the summary banner lists both and takes focus.
  await page.getByRole('button', { name: 'Send message' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(banner).toBeFocused();
  await expect(banner.getByRole('link')).toHaveText([
    'Subject: This field is required',
    'Comments: This field is required',
  ]);
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(comments).toHaveAttribute('aria-invalid', 'true');
  await checkAtBothWidths(page, 'contact-us-errors');

  // A subject and a message: the problems go as they are fixed, and the message is sent.
  await subject.selectOption({ label: 'Pay and deductions' });
  const message = 'My pension deduction in October looks higher than the month before. Could someone check it?';
  await comments.fill(message);
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message has been sent!' })).toBeVisible();
  await expect(page.getByText('We will contact you as soon as possible.')).toBeVisible();
  await checkAtBothWidths(page, 'contact-us-sent');

  // It reaches Acme's contactUsEmail, from Alex as the session knows them, answerable to Alex.
  const mail = await waitForMail(
    request,
    'benefits@acme.test',
    /^Acme Rewards enquiry: Pay and deductions \(Alex Morgan\)$/,
  );
  expect(mail.replyTo).toBe('employee@acme.test');
  expect(mail.text).toContain('From: Alex Morgan <employee@acme.test>, Acme Manufacturing Ltd');
  expect(mail.text).toContain(message);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(on('acme', '/app/home/'));
});

test('a Globex employee, whose organisation has contact us switched off, is sent home from /contact-us/', async ({
  page,
}) => {
  // Sky Turner has set up the 2FA Globex requires: the password, then a code.
  await page.goto(on('globex'));
  await acceptCookies(page);
  await submitEmail(page, 'mfa@globex.test');
  await submitPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(on('globex', '/two-fa/'));
  await typeCode(page, await codeFor('MNXW45DBMN2C25LT'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(on('globex', '/app/home/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sky' })).toBeVisible();
  // Nothing leads there: neither home nor the footer.
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0);

  await page.goto(on('globex', '/contact-us/'));
  await expect(page).toHaveURL(on('globex', '/app/home/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sky' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
});

test('a visitor who is not logged in is sent to the login page', async ({ page }) => {
  await page.goto(on('acme', '/contact-us/'));
  await expect(page).toHaveURL(on('acme', '/'));
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
});
