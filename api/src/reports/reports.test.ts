// Reporting over the real api and database: requesting and listing reports, their contents from
// the real selections and life events, CSV, XLSX and zip downloads, the tickets, formula
// defusing, and who may do any of it.
import { issueTicket } from '@portal/contract/employees';
import type { BodyInput } from '@portal/contract/endpoint';
import { issueReportTicket, reportList, reportTypes, requestReport } from '@portal/contract/reports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { lifeEvents } from '../db/schema-life-events.js';
import { users } from '../db/schema-people.js';
import { reports } from '../db/schema-reports.js';
import { selections } from '../db/schema-selections.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
let acmeId: number;
let globexId: number;
let sam: string;
let quinn: string;
let alex: string;
let jamie: string;

beforeAll(async () => {
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = rows.find((row) => row.domain === 'acme')!.id;
  globexId = rows.find((row) => row.domain === 'globex')!.id;
  sam = await t.logIn('employer@acme.test');
  quinn = await t.logIn('hr@acme.test');
  alex = await t.logIn('employee@acme.test');
  // Globex requires 2FA: its administrator's session is started directly.
  jamie = await t.sessionFor('employer@globex.test');
}, 60_000);

async function request(body: BodyInput<typeof requestReport>, token = sam) {
  const answer = await t.call(requestReport, 201, { params: { clientId: acmeId }, body, token });
  expect(answer.status).toBe(201);
  return answer.body.report;
}

