// Benefit take-up for Jamie Wong, administrator of Globex, the insight-enabled client: the summary
// and a benefit's page, read through v2 benefit-insights and held to its figures, with axe at both
// widths. Jamie is reached through the platform administrator's masquerade (support.ts), whose
// one login per worker is why this runs in the `final` project, not beside masquerade.spec.ts.
// Read only.
import type { BenefitTakeupFigures as Figures } from '@portal/contract/benefit-takeup';
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';
import { jamieThroughMasquerade, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;
// scripts/e2e-server.mjs gives the api and the gateway this secret.
const gatewaySecret = 'e2e-gateway-secret';

test.describe.configure({ timeout: 180_000 });

test('Jamie, administrator of the insight-enabled Globex, sees the take-up summary and a benefit read through v2 benefit-insights', async ({
  request,
  browser,
}) => {
  const { context, page, token } = await jamieThroughMasquerade(request, browser, 'Checks Globex benefit take-up');
  // The session's token, to ask the api as the gateway does for a masquerade (its secret and headers).
  const [, personId, year] = token.split('.');
  const asGateway = {
    authorization: `Bearer ${token}`,
    'x-gateway-secret': gatewaySecret,
    'x-masquerade-user-id': personId!,
    'x-masquerade-scheme-year': year!,
  };
  try {
    const me = (await (await request.get(`${apiUrl}/user`, { headers: asGateway })).json()) as { clientId: number };
    // The insight-enabled client's own endpoint answers (a client without the exception gets 404 there).
    const insights = await request.get(`${apiUrl}/v2/client/${me.clientId}/benefit-insights`, { headers: asGateway });
    expect(insights.status()).toBe(200);
    const summary = (await insights.json()) as { data: Figures[] };
    const pension = summary.data.find((row) => row.benefitName === 'Pension')!;
    expect(pension.enrolled).toBeGreaterThanOrEqual(1);

    await page.goto(on('globex', '/app/dashboard/benefit-takeup'));
    await expect(page.getByRole('heading', { level: 1, name: 'Benefit take-up' })).toBeVisible();
    await expect(page).toHaveTitle(/^Benefit take-up \| /);
    const table = page.getByRole('table', { name: /Take-up by benefit/ });
    await expect(table.getByRole('row')).toHaveCount(summary.data.length + 1);
    const pensionRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Pension', exact: true }) });
    await expect(pensionRow.getByRole('cell')).toHaveText([
      String(pension.eligible),
      String(pension.enrolled),
      String(pension.pending),
      String(pension.optedOut),
      `${pension.takeUpPercentage}%`,
    ]);
    await checkAtBothWidths(page, 'benefit-takeup-globex');

    const detail = (await (
      await request.get(`${apiUrl}/v2/client/${me.clientId}/benefit-insights/${pension.benefitId}`, {
        headers: asGateway,
      })
    ).json()) as {
      data: { employeeName: string }[];
    };
    await table.getByRole('link', { name: 'Pension', exact: true }).click();
    await expect(page).toHaveURL(on('globex', `/app/dashboard/benefit-takeup/${pension.benefitId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pension - Take-up' })).toBeVisible();
    const people = page.getByRole('table', { name: 'People enrolled' });
    await expect(people.locator('tbody tr')).toHaveCount(detail.data.length);
    for (const { employeeName } of detail.data) {
      await expect(people.getByRole('button', { name: `View the selection of ${employeeName}` })).toBeVisible();
    }
    await checkAtBothWidths(page, 'benefit-takeup-globex-pension');
  } finally {
    await context.close();
  }
});
