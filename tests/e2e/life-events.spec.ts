// Life events in a real browser against the real services: Alex Morgan finds Dental
// Insurance read only (its own renewal window has closed), records a "Birth or adoption" dated
// today in "Something changed?" on the profile page, and the Dental Insurance page then says
// "You can change this benefit until {date} because of your birth or adoption" and offers Manage
// and Opt out again. The form's refusals are seen on the way. Every state passes axe at desktop
// size and at 375 px, with the side panel closed and open.
//
// The database is shared with the suite, running in parallel: Dental Insurance is this file's
// alone (the other benefit tests stay off it), and no other test adds Alex's life events. The
// steps are one test because each depends on the one before.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

function todayInLondon(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const longDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

test('Alex records a birth on the profile page, which opens the Dental Insurance window', async ({ page }) => {
  test.setTimeout(180_000);
  const today = todayInLondon();
  await logIn(page, 'acme', 'employee@acme.test');

  // Before: Dental Insurance renewed on its own date, and its window has closed.
  await page.goto(on('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Dental Insurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  await expect(page.getByText(/^The selection window closed on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opt out' })).toHaveCount(0);

  // The profile page, from the user menu.
  await page.goto(on('acme', '/app/home/my-profile/'));
  const section = page.getByRole('region', { name: 'Something changed?' });
  await expect(section).toBeVisible();
  const yours = section.getByRole('region', { name: 'Your life events' });
  await expect(yours.getByRole('listitem').filter({ hasText: 'Moving house' })).toContainText('Closed');
  await expect(
    section
      .getByRole('region', { name: 'Life events you can add' })
      .getByRole('listitem')
      .filter({ hasText: 'Birth or adoption' }),
  ).toContainText(/Lets you change .*Dental Insurance.* for 60 days after the event\./);
  await checkAtBothWidths(page, 'life-events-section');

  await section.getByRole('button', { name: 'Add a life event' }).click();
  const panel = page.getByRole('dialog', { name: 'Add a life event' });
  await expect(panel).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await panel.getByRole('button', { name: 'Add life event' }).click();
  await expect(panel.getByText('Please choose what changed')).toBeVisible();
  await expect(panel.getByText('Please enter the date of the event')).toBeVisible();
  await checkAtBothWidths(page, 'life-events-panel-errors', { panel: true });

  await panel.getByLabel('What changed?').selectOption({ label: 'Birth or adoption' });
  await expect(panel).toContainText(/You will be able to change .*Dental Insurance.* for 60 days after the event\./);
  // Too long ago for a birth's 60 days.
  await panel.getByLabel('Date of the event').fill(addDays(today, -70));
  await panel.getByLabel('Date of the event').blur();
  await expect(
    panel.getByText(
      `It is too late to report this event: changes were possible until ${longDate(addDays(today, -10))}`,
    ),
  ).toBeVisible();
  await panel.getByLabel('Date of the event').fill(today);
  await panel.getByLabel('Date of the event').blur();
  await expect(panel.getByText(/too late/)).toHaveCount(0);
  await checkAtBothWidths(page, 'life-events-panel', { panel: true });
  await panel.getByRole('button', { name: 'Add life event' }).click();

  await expect(panel).toBeHidden();
  await expect(
    section.getByRole('status').filter({ hasText: 'Your life event (birth or adoption) has been added.' }),
  ).toBeVisible();
  const birth = yours.getByRole('listitem').filter({ hasText: 'Birth or adoption' });
  await expect(birth).toContainText('Open');
  await expect(birth).toContainText(`Date of the event${longDate(today)}`);
  await expect(birth).toContainText(
    new RegExp(`You can change .*Dental Insurance.* until ${longDate(addDays(today, 60))}\\.`),
  );
  await checkAtBothWidths(page, 'life-events-added');

  // The same event again is refused on its date, in the api's words.
  await section.getByRole('button', { name: 'Add a life event' }).click();
  await panel.getByLabel('What changed?').selectOption({ label: 'Birth or adoption' });
  await panel.getByLabel('Date of the event').fill(today);
  await panel.getByRole('button', { name: 'Add life event' }).click();
  await expect(panel.getByText('You have already reported this event on this date')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();

  // After: the Dental Insurance window is open because of the birth, and offers the changes.
  await page.goto(on('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Dental Insurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  await expect(
    page.getByText(
      `You can change this benefit until ${longDate(addDays(today, 60))} because of your birth or adoption`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opt out' })).toBeVisible();
  await checkAtBothWidths(page, 'life-events-dental-open');
});