function download(path: string, token = sam): Promise<Response> {
  return fetch(`${t.api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

const csvLines = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

test('a requested report is listed newest first with its year, month, timestamp, label and provider', async () => {
  const empty = await t.call(reportList, 200, { params: { clientId: globexId }, token: jamie });
  expect(empty.status).toBe(200);
  expect(empty.body.reports).toEqual([]);
  const payroll = await request({ type: 'payroll', year: 2026, month: 3 });
  expect(payroll).toMatchObject({
    type: 'payroll',
    year: 2026,
    month: 3,
    label: 'Payroll report, March 2026',
    providerName: null,
    status: 'ready',
  });
  const provider = await request({ type: 'provider', year: 2026, month: 3, providerName: 'Aviva' });
  expect(provider.label).toBe('Provider report, March 2026 (Aviva)');
  const list = await t.call(reportList, 200, { params: { clientId: acmeId }, token: sam });
  expect(list.headers.get('cache-control')).toBe('no-store');
  expect(list.body.reports.slice(0, 2).map((report) => report.id)).toEqual([provider.id, payroll.id]);
  expect(list.body.providers).toContain('Aviva');
  // Globex sees none of Acme's.
  expect((await t.call(reportList, 200, { params: { clientId: globexId }, token: jamie })).body.reports).toEqual([]);
});

test('a request is checked with the contract: kind, year, month and a provider of the client', async () => {
  const bad = await t.post(`/client/${acmeId}/reports`, { type: 'salary', year: 1900, month: 13 }, sam);
  expect(bad.status).toBe(422);
  expect(bad.body).toEqual({
    errors: { type: ['Please choose a report'], year: ['Please choose a year'], month: ['Please choose a month'] },
  });
  const unknown = await t.post(
    `/client/${acmeId}/reports`,
    { type: 'provider', year: 2026, month: 3, providerName: 'Nobody Ltd' },
    sam,
  );
  expect(unknown.status).toBe(422);
  expect(unknown.body).toEqual({ errors: { providerName: ['Please choose a provider from the list'] } });
});

test("the payroll report holds each employee's salary sacrifice and net pay deductions of the month, from their selections", async () => {
  const report = await request({ type: 'payroll', year: 2026, month: 3 });
  const response = await download(`/client/${acmeId}/reports/${report.id}/download?format=csv`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="payroll-report-2026-03.csv"');
  const lines = await csvLines(response);
  expect(lines[0]).toBe(
    '"Employee number","Employee name","Email","Benefit","Provider","Salary sacrifice (£)","Net pay deduction (£)","Employer contribution (£)","Year","Month"',
  );
  // Every deduction of Alex's that is in force in March, as the selections hold it.
  const [alexRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  const held = await t.api.db
    .select({
      name: benefits.name,
      salarySacrifice: benefits.salarySacrifice,
      employee: selections.employeeMonthlyPence,
      status: selections.status,
      start: selections.startDate,
      end: selections.endDate,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(eq(selections.userId, alexRow!.id));
  const inForce = held.filter(
    (s) =>
      ['active', 'approved'].includes(s.status) &&
      (!s.start || s.start <= '2026-03-31') &&
      (!s.end || s.end >= '2026-03-01') &&
      s.employee > 0,
  );
  const alexLines = lines.filter((line) => line.includes('"employee@acme.test"'));
  expect(alexLines.length).toBeGreaterThanOrEqual(inForce.length);
  const sacrificed = inForce.find((s) => s.salarySacrifice);
  expect(sacrificed).toBeDefined();
  expect(alexLines.find((line) => line.includes(`"${sacrificed!.name}"`))).toContain(
    `,${(sacrificed!.employee / 100).toFixed(2)},0.00,`,
  );
  // A month no one's choice covers is a header alone.
  const before = await request({ type: 'payroll', year: 2001, month: 1 });
  expect(await csvLines(await download(`/client/${acmeId}/reports/${before.id}/download`))).toHaveLength(1);
});

test('the provider report lists the employees covered by each provider, with their cover', async () => {
  const report = await request({ type: 'provider', year: 2026, month: 3 });
  const lines = await csvLines(await download(`/client/${acmeId}/reports/${report.id}/download`));
  expect(lines[0]).toBe(
    '"Provider","Benefit","Employee number","Employee name","Email","Cover","Start date","End date"',
  );
  const providers = lines.slice(1).map((line) => line.split('","')[0]!.slice(1));
  expect(providers.length).toBeGreaterThan(0);
  expect([...providers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(providers);
  const one = await request({ type: 'provider', year: 2026, month: 3, providerName: providers[0] });
  const only = await csvLines(await download(`/client/${acmeId}/reports/${one.id}/download`));
  expect(only.slice(1).every((line) => line.startsWith(`"${providers[0]}"`))).toBe(true);
});

test('the life-event report lists the events of the month, a closed one with its closed date and year', async () => {
  const [alexRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  const [event] = await t.api.db.select().from(lifeEvents).where(eq(lifeEvents.userId, alexRow!.id));
  const [year, month] = event!.eventDate.split('-').map(Number) as [number, number];
  const report = await request({ type: 'lifeevent', year, month });
  expect(report.label).toMatch(/^Life event report, /);
  const lines = await csvLines(await download(`/client/${acmeId}/reports/${report.id}/download`));
  expect(lines[0]).toBe(
    '"Employee number","Employee name","Email","Life event","Event date","Window closes","Status","Closed date","Closed year"',
  );
  const alexLine = lines.find((line) => line.includes('employee@acme.test'))!;
  expect(alexLine).toContain(`"${event!.eventDate}"`);
  expect(alexLine).toContain(`"Closed","${event!.closedOn}",${event!.closedYear}`);
});

test('an event whose window ended is closed in the report even before anyone has read it as closed', async () => {
  const [alexRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  const [event] = await t.api.db.select().from(lifeEvents).where(eq(lifeEvents.userId, alexRow!.id));
  // As the event stood before anybody read Alex's events after its window ended.
  await t.api.db
    .update(lifeEvents)
    .set({ status: 'open', closedOn: null, closedYear: null })
    .where(eq(lifeEvents.id, event!.id));
  try {
    const [year, month] = event!.eventDate.split('-').map(Number) as [number, number];
    const report = await request({ type: 'lifeevent', year, month });
    const lines = await csvLines(await download(`/client/${acmeId}/reports/${report.id}/download`));
    const alexLine = lines.find((line) => line.includes('employee@acme.test'))!;
    expect(alexLine).toContain(
      `"${event!.windowClosesOn}","Closed","${event!.windowClosesOn}",${event!.windowClosesOn.slice(0, 4)}`,
    );
  } finally {
    await t.api.db
      .update(lifeEvents)
      .set({ status: event!.status, closedOn: event!.closedOn, closedYear: event!.closedYear })
      .where(eq(lifeEvents.id, event!.id));
  }
});

test('every report’s header is words a person reads, in CSV and XLSX alike', async () => {
  // No underscores, no camelCase: each header is words starting with a capital, as a person writes them.
  const words = /^[A-Z][a-z]*(?: (?:[a-z]+|\(£\)))*$/;
  for (const type of reportTypes) {
    const report = await request({ type, year: 2026, month: 3 });
    const csv = await csvLines(await download(`/client/${acmeId}/reports/${report.id}/download`));
    const csvHeaders = csv[0]!.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    const response = await download(`/client/${acmeId}/reports/${report.id}/download?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const xlsxHeaders = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(xlsxHeaders).toEqual(csvHeaders);
    expect(csvHeaders.length).toBeGreaterThan(0);
    for (const header of csvHeaders)
      expect({ type, header, words: words.test(header) }).toEqual({ type, header, words: true });
  }
});

