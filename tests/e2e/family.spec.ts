// Family members in a real browser against the real services: Alex Morgan adds a child
// on the profile page, and Private Medical's people-covered line and family cost follow; Jordan
// Lee adds a partner, is refused a second one in the api's words, edits the first and makes them
// inactive. The section and its side panels pass axe at desktop size and at 375 px, panel open
// and closed, and are photographed into tests/.artifacts/screens.
//
// The database is shared with the rest of the suite, running in parallel. Alex's Private Medical
// is also changed by the setup tests (new terms), which never change its cost, so the cost is
// asserted as a change from what this test read first; Alex's partner is left alone (Life
// Assurance's partner cover belongs to the setup tests). Jordan's family is this file's alone.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

const PROFILE = '/app/home/my-profile/';
const COST = 'Your cost before tax and National Insurance savings';

const section = (page: Page) => page.getByRole('region', { name: 'Family members' });
const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Pence from "£1,234.56". */
const penceOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100);

async function openPrivateMedical(page: Page) {
  await page.goto(on('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Private Medical Insurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeVisible();
}

async function monthlyCost(page: Page): Promise<number> {
  const row = page.getByRole('table', { name: 'Monthly costs' }).getByRole('row').filter({ hasText: COST });
  await expect(row).toContainText(/£[\d,]+\.\d\d/);
  return penceOf((await row.textContent())!.match(/£[\d,]+\.\d\d/)![0]);
}

async function fillDateOfBirth(
  page: Page,
  dialog: ReturnType<typeof panel>,
  [day, month, year]: [string, string, string],
) {
  await dialog.getByLabel('Day').fill(day);
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Year').fill(year);
  await dialog.getByLabel('Year').blur();
}

test.describe('family members', () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    'Alex adds a child on the profile page; Private Medical covers them at the family cost',
    { tag: '@smoke' },
    async ({ page }) => {
      await logIn(page, 'acme', 'employee@acme.test');
      await openPrivateMedical(page);
      const before = await monthlyCost(page);
      const covered = page.getByRole('heading', { name: 'People covered' }).locator('xpath=following-sibling::*[1]');
      await expect(covered).toContainText('Charlie Morgan');
      await expect(covered).not.toContainText('Isla Morgan');

      await page.goto(on('acme', PROFILE));
      await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
      const family = section(page);
      await expect(family.getByRole('heading', { name: 'Robin Morgan' })).toBeVisible();
      await expect(family.getByRole('listitem').filter({ hasText: 'Charlie Morgan' })).toContainText('24 August 2019');
      await checkAtBothWidths(page, 'family-profile');

      await family.getByRole('button', { name: 'Add family member' }).click();
      const add = panel(page, 'Add family member');
      await expect(add.getByLabel('First name')).toBeVisible();
      await checkAtBothWidths(page, 'family-add-panel', { panel: true });

      // An empty save shows every required-field message.
      await add.getByRole('button', { name: 'Save' }).click();
      for (const message of [
        'Title is required',
        'First name is required',
        'Surname is required',
        'Date of birth is required',
        'Sex is required',
        'Relationship is required',
      ]) {
        await expect(add.getByText(message, { exact: true })).toBeVisible();
      }
      await add.getByText('Dependant', { exact: true }).click();
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(add.getByText('Full time education is required', { exact: true })).toBeVisible();
      await checkAtBothWidths(page, 'family-add-panel-errors', { panel: true });

      await add.getByLabel('Title').selectOption('Miss');
      await add.getByLabel('First name').fill('Isla');
      await add.getByLabel('Surname').fill('Morgan');
      await fillDateOfBirth(page, add, ['02', '04', '2023']);
      await add.getByText('Female', { exact: true }).click();
      await add.getByRole('radiogroup', { name: 'In full-time education?' }).getByText('No', { exact: true }).click();
      for (const message of [
        'Title is required',
        'First name is required',
        'Date of birth is required',
        'Sex is required',
        'Full time education is required',
      ]) {
        await expect(add.getByText(message, { exact: true })).toHaveCount(0);
      }
      await add.getByRole('button', { name: 'Save' }).click();

      await expect(add).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: 'Isla Morgan has been added to your family members.' }),
      ).toBeVisible();
      await expect(family.getByRole('listitem').filter({ hasText: 'Isla Morgan' })).toContainText('2 April 2023');
      await checkAtBothWidths(page, 'family-profile-added');

      // "Marks benefits and selections for refresh": the benefit page reads the new family and cost.
      await openPrivateMedical(page);
      await expect(covered).toContainText('Isla Morgan');
      await expect(covered).toContainText('Charlie Morgan');
      await expect.poll(() => monthlyCost(page)).toBe(before + 3500);
      await page.screenshot({ path: 'tests/.artifacts/screens/family-private-medical-after-1280.png', fullPage: true });
    },
  );

  test('Jordan adds a partner, is refused a second, edits the first and makes them inactive', async ({ page }) => {
    await logIn(page, 'acme', 'probation@acme.test');
    await page.goto(on('acme', PROFILE));
    const family = section(page);
    await expect(family.getByText('You have not added any family members yet.')).toBeVisible();
    await checkAtBothWidths(page, 'family-profile-empty');

    const addPartner = async (firstName: string) => {
      await family.getByRole('button', { name: 'Add family member' }).click();
      const add = panel(page, 'Add family member');
      await add.getByLabel('Title').selectOption('Mr');
      await add.getByLabel('First name').fill(firstName);
      await add.getByLabel('Surname').fill('Lee');
      await fillDateOfBirth(page, add, ['14', '11', '1989']);
      await add.getByText('Male', { exact: true }).click();
      await add.getByText('Partner', { exact: true }).click();
      await add.getByRole('button', { name: 'Save' }).click();
      return add;
    };
    await expect(await addPartner('Sam')).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sam Lee has been added to your family members.' }),
    ).toBeVisible();

    // The api's refusal lands on the field it is about, in its words, and the panel stays open.
    const second = await addPartner('Alex');
    await expect(
      second.getByText('You can only have one active partner: make your current partner inactive first'),
    ).toBeVisible();
    await expect(second.getByRole('radiogroup', { name: 'Relationship' })).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await expect(second).toBeHidden();
    await expect(family.getByRole('listitem')).toHaveCount(1);

    await family.getByRole('button', { name: 'Edit Sam Lee' }).click();
    const edit = panel(page, 'Edit Sam Lee');
    await expect(edit.getByLabel('First name')).toHaveValue('Sam');
    await expect(edit.getByLabel('Day')).toHaveValue('14');
    await checkAtBothWidths(page, 'family-edit-panel', { panel: true });
    await edit.getByLabel('First name').fill('Samuel');
    await edit.getByText('Active family member', { exact: true }).click();
    await expect(edit.getByRole('checkbox', { name: 'Active family member' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your changes to Samuel Lee have been saved.' }),
    ).toBeVisible();
    const samuel = family.getByRole('listitem').filter({ hasText: 'Samuel Lee' });
    await expect(samuel).toContainText('Inactive');
    await expect(samuel).toContainText('Not covered by your benefits: kept for your records.');
  });
});
