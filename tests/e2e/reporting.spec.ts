// Reporting in the browser, on the real services: Sam requests payroll, provider and life-event
// reports from their side panels and downloads them singly (CSV and XLSX) and as a zip, and the
// files hold what the data says; Quinn (an employer, not an administrator) and Alex (an employee)
// are shown "Access Denied". Only reports are created: no demo data others rely on changes.
import { readFileSync } from 'node:fs';
import { expect, type Download, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { checkAtBothWidths } from './accessibility';
import { logIn, on } from './support';

async function downloaded(page: Page, start: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return download;
}

const bytesOf = async (download: Download) => readFileSync((await download.path())!);

async function requestFromPanel(
  page: Page,
  button: string,
  choices: { year: string; month: string; format: 'CSV' | 'XLSX (Excel)'; provider?: string },
): Promise<Download> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const panel = page.getByRole('dialog', { name: button });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Year').selectOption(choices.year);
  await panel.getByLabel('Month').selectOption({ label: choices.month });
  if (choices.provider) await panel.getByLabel('Provider').selectOption({ label: choices.provider });
  await panel.getByText(choices.format, { exact: true }).click();
  const file = await downloaded(page, () => panel.getByRole('button', { name: 'Request and download' }).click());
  await expect(panel).toBeHidden();
  return file;
}

test.describe('reporting', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Sam requests payroll, provider and life-event reports and downloads them singly and as a zip', async ({
    page,
  }) => {
    await logIn(page, 'acme', 'employer@acme.test');
    await page.goto(on('acme', '/app/reporting'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
    await expect(page).toHaveTitle('Reporting | Acme Rewards');
    await expect(page.getByText('No reports', { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'reporting-empty');

    // The payroll-report side panel, checked with axe before it is used.
    await page.getByRole('button', { name: 'Payroll report', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Payroll report' })).toBeVisible();
    await checkAtBothWidths(page, 'reporting-payroll-panel', { panel: true });
    await page.getByRole('button', { name: 'Cancel' }).click();

    const payroll = await requestFromPanel(page, 'Payroll report', { year: '2026', month: 'March', format: 'CSV' });
    expect(payroll.suggestedFilename()).toBe('payroll-report-2026-03.csv');
    const payrollCsv = (await bytesOf(payroll)).toString('utf8');
    expect(payrollCsv).toContain(
      '"Employee number","Employee name","Email","Benefit","Provider","Salary sacrifice (£)","Net pay deduction (£)","Employer contribution (£)","Year","Month"',
    );
    // Alex's pension is a salary sacrifice; their dental cover comes out of net pay.
    expect(payrollCsv).toMatch(/"Alex Morgan","employee@acme\.test","Pension","Aviva",\d+\.\d\d,0\.00,/);
    expect(payrollCsv).toMatch(/"Alex Morgan","employee@acme\.test","Dental Insurance","Denplan",0\.00,\d+\.\d\d,/);

    const provider = await requestFromPanel(page, 'Provider report', {
      year: '2026',
      month: 'March',
      format: 'XLSX (Excel)',
    });
    expect(provider.suggestedFilename()).toBe('provider-report-2026-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    const xlsx = await bytesOf(provider);
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Provider',
      'Benefit',
      'Employee number',
      'Employee name',
      'Email',
      'Cover',
      'Start date',
      'End date',
    ]);
    const emails: unknown[] = [];
    sheet.eachRow((row) => emails.push(row.getCell(5).value));
    expect(emails).toContain('employee@acme.test');

    // Alex moved house about 400 days before the demo data was made: that month's life events.
    const moved = new Date(Date.now() - 400 * 86_400_000);
    const monthName = moved.toLocaleString('en-GB', { month: 'long', timeZone: 'Europe/London' });
    const lifeEvents = await requestFromPanel(page, 'Life event report', {
      year: String(moved.getUTCFullYear()),
      month: monthName,
      format: 'CSV',
    });
    expect(lifeEvents.suggestedFilename()).toMatch(/^life-event-report-\d{4}-\d\d\.csv$/);
    const lifeEventCsv = (await bytesOf(lifeEvents)).toString('utf8');
    // The header is words a person reads, never the column's raw name.
    expect(lifeEventCsv).toContain('"Closed date","Closed year"');
    expect(lifeEventCsv).toMatch(
      /"Alex Morgan","employee@acme\.test","Moving house",.*"Closed","\d{4}-\d\d-\d\d",\d{4}/,
    );

    // All three are listed, newest first, ready.
    const table = page.getByRole('table', { name: 'Reports' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText('Life event report');
    await expect(table.getByText('Ready')).toHaveCount(3);

    // A listed report again, as XLSX this time.
    const again = await downloaded(page, () =>
      table.getByRole('button', { name: 'Download Payroll report, March 2026 as XLSX' }).click(),
    );
    expect(again.suggestedFilename()).toBe('payroll-report-2026-03.xlsx');

    // Payroll and provider together, as a zip of CSV files.
    await table.getByRole('checkbox', { name: 'Select Payroll report, March 2026' }).check();
    await table.getByRole('checkbox', { name: 'Select Provider report, March 2026' }).check();
    const zipped = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download 2 reports as a zip' }).click(),
    );
    expect(zipped.suggestedFilename()).toBe('reports.zip');
    const zip = await JSZip.loadAsync(await bytesOf(zipped));
    expect(Object.keys(zip.files).sort()).toEqual(['payroll-report-2026-03.csv', 'provider-report-2026-03.csv']);
    expect(await zip.file('payroll-report-2026-03.csv')!.async('string')).toContain(
      '"Alex Morgan","employee@acme.test","Pension"',
    );
    expect(await zip.file('provider-report-2026-03.csv')!.async('string')).toContain(
      '"Provider","Benefit","Employee number"',
    );
    await checkAtBothWidths(page, 'reporting-list');
  });

  for (const [who, email] of [
    ['Quinn, an employer who is not an administrator,', 'hr@acme.test'],
    ['Alex, an employee,', 'employee@acme.test'],
  ] as const) {
    test(`${who} is shown Access Denied`, async ({ page }) => {
      await logIn(page, 'acme', email);
      await page.goto(on('acme', '/app/reporting'));
      await expect(page.getByText('Access Denied')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toHaveCount(0);
    });
  }
});
