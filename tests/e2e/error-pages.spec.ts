// The pages a visit can end on when a page is refused, missing or broken: each is titled
// "{title} | {brand}" like every other page, and the crash page offers the way home and reports
// the error to the gateway, which logs it under the report's request id.
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { logIn, on, persistedQueryId } from './support';

test('Access Denied and Page not found are titled "{title} | {brand}", signed in or not', async ({ page }) => {
  await page.goto(on('acme', '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Acme Rewards');

  await logIn(page, 'acme', 'employee@acme.test');
  await page.goto(on('acme', '/app/dashboard/'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | Acme Rewards');

  await page.goto(on('acme', '/app/no-such-page/'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Acme Rewards');
});

test('a screen that cannot draw its data ends on the crash page, with the way home and a reference the log has', async ({
  page,
}) => {
  await logIn(page, 'acme', 'employee@acme.test');
  // The real answer with a field the schema never leaves null made null: the screen reads through
  // it and throws while rendering.
  const totalRewardQuery = persistedQueryId('MyTotalBenefitsRouteQuery');
  expect(totalRewardQuery).toBeDefined();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { doc_id?: string } | null;
    if (body?.doc_id !== totalRewardQuery) return route.continue();
    // Node does not resolve *.localhost as the browser does: the same request, to loopback, for the same site.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const answer = (await response.json()) as { data: { viewer: { totalReward: { costs: unknown } } } };
    answer.data.viewer.totalReward.costs = null;
    return route.fulfill({ response, json: answer });
  });
  const reported = page.waitForResponse((response) => new URL(response.url()).pathname === '/client-errors');
  await page.goto(on('acme', '/app/my-total-benefits/'));

  await expect(page.getByRole('heading', { name: 'Uh oh!' })).toBeVisible();
  await expect(page).toHaveTitle('Uh oh! | Acme Rewards');
  // The error went to the gateway, which logged it under the id its answer carries.
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toMatchObject({
    page: '/app/my-total-benefits/',
    message: expect.stringContaining('employer'),
  });
  const requestId = report.headers()['x-request-id'];
  expect(requestId).toMatch(/^[\w.:-]{8,128}$/);
  await expect(page.getByTestId('crash-reference')).toHaveText(
    `If you contact us about this, quote the reference ${requestId}.`,
  );
  await checkAtBothWidths(page, 'crash-page');

  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Alex' })).toBeVisible();
});
