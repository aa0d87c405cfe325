// The setup and manage screen in a real browser against the real services, as Alex
// Morgan, on benefits no other test reads the state of (Childcare Vouchers and the Health Cash
// Plan are the benefit page's, Dental Insurance the life-events test's): Life Assurance's cover changes and its costs follow; Critical
// Illness, rejected in the seed, is reapplied for above the free cover with the medical
// questions answered; Private Medical's new terms (version 2) are accepted; Cycle to Work goes to
// "Awaiting approval" and the employer approves it. Every screen and open side panel passes axe
// at desktop size and at 375 px; screenshots go to tests/.artifacts/screens.
//
// Confirm lands on the benefit page (/app/my-benefits/:id), which shows the new status; the
// manage screen, opened again, shows what was saved.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, widths } from './accessibility';
import { DEMO_PASSWORD, logIn, on, waitForMail } from './support';

const screens = 'tests/.artifacts/screens';
const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;
const ALEX = 'employee@acme.test';

/** Alex's benefit ids by slug, as the api numbers them (the route takes the whole-number id too). */
async function benefitIds(request: APIRequestContext): Promise<Map<string, number>> {
  const login = await request.post(`${apiUrl}/login`, {
    data: { email: ALEX, password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e-benefit-setup' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.get(`${apiUrl}/benefits/user/eligible`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { benefits } = (await answer.json()) as { benefits: { id: number; slug: string }[] };
  return new Map(benefits.map((benefit) => [benefit.slug, benefit.id]));
}

/**
 * The page checked by axe as it is at each width, with a screenshot at each (and put back). An
 * open side panel is fixed to the viewport, so its screenshot is of the viewport, not the page.
 */
async function axeAndShoot(page: Page, name: string, { fullPage = true } = {}) {
  const start = page.viewportSize();
  for (const { name: width, ...size } of widths) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${name} (${width})`);
    await page.screenshot({ path: `${screens}/${name}-${size.width}.png`, fullPage });
  }
  if (start) await page.setViewportSize(start);
}

const cost = (page: Page, label: string) => page.locator(`[data-cost="${label}"]`);
const NET = 'Your cost after tax and National Insurance savings (an estimate)';
// The status label beside the page's heading (cards of related benefits carry theirs too).
const status = (page: Page) => page.locator('h1 ~ [data-status-label]');

/** The benefit page Confirm lands on, with its status label. */
async function expectBenefitPage(page: Page, slug: string, title: string, label: string) {
  await expect(page).toHaveURL(new RegExp(`/app/my-benefits/${ids.get(slug)}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(status(page)).toHaveText(label);
}

let ids: Map<string, number>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await benefitIds(request);
  await request.dispose();
});

const managePath = (slug: string) => `/app/my-benefits/${ids.get(slug)}/manage`;

test.describe('setting up and managing a benefit', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Alex changes the Life Assurance cover, sees the costs recalculated, and confirms', async ({ page }) => {
    await logIn(page, 'acme', ALEX);
    // From My benefits, through the benefit page's Manage.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My benefits' }).click();
    await page.getByRole('link', { name: 'Life Assurance', exact: true }).click();
    await page.getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(on('acme', managePath('life-assurance')));
    await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
    await expect(page).toHaveTitle('Life Assurance | Acme Rewards');
    await expect(status(page)).toHaveText('Status: Active');
    const cover = page.getByLabel('Cover amount');
    await expect(cover).toHaveValue('180,000');
    await expect(page.getByLabel('Partner cover (optional)')).toHaveValue('100,000');
    await expect(
      page.getByText('Your free cover is £120,000.00. Cover above this may need medical questions answering'),
    ).toBeVisible();
    await expect(page.getByText('Between £120,000.00 and £480,000.00, in steps of £1,000.00.')).toBeVisible();
    await expect(cost(page, NET)).toHaveText(/^£\d+\.\d\d$/);
    await expect(cost(page, 'Cover you are buying above your free cover')).toHaveText('£60,000.00');
    const before = await cost(page, NET).textContent();

    await cover.fill('250,000');
    await expect(cost(page, 'Cover you are buying above your free cover')).toHaveText('£130,000.00');
    await expect(cost(page, NET)).not.toHaveText(before ?? '');
    const after = await cost(page, NET).textContent();
    await axeAndShoot(page, 'benefit-setup-life-assurance');

    // Off the step: the form says so before anything is sent, in the api's words.
    await cover.fill('250,500');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please enter a value in steps of £1,000.00')).toBeVisible();
    await expect(page.getByText('Please correct the errors below')).toBeVisible();
    await cover.fill('250,000');
    await expect(cost(page, NET)).toHaveText(after ?? '');

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectBenefitPage(page, 'life-assurance', 'Life Assurance', 'Active');
    await page.goto(on('acme', managePath('life-assurance')));
    await expect(page.getByLabel('Cover amount')).toHaveValue('250,000');
    await expect(status(page)).toHaveText('Status: Active');
    await expect(cost(page, NET)).toHaveText(after ?? '');
  });

  test('Alex reapplies for Critical Illness Cover above the free £25,000 and answers the medical questions', async ({
    page,
  }) => {
    await logIn(page, 'acme', ALEX);
    await page.goto(on('acme', managePath('critical-illness')));
    await expect(page.getByRole('heading', { level: 1, name: 'Critical Illness Cover' })).toBeVisible();
    await expect(status(page)).toHaveText('Status: Rejected');
    await expect(page.getByText(/The insurer could not offer cover above your free cover/)).toBeVisible();

    const cover = page.getByLabel('Cover amount');
    await cover.fill('50,000');
    await expect(cost(page, 'Cover you are buying above your free cover')).toHaveText('£25,000.00');
    await expect(page.getByRole('heading', { level: 2, name: 'Medical questions' })).toBeVisible();

    // Confirm asks the questions first, each one required.
    await page.getByRole('button', { name: 'Confirm' }).click();
    const panel = page.getByRole('dialog', { name: 'Medical questions' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Save answers and confirm' }).click();
    await expect(panel.getByText('This field is required')).toHaveCount(3);
    await axeAndShoot(page, 'benefit-setup-critical-illness-medical', { fullPage: false });
    for (const group of await panel.getByRole('radiogroup').all()) await group.getByText('No', { exact: true }).click();
    await expect(panel.getByText('This field is required')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Save answers and confirm' }).click();

    await expectBenefitPage(page, 'critical-illness', 'Critical Illness Cover', 'Active');
    await page.goto(on('acme', managePath('critical-illness')));
    await expect(status(page)).toHaveText('Status: Active');
    await expect(page.getByLabel('Cover amount')).toHaveValue('50,000');
  });

  test("Alex reads and accepts Private Medical's new terms (version 2)", async ({ page }) => {
    await logIn(page, 'acme', ALEX);
    await page.goto(on('acme', managePath('private-medical')));
    await expect(page.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeVisible();
    await expect(
      page.getByText('The terms have been updated since you last accepted them.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Family/ })).toBeChecked();

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please confirm that you have read the terms and conditions')).toBeVisible();

    await page.getByRole('button', { name: 'View terms' }).click();
    const panel = page.getByRole('dialog', { name: 'Private Medical Insurance: terms and conditions' });
    await expect(panel.getByText('Version 2')).toBeVisible();
    await expect(
      panel.getByText('From 1 November 2026 outpatient cover is limited to £1,500.00 a year.'),
    ).toBeVisible();
    await axeAndShoot(page, 'benefit-setup-private-medical-terms', { fullPage: false });
    await panel.getByRole('button', { name: 'I accept these terms' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'I have read the terms and conditions' })).toBeChecked();
    await expect(page.getByText('Please confirm that you have read the terms and conditions')).toHaveCount(0);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectBenefitPage(page, 'private-medical', 'Private Medical Insurance', 'Active');
    await page.goto(on('acme', managePath('private-medical')));
    await expect(page.getByText('You have accepted version 2 of the terms.')).toBeVisible();
    await expect(status(page)).toHaveText('Status: Active');
  });

  test('Alex chooses Cycle to Work, which awaits approval until the employer approves it', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'acme', ALEX);
    const setupPath = `/app/my-benefits/${ids.get('cycle-to-work')}/setup/`;
    await page.goto(on('acme', `/app/my-benefits/${ids.get('cycle-to-work')}`));
    await expect(status(page)).toHaveText('Not selected');
    await page.getByRole('link', { name: 'Set up' }).click();
    await expect(page).toHaveURL(on('acme', setupPath));
    await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work' })).toBeVisible();
    await expect(status(page)).toHaveText('Status: Not selected');
    await page.getByLabel('Order value').fill('1,250');
    await page.getByLabel('Bike model').fill('Ribble Gravel AL');
    await page.getByLabel('Retailer').fill('Evans Cycles');
    // Chakra's checkbox draws its box over the input: a person clicks the label.
    await page.getByText('I have read the terms and conditions').click();
    await expect(page.getByRole('checkbox', { name: 'I have read the terms and conditions' })).toBeChecked();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectBenefitPage(page, 'cycle-to-work', 'Cycle to Work', 'Awaiting approval');
    await page.goto(on('acme', setupPath));
    await expect(status(page)).toHaveText('Status: Awaiting approval');

    // The employer, in a browser of their own. Alex's order is the newest, so it is last: page 2.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'acme', 'employer@acme.test');
    await employer.goto(on('acme', `/app/dashboard/approve-selections/${ids.get('cycle-to-work')}`));
    await expect(
      employer.getByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' }),
    ).toBeVisible();
    await employer.getByRole('button', { name: 'Next' }).click();
    const alexRow = employer.getByRole('checkbox', { name: 'Select the selection of Alex Morgan' });
    await alexRow.check();
    await expect(employer.getByText('1 selection selected')).toBeVisible();
    await employer.getByRole('button', { name: 'Approve', exact: true }).click();
    const modal = employer.getByRole('alertdialog');
    await expect(modal).toContainText('Are you sure you would like to approve these selections?');
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(employer).toHaveURL(on('acme', '/app/dashboard/'));
    await employerContext.close();

    await page.reload();
    await expect(status(page)).toHaveText('Status: Approved');
    await page.goto(on('acme', `/app/my-benefits/${ids.get('cycle-to-work')}`));
    await expect(status(page)).toHaveText('Approved');
    const mail = await waitForMail(page.request, ALEX, /^Your Cycle to Work selection was approved$/);
    expect(mail.text).toContain(`/app/my-benefits/${ids.get('cycle-to-work')}`);
  });
});
