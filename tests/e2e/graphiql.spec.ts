// GraphiQL, as a developer exploring the API meets it (served outside production: the suite's
// development-mode gateway). Its example operations open as tabs with the demo cast's variables,
// the explorer builds queries by clicking, logging in works from the first tab, and it passes axe
// at both widths but for two rules its own markup breaks, which CSS cannot reach: a tab is an
// element with its close button inside it (nested-interactive), and the explorer's operation-type
// select has no label (select-name) (docs/testing.md "GraphiQL").
import { expect, test } from '@playwright/test';
import { checkAtBothWidths } from './accessibility';

const port = Number(process.env.E2E_DEVELOPMENT_PORT ?? Number(process.env.E2E_PORT ?? 4400) + 2);
const graphiql = `http://acme.localhost:${port}/graphiql`;

test('GraphiQL opens the example operations, logs a demo person in from the first tab, offers the explorer, and passes axe', async ({
  page,
}) => {
  await page.goto(graphiql);
  const tabs = ['LogInForGraphiQL', 'EmployeeTable', 'BenefitsWithCosts', 'ApprovalsQueue'];
  for (const name of tabs) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByText('employer@acme.test').first()).toBeVisible();
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"accessToken"');
  await expect(page.locator('.graphiql-response')).not.toContainText('"accessToken": null');

  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
  await expect(page.getByText('Explorer', { exact: false }).first()).toBeVisible();
  await checkAtBothWidths(page, 'graphiql', { except: ['nested-interactive', 'select-name'] });
});
