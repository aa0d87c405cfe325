// Every employer page's breadcrumbs read Home > Employer dashboard > the page, so that an
// administrator always has the one way back to the dashboard. The walk takes every link the
// dashboard offers (its quick links, approvals and account access) and the employee data page of
// the header, so a page added to the dashboard is walked without this list being told.
import { expect, type Page, test } from '@playwright/test';
import { logIn, on } from './support';

/** The employer pages the dashboard does not link itself. */
const alsoWalked = ['/app/employee-data/', '/app/dashboard/approve-selections/'];

async function trailOf(page: Page): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: 'breadcrumb' });
  return (await trail.getByRole('listitem').allTextContents()).map((text) => text.trim());
}

test('Home > Employer dashboard > the page, on every employer page', async ({ page }) => {
  test.slow();
  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  expect(await trailOf(page)).toEqual(['Home', 'Employer dashboard']);

  const quickLinks = page.getByRole('region', { name: 'Quick links' }).getByRole('link');
  await expect(quickLinks.first()).toBeVisible();
  const linked = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const accountAccess = await page.getByRole('link', { name: 'Account access' }).getAttribute('href');
  const paths = [...new Set([...linked, accountAccess!, ...alsoWalked])];
  // The voucher screen is one of them: it is linked from the dashboard alone.
  expect(paths).toContain('/app/ccv/manage');

  for (const path of paths) {
    await page.goto(on('acme', path));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toBeVisible();
    const title = (await heading.textContent())!.trim();
    expect({ path, trail: await trailOf(page) }).toEqual({ path, trail: ['Home', 'Employer dashboard', title] });
    await expect(
      page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Employer dashboard' }),
    ).toHaveAttribute('href', '/app/dashboard/');
  }
});