test('XLSX downloads write text as text, money as numbers, and defuse formula starts', async () => {
  await t.api.db
    .update(users)
    .set({ firstName: '=HYPERLINK("http://x")' })
    .where(eq(users.email, 'employee@acme.test'));
  try {
    const report = await request({ type: 'payroll', year: 2026, month: 3 });
    const response = await download(`/client/${acmeId}/reports/${report.id}/download?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee number');
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => rows.push(row));
    const alexRow = rows.find((row) => row.getCell(3).value === 'employee@acme.test')!;
    expect(alexRow.getCell(2).value).toBe('\'=HYPERLINK("http://x") Morgan');
    expect(alexRow.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(typeof alexRow.getCell(6).value).toBe('number');
    // The CSV of the same report defuses it alike.
    const csv = await (await download(`/client/${acmeId}/reports/${report.id}/download`)).text();
    expect(csv).toContain('"\'=HYPERLINK(""http://x"") Morgan"');
  } finally {
    await t.api.db.update(users).set({ firstName: 'Alex' }).where(eq(users.email, 'employee@acme.test'));
  }
});

test('several reports download as one zip, each file whole', async () => {
  const payroll = await request({ type: 'payroll', year: 2026, month: 4 });
  const provider = await request({ type: 'provider', year: 2026, month: 4 });
  const response = await download(
    `/client/${acmeId}/reports/download-multiple?ids=${payroll.id},${provider.id}&format=csv`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  expect(Object.keys(zip.files).sort()).toEqual(['payroll-report-2026-04.csv', 'provider-report-2026-04.csv']);
  const single = Buffer.from(await (await download(`/client/${acmeId}/reports/${payroll.id}/download`)).arrayBuffer());
  expect(Buffer.from(await zip.file('payroll-report-2026-04.csv')!.async('uint8array')).equals(single)).toBe(true);
  const xlsx = await download(
    `/client/${acmeId}/reports/download-multiple?ids=${payroll.id},${provider.id}&format=xlsx`,
  );
  const xlsxZip = await JSZip.loadAsync(await xlsx.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await xlsxZip.file('provider-report-2026-04.xlsx')!.async('arraybuffer'));
  expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Provider');
  const tooMany = await download(
    `/client/${acmeId}/reports/download-multiple?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
  );
  expect(tooMany.status).toBe(422);
});

test('a download ticket works once, for its own reports, while its session lives', async () => {
  const report = await request({ type: 'payroll', year: 2026, month: 3 });
  const issued = await t.call(issueReportTicket, 201, {
    params: { clientId: acmeId },
    body: { reportIds: [report.id], format: 'csv' },
    token: sam,
  });
  expect(issued.status).toBe(201);
  expect(issued.body.expiresIn).toBe(60);
  const first = await fetch(`${t.api.url}/reports/downloads/${issued.body.ticket}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-disposition')).toBe('attachment; filename="payroll-report-2026-03.csv"');
  expect(await first.text()).toContain('employee@acme.test');
  const again = await fetch(`${t.api.url}/reports/downloads/${issued.body.ticket}`);
  expect(again.status).toBe(410);
  // An employee-table ticket is not a report ticket, nor the other way round.
  const tableTicket = await t.call(issueTicket, 201, {
    params: { clientId: acmeId },
    body: { type: 'employees' },
    token: sam,
  });
  expect((await fetch(`${t.api.url}/reports/downloads/${tableTicket.body.ticket}`)).status).toBe(410);
  const reportTicket = await t.call(issueReportTicket, 201, {
    params: { clientId: acmeId },
    body: { reportIds: [report.id], format: 'xlsx' },
    token: sam,
  });
  expect((await fetch(`${t.api.url}/v2/downloads/${reportTicket.body.ticket}`)).status).toBe(410);
  // Several reports make a zip.
  const other = await request({ type: 'lifeevent', year: 2026, month: 3 });
  const zipTicket = await t.call(issueReportTicket, 201, {
    params: { clientId: acmeId },
    body: { reportIds: [report.id, other.id], format: 'csv' },
    token: sam,
  });
  const zipped = await fetch(`${t.api.url}/reports/downloads/${zipTicket.body.ticket}`);
  expect(zipped.headers.get('content-type')).toBe('application/zip');
  expect(Object.keys((await JSZip.loadAsync(await zipped.arrayBuffer())).files)).toHaveLength(2);
  // A logged-out session's ticket is void.
  const token = await t.logIn('employer@acme.test');
  const orphan = await t.call(issueReportTicket, 201, {
    params: { clientId: acmeId },
    body: { reportIds: [report.id], format: 'csv' },
    token,
  });
  await t.post('/logout', {}, token);
  expect((await fetch(`${t.api.url}/reports/downloads/${orphan.body.ticket}`)).status).toBe(410);
});

test('only administrators of the client: employees, Quinn and Globex are refused everything', async () => {
  const report = await request({ type: 'payroll', year: 2026, month: 3 });
  const calls = [
    (token: string) => t.get(`/client/${acmeId}/reports`, token),
    (token: string) => t.post(`/client/${acmeId}/reports`, { type: 'payroll', year: 2026, month: 3 }, token),
    (token: string) => download(`/client/${acmeId}/reports/${report.id}/download`, token),
    (token: string) => download(`/client/${acmeId}/reports/download-multiple?ids=${report.id}`, token),
    (token: string) =>
      t.post(`/client/${acmeId}/reports/download-tickets`, { reportIds: [report.id], format: 'csv' }, token),
  ];
  for (const call of calls) {
    expect((await call(alex)).status).toBe(403);
    expect((await call(quinn)).status).toBe(403);
    expect((await call(jamie)).status).toBe(404);
  }
  // Nor can Jamie name Acme's report under Globex.
  expect((await download(`/client/${globexId}/reports/${report.id}/download`, jamie)).status).toBe(404);
  expect(
    (await t.post(`/client/${globexId}/reports/download-tickets`, { reportIds: [report.id], format: 'csv' }, jamie))
      .status,
  ).toBe(404);
  expect((await t.get(`/client/${acmeId}/reports`)).status).toBe(401);
});

test('a download that fails part-way sets the report to error, and a later one that goes through sets it ready', async () => {
  const report = await request({ type: 'payroll', year: 2026, month: 3 });
  // A report of a kind the code does not know makes its rows fail to read.
  await t.api.db.execute(`update reports set type = 'unknown' where id = ${report.id}`);
  const failed = await download(`/client/${acmeId}/reports/${report.id}/download`).then(
    (response) =>
      response.text().then(
        () => 'whole',
        () => 'cut',
      ),
    () => 'cut',
  );
  expect(failed).toBe('cut');
  const [row] = await t.api.db.select().from(reports).where(eq(reports.id, report.id));
  expect(row!.status).toBe('error');
  await t.api.db.update(reports).set({ type: 'payroll' }).where(eq(reports.id, report.id));
  const list = await t.call(reportList, 200, { params: { clientId: acmeId }, token: sam });
  expect(list.body.reports.find((r) => r.id === report.id)?.status).toBe('error');
  const whole = await download(`/client/${acmeId}/reports/${report.id}/download`);
  expect(whole.status).toBe(200);
  // The report is set ready before its last byte is sent.
  await whole.text();
  expect((await t.api.db.select().from(reports).where(eq(reports.id, report.id)))[0]!.status).toBe('ready');
});
