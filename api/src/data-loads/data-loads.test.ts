// Employee data uploads over the real api and database: dry runs of CSV and XLSX files, the
// plain-words errors, file type and size refusals, apply (with and without welcome mails), the
// 409s, undo, history, discard, the eligibility difference, and who may do any of it.
import { request } from 'node:http';
import {
  applyEmployeeDataUpload,
  dataLoadBusyMessage,
  dataLoadColumnsMessage,
  dataLoadEmptyMessage,
  dataLoadFileTypeMessage,
  dataLoadMaxBytes,
  dataLoadNotReadyMessage,
  dataLoadTooLargeMessage,
  dataLoadTooManyRowsMessage,
  dataLoadHistory,
  dataLoadTemplate,
  dataLoadUndoMessage,
  dateLastUpload,
  eligibilityDifference,
  employeeDataUploadById,
  type EmployeeDataUpload,
  undoDataLoad,
} from '@portal/contract/data-loads';
import { requestReport } from '@portal/contract/reports';
import { eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { clients } from '../db/schema-clients.js';
import { dataLoads } from '../db/schema-data-loads.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';
import { useTestApi } from '../testing/test-api.js';
import { configFromEnv } from '../config.js';
import { dataLoadHandler } from './apply.js';
import { readEmployeeFile } from './dry-run.js';

const t = useTestApi();
let acmeId: number;
let globexId: number;
let sam: string;
let globexEmployer: string;
let employee: string;
let hr: string;

const header =
  'employee_number,first_name,surname,email,date_of_birth,job_title,department,location,employment_start_date,annual_salary,employment_status,on_probation,leaving_date';
const line = (
  number: string,
  overrides: Partial<Record<'first' | 'email' | 'dob' | 'salary' | 'status' | 'probation' | 'leaving', string>> = {},
) =>
  [
    number,
    overrides.first ?? 'Dana',
    `Load ${number}`,
    overrides.email ?? `${number.toLowerCase()}@dataload.test`,
    overrides.dob ?? '21/07/1986',
    'Engineer',
    'Engineering',
    'Leeds',
    '01/04/2019',
    overrides.salary ?? '40000.00',
    overrides.status ?? '',
    overrides.probation ?? '',
    overrides.leaving ?? '',
  ].join(',');
const csv = (...lines: string[]) => Buffer.from([header, ...lines].join('\r\n'));

async function upload(bytes: Buffer, fileName: string, token = sam, clientId = acmeId) {
  const response = await fetch(`${t.api.url}/client/${clientId}/data-loads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-auth-token': token,
      'content-type': 'application/octet-stream',
      'x-file-name': fileName,
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { upload: EmployeeDataUpload; message?: string } };
}

/** The apply job runs in this process: once the worker is idle, the load has its outcome. */
async function applied(id: number): Promise<EmployeeDataUpload> {
  await t.api.jobsIdle();
  const { body } = await t.call(employeeDataUploadById, 200, { params: { uploadId: id }, token: sam });
  expect(body.upload.status).toBe('applied');
  return body.upload;
}

const history = async () =>
  (await t.call(dataLoadHistory, 200, { params: { clientId: acmeId }, token: sam })).body.dataLoads;

beforeAll(async () => {
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = rows.find((row) => row.domain === 'acme')!.id;
  globexId = rows.find((row) => row.domain === 'globex')!.id;
  sam = await t.logIn('employer@acme.test');
  employee = await t.logIn('employee@acme.test');
  hr = await t.logIn('hr@acme.test');
  globexEmployer = await t.sessionFor('employer@globex.test');
}, 60_000);

test('only an employer administrator of the client: employee and other employers 403, another client 404', async () => {
  const file = csv(line('DL-900'));
  expect((await upload(file, 'people.csv', employee)).status).toBe(403);
  expect((await upload(file, 'people.csv', hr)).status).toBe(403);
  expect((await upload(file, 'people.csv', globexEmployer)).status).toBe(404);
  for (const token of [employee, hr]) {
    expect((await t.get(`/client/${acmeId}/data-loads`, token)).status).toBe(403);
    expect((await t.get(`/client/${acmeId}/date-last-upload`, token)).status).toBe(403);
    expect((await t.get(`/client/${acmeId}/data-load-template`, token)).status).toBe(403);
  }
  expect((await t.get(`/client/${acmeId}/data-loads`, globexEmployer)).status).toBe(404);
  const { body } = await upload(file, 'people.csv');
  const id = body.upload.id;
  // Acme's upload, by id: Globex's administrator is told it does not exist.
  expect((await t.get(`/employee-data-uploads/${id}`, globexEmployer)).status).toBe(404);
  expect((await t.post(`/employee-data-uploads/${id}/apply`, {}, globexEmployer)).status).toBe(404);
  expect((await t.post(`/employee-data-uploads/${id}/discard`, {}, globexEmployer)).status).toBe(404);
  expect((await t.get(`/employee-data-uploads/${id}/eligibility-difference`, globexEmployer)).status).toBe(404);
  expect((await t.get(`/employee-data-uploads/${id}`, hr)).status).toBe(403);
  expect((await t.post(`/employee-data-uploads/${id}/apply`, {}, employee)).status).toBe(403);
  expect((await t.post(`/client/${acmeId}/data-loads/${id}/undo`, {}, hr)).status).toBe(403);
  expect((await t.post(`/employee-data-uploads/${id}/discard`, {}, sam)).status).toBe(200);
});

test('the template lists the columns; the date of the last upload is null before any', async () => {
  const { status, body } = await t.call(dataLoadTemplate, 200, {
    params: { clientId: globexId },
    token: globexEmployer,
  });
  expect(status).toBe(200);
  expect(body.fileName).toBe('employee-data-template.csv');
  expect(body.columns.map((column) => column.name)).toEqual(header.split(','));
  expect(body.columns.find((column) => column.name === 'annual_salary')!.required).toBe(true);
  expect((await t.get(`/client/${globexId}/date-last-upload`, globexEmployer)).body).toEqual({ dateLastUpload: null });
  expect((await t.get(`/client/${globexId}/data-loads`, globexEmployer)).body).toEqual({ dataLoads: [] });
});

test('field errors are in plain words, by row; duplicates and emails used by someone else are errors', async () => {
  const { status, body } = await upload(
    csv(
      line('DL-100', { dob: '31/02/1990' }),
      line('DL-101', { salary: '£60000' }),
      line('DL-102', { email: 'not-an-email', status: 'retired' }),
      line('DL-100', { email: 'dl-100b@dataload.test' }),
      line('DL-103', { email: 'employee@globex.test' }),
      line('DL-104', { email: 'employee@acme.test' }),
      line('DL-105', { first: '', probation: 'maybe' }),
    ),
    'errors.csv',
  );
  expect(status).toBe(201);
  expect(body.upload.status).toBe('checked');
  expect(body.upload.errors.map((error) => error.message)).toEqual([
    'Row 2, date of birth: 31/02/1990 is not a date',
    'Row 3, annual salary: is not an amount in pounds',
    'Row 4, email: is not a valid email address',
    'Row 4, employment status: must be active, inactive or left',
    'Row 5, employee number: appears on more than one row',
    'Row 6, email: is already used by another person',
    'Row 7, email: is already used by another person',
    'Row 8, first name: is required',
    'Row 8, on probation: must be yes or no',
  ]);
  expect(body.upload.errors[0]).toMatchObject({ row: 2, column: 'date_of_birth' });
  expect(body.upload.errorCount).toBe(9);
  // A dry run with errors cannot be applied.
  const apply = await t.post(`/employee-data-uploads/${body.upload.id}/apply`, { sendWelcomeEmails: false }, sam);
  expect(apply).toMatchObject({ status: 409, body: { message: dataLoadNotReadyMessage } });
  expect((await t.post(`/employee-data-uploads/${body.upload.id}/discard`, {}, sam)).status).toBe(200);
});

test('the template’s example row names nobody: sent back unchanged, it is refused and changes no one', async () => {
  const { body } = await t.call(dataLoadTemplate, 200, { params: { clientId: acmeId }, token: sam });
  const example = Object.fromEntries(body.columns.map((column) => [column.name, column.example]));
  expect(example.employee_number).toMatch(/^EXAMPLE-\d+$/);
  expect(example.email).toMatch(/@example\.invalid$/);
  // No employee of any client has the example's number or email.
  const holders = await t.api.db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.employeeNumber, 'EXAMPLE-%'), ilike(users.email, '%@example.invalid')));
  expect(holders).toEqual([]);
  const template = Buffer.from(
    [body.columns.map((column) => column.name).join(','), body.columns.map((column) => column.example).join(',')].join(
      '\r\n',
    ),
  );
  const checked = await upload(template, 'employee-data-template.csv');
  expect(checked.body.upload.errors.map((error) => error.message)).toEqual([
    'Row 2, employee number: is the template’s example: enter the employee’s own number from your payroll',
  ]);
  expect((await t.post(`/employee-data-uploads/${checked.body.upload.id}/discard`, {}, sam)).status).toBe(200);
});

test('a row with an employee’s number but another name and date of birth looks like a different person', async () => {
  const alex = 'ACM-00042,Jordan,Reed,jordan.reed@dataload.test,02/02/1992,,,,,40000.00,,,';
  // A new name alone (a marriage), or a corrected date of birth alone, is an ordinary change.
  const renamed = 'ACM-00007,Samira,Patel-Shah,employer@acme.test,02/11/1979,,,,,85000.00,,,';
  const redated = 'ACM-00042,Alex,Morgan,employee@acme.test,22/07/1986,,,,,60000.00,,,';
  const { body } = await upload(csv(alex, renamed), 'different-person.csv');
  const corrections = await upload(csv(renamed, redated), 'corrections.csv');
  expect(corrections.body.upload.errors).toEqual([]);
  expect(corrections.body.upload.counts).toMatchObject({ changed: 2 });
  expect((await t.post(`/employee-data-uploads/${corrections.body.upload.id}/discard`, {}, sam)).status).toBe(200);
  expect(body.upload.errors).toEqual([
    {
      row: 2,
      column: 'employee_number',
      message:
        'Row 2, employee number: belongs to Alex Morgan, but the name and date of birth differ: this looks like a different person. Check the employee number',
    },
  ]);
  expect((await t.post(`/employee-data-uploads/${body.upload.id}/discard`, {}, sam)).status).toBe(200);
});

test('wrong types, missing columns, empty files and files too large are refused', async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  expect(await upload(png, 'people.csv')).toMatchObject({ status: 415, body: { message: dataLoadFileTypeMessage } });
  expect(await upload(csv(line('DL-200')), 'people.xlsx')).toMatchObject({
    status: 415,
    body: { message: dataLoadFileTypeMessage },
  });
  expect(await upload(csv(line('DL-200')), 'people.txt')).toMatchObject({ status: 415 });
  expect(await upload(csv(line('DL-200'), '"DL-201,unclosed'), 'people.csv')).toMatchObject({ status: 415 });
  expect(await upload(Buffer.concat([csv(line('DL-200')), Buffer.from([0, 0x41])]), 'people.csv')).toMatchObject({
    status: 415,
  });
  expect(await upload(Buffer.concat([csv(line('DL-200')), Buffer.from([0xc3, 0x28])]), 'people.csv')).toMatchObject({
    status: 415,
  });
  // A byte-order mark is fine.
  const withBom = await upload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(line('DL-202'))]), 'people.csv');
  expect(withBom).toMatchObject({ status: 201, body: { upload: { rows: 1, errorCount: 0 } } });
  await t.post(`/employee-data-uploads/${withBom.body.upload.id}/discard`, {}, sam);
  expect(await upload(Buffer.from('employee_number,first_name\r\nDL-1,A'), 'people.csv')).toMatchObject({
    status: 422,
    body: { message: dataLoadColumnsMessage },
  });
  expect(await upload(csv(), 'people.csv')).toMatchObject({ status: 422, body: { message: dataLoadEmptyMessage } });
  expect(await upload(Buffer.from(''), 'people.csv')).toMatchObject({
    status: 422,
    body: { message: dataLoadEmptyMessage },
  });
  // A declared length over the limit is refused before the body is read.
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(`${t.api.url}/client/${acmeId}/data-loads`);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${sam}`,
          'x-file-name': 'big.csv',
          'content-type': 'text/csv',
          'content-length': String(dataLoadMaxBytes + 1),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.write(header);
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ message: dataLoadTooLargeMessage });
});

test('more rows than the limit are refused, as soon as the limit is passed', async () => {
  const lines = [header];
  for (let i = 0; i < 6; i += 1) lines.push(line(`DL-L${i}`));
  const error = await readEmployeeFile(Buffer.from(lines.join('\n')), 'many.csv', undefined, { maxRows: 5 }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 422, body: { message: dataLoadTooManyRowsMessage } });
  expect(
    (await readEmployeeFile(Buffer.from(lines.slice(0, 6).join('\n')), 'many.csv', undefined, { maxRows: 5 })).rows,
  ).toBe(5);
});

test('a long file leaves the event loop turns while it is read: other requests are answered meanwhile', async () => {
  // Several 64 KB slices of CSV; with slices of 0 ms every batch leaves a turn.
  const bytes = csv(...Array.from({ length: 3000 }, (_, index) => line(`LONG-${index}`)));
  let turned = false;
  let rowsAfterATurn = 0;
  setImmediate(() => {
    turned = true;
  });
  const file = await readEmployeeFile(
    bytes,
    'long.csv',
    () => {
      if (turned) rowsAfterATurn += 1;
      return undefined;
    },
    { sliceMs: 0 },
  );
  expect(file.rows).toBe(3000);
  // Without the turns the file would be read in promise callbacks alone, before any immediate.
  expect(rowsAfterATurn).toBeGreaterThan(0);
});

test('an XLSX file: headers in any order and case, date cells, and formula cells read as their text', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['Surname', 'First Name', 'EMPLOYEE NUMBER', 'Email', 'Date of birth', 'Annual salary', 'Job title']);
  sheet.addRow(['Xl', 'Robin', 'DL-300', 'dl-300@dataload.test', new Date(Date.UTC(1991, 5, 3)), 52000, 'Planner']);
  sheet.addRow([
    'Xl',
    'Sky',
    'DL-301',
    'dl-301@dataload.test',
    { formula: 'DATE(1990,1,1)', result: new Date(Date.UTC(1990, 0, 1)) },
    41000,
    'Fitter',
  ]);
  sheet.addRow([
    'Xl',
    { formula: '"Eve"&"lyn"', result: 'Evelyn' },
    'DL-302',
    'dl-302@dataload.test',
    '02/02/1992',
    '39000.50',
    { formula: 'HYPERLINK("http://x.test")', result: 'x' },
  ]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const { status, body } = await upload(bytes, 'people.xlsx');
  expect(status).toBe(201);
  expect(body.upload.rows).toBe(3);
  expect(body.upload.errors.map((error) => error.message)).toEqual([
    'Row 3, date of birth: =DATE(1990,1,1) is not a date',
  ]);
  expect((await upload(bytes, 'people.csv')).status).toBe(415);
  // A zip whose directory says it unpacks to gigabytes is refused before anything is unpacked.
  const bomb = Buffer.from(bytes);
  for (
    let at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  )
    bomb.writeUInt32LE(0x7fffffff, at + 24);
  expect(await upload(bomb, 'people.xlsx')).toMatchObject({ status: 413, body: { message: dataLoadTooLargeMessage } });
  // A zip that is not a workbook is not an XLSX.
  const notWorkbook = Buffer.from(bytes.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmx'), 'latin1');
  expect((await upload(notWorkbook, 'people.xlsx')).status).toBe(415);
  // Without the error row, the formula's text is what would be stored as the first name.
  sheet.spliceRows(3, 1);
  const fixed = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'people.xlsx');
  expect(fixed.body.upload).toMatchObject({
    rows: 2,
    errorCount: 0,
    counts: { new: 2, changed: 0, unchanged: 0, leaving: 0 },
  });
  expect(
    (await t.post(`/employee-data-uploads/${fixed.body.upload.id}/apply`, { sendWelcomeEmails: false }, sam)).status,
  ).toBe(202);
  await applied(fixed.body.upload.id);
  const [evelyn] = await t.api.db.select().from(users).where(eq(users.employeeNumber, 'DL-302'));
  expect(evelyn).toMatchObject({
    firstName: '="Eve"&"lyn"',
    jobTitle: '=HYPERLINK("http://x.test")',
    annualSalaryPence: 3_900_050,
    dateOfBirth: '1992-02-02',
  });
  const [robin] = await t.api.db.select().from(users).where(eq(users.employeeNumber, 'DL-300'));
  expect(robin).toMatchObject({
    dateOfBirth: '1991-06-03',
    annualSalaryPence: 5_200_000,
    activatedAt: null,
    passwordHash: null,
    userType: 'employee',
    clientId: acmeId,
  });
  // Undone again, so that the history tests below start from a known last load.
  expect((await t.post(`/client/${acmeId}/data-loads/${fixed.body.upload.id}/undo`, {}, sam)).status).toBe(201);
});

test('apply, counts, welcome mails on and off, 409s, undo, history and the date of the last upload', async () => {
  // First load: three new people, with welcome mails.
  const first = await upload(csv(line('DL-001'), line('DL-002'), line('DL-004', { probation: 'yes' })), 'first.csv');
  expect(first.body.upload).toMatchObject({
    status: 'checked',
    rows: 3,
    errorCount: 0,
    counts: { new: 3, changed: 0, unchanged: 0, leaving: 0 },
    uploadedBy: 'Sam Patel',
    fileName: 'first.csv',
  });
  const queued = await t.call(applyEmployeeDataUpload, 202, { params: { uploadId: first.body.upload.id }, token: sam });
  expect(queued.status).toBe(202);
  expect(['queued', 'applying', 'applied']).toContain(queued.body.upload.status);
  expect((await applied(first.body.upload.id)).progress).toEqual({ done: 3, total: 3 });
  expect((await t.mailbox('dl-001@dataload.test')).length).toBe(1);
  // Applied once: not again.
  expect(await t.post(`/employee-data-uploads/${first.body.upload.id}/apply`, {}, sam)).toMatchObject({
    status: 409,
    body: { message: dataLoadNotReadyMessage },
  });
  expect(await t.post(`/employee-data-uploads/${first.body.upload.id}/discard`, {}, sam)).toMatchObject({
    status: 409,
  });

  // Second load: each kind of change, without welcome mails; people not in the file are untouched.
  const second = await upload(
    csv(
      line('DL-001'),
      line('DL-002', { salary: '45000' }),
      line('DL-003'),
      line('DL-004', { probation: 'yes', leaving: '30/06/2026' }),
    ),
    'second.csv',
  );
  expect(second.body.upload.counts).toEqual({ new: 1, changed: 1, unchanged: 1, leaving: 1 });
  const difference = await t.call(eligibilityDifference, 200, {
    params: { uploadId: second.body.upload.id },
    token: sam,
  });
  expect(difference.status).toBe(200);
  const byNumber = new Map(difference.body.changes.map((change) => [change.employeeNumber, change]));
  expect(byNumber.get('DL-003')).toMatchObject({ change: 'new', loses: [] });
  expect(byNumber.get('DL-003')!.gains.length).toBeGreaterThan(0);
  // A new joiner gains what is open to them, never a scheme closed to new members.
  expect(byNumber.get('DL-003')!.gains).toContain('Pension');
  expect(byNumber.get('DL-003')!.gains).not.toContain('Childcare Vouchers');
  expect(byNumber.get('DL-004')).toMatchObject({ change: 'leaving', gains: expect.any(Array) });
  expect(byNumber.get('DL-004')!.loses.length).toBeGreaterThan(0);
  // A salary change decides no eligibility.
  expect(byNumber.has('DL-002')).toBe(false);
  expect(difference.body.total).toBe(difference.body.changes.length);

  const alexBefore = (await t.api.db.select().from(users).where(eq(users.email, 'employee@acme.test')))[0]!;
  expect(
    (await t.post(`/employee-data-uploads/${second.body.upload.id}/apply`, { sendWelcomeEmails: false }, sam)).status,
  ).toBe(202);
  await applied(second.body.upload.id);
  await t.api.jobsIdle();
  await expect(t.mailbox('dl-003@dataload.test')).rejects.toThrow('fewer than 1');
  const people = new Map(
    (await t.api.db.select().from(users).where(like(users.employeeNumber, 'DL-00%'))).map((row) => [
      row.employeeNumber,
      row,
    ]),
  );
  expect(people.get('DL-002')!.annualSalaryPence).toBe(4_500_000);
  // Every field of the file, as written (one JSON parameter a batch, employee-writes.ts).
  expect(people.get('DL-003')).toMatchObject({
    clientId: acmeId,
    userType: 'employee',
    firstName: 'Dana',
    surname: 'Load DL-003',
    email: 'dl-003@dataload.test',
    dateOfBirth: '1986-07-21',
    jobTitle: 'Engineer',
    department: 'Engineering',
    location: 'Leeds',
    employmentStartDate: '2019-04-01',
    annualSalaryPence: 4_000_000,
    employmentStatus: 'active',
    onProbation: false,
    activatedAt: null,
    passwordHash: null,
  });
  expect(people.get('DL-004')!.employmentStatus).toBe('left');
  expect((await t.api.db.select().from(users).where(eq(users.email, 'employee@acme.test')))[0]).toEqual(alexBefore);

  let loads = await history();
  expect(loads.map((load) => [load.fileName, load.result, load.canUndo])).toEqual([
    ['second.csv', 'applied', true],
    ['first.csv', 'applied', false],
    ['people.xlsx', 'undo', false],
    ['people.xlsx', 'undone', false],
  ]);
  const lastDate = (await t.call(dateLastUpload, 200, { params: { clientId: acmeId }, token: sam })).body
    .dateLastUpload;
  expect(lastDate).toBe(loads[0]!.uploadedAt);

  // Only the last applied load can be undone.
  expect(await t.post(`/client/${acmeId}/data-loads/${first.body.upload.id}/undo`, {}, sam)).toMatchObject({
    status: 409,
    body: { message: dataLoadUndoMessage },
  });
  expect((await t.post(`/client/${acmeId}/data-loads/${second.body.upload.id}/undo`, {}, globexEmployer)).status).toBe(
    404,
  );
  // DL-003 activates before the undo: kept, as a leaver, rather than deleted.
  await t.api.db
    .update(users)
    .set({ activatedAt: new Date(), passwordHash: 'x' })
    .where(eq(users.employeeNumber, 'DL-003'));
  const undo = await t.call(undoDataLoad, 201, {
    params: { clientId: acmeId, loadId: second.body.upload.id },
    token: sam,
  });
  expect(undo.status).toBe(201);
  expect(undo.body.dataLoad).toMatchObject({
    result: 'undo',
    undoesLoadId: second.body.upload.id,
    fileName: 'second.csv',
    canUndo: false,
    uploadedBy: 'Sam Patel',
  });
  const after = new Map(
    (await t.api.db.select().from(users).where(like(users.employeeNumber, 'DL-00%'))).map((row) => [
      row.employeeNumber,
      row,
    ]),
  );
  expect(after.get('DL-002')!.annualSalaryPence).toBe(4_000_000);
  expect(after.get('DL-003')!.employmentStatus).toBe('left');
  expect(after.get('DL-004')).toMatchObject({
    employmentStatus: 'active',
    onProbation: true,
    dateOfBirth: '1986-07-21',
    employmentStartDate: '2019-04-01',
    jobTitle: 'Engineer',
  });
  expect(await t.post(`/client/${acmeId}/data-loads/${second.body.upload.id}/undo`, {}, sam)).toMatchObject({
    status: 409,
  });
  loads = await history();
  expect(loads.map((load) => [load.fileName, load.result, load.canUndo])[0]).toEqual(['second.csv', 'undo', false]);
  expect(loads.find((load) => load.id === second.body.upload.id)!.result).toBe('undone');
  expect((await t.call(dateLastUpload, 200, { params: { clientId: acmeId }, token: sam })).body.dateLastUpload).toBe(
    undo.body.dataLoad.uploadedAt,
  );

  // Undoing a load that created people never activated deletes them.
  const third = await upload(csv(line('DL-005')), 'third.csv');
  await t.post(`/employee-data-uploads/${third.body.upload.id}/apply`, { sendWelcomeEmails: false }, sam);
  await applied(third.body.upload.id);
  expect((await t.post(`/client/${acmeId}/data-loads/${third.body.upload.id}/undo`, {}, sam)).status).toBe(201);
  expect(await t.api.db.select().from(users).where(eq(users.employeeNumber, 'DL-005'))).toEqual([]);
}, 60_000);

test('one load at a time: another is refused while one is queued or applying', async () => {
  const busy = await upload(csv(line('DL-400')), 'busy.csv');
  const other = await upload(csv(line('DL-401')), 'other.csv');
  // As if a worker had it in hand.
  await t.api.db.update(dataLoads).set({ status: 'applying' }).where(eq(dataLoads.id, busy.body.upload.id));
  expect(await t.post(`/employee-data-uploads/${other.body.upload.id}/apply`, {}, sam)).toMatchObject({
    status: 409,
    body: { message: dataLoadBusyMessage },
  });
  const applying = await t.call(employeeDataUploadById, 200, { params: { uploadId: busy.body.upload.id }, token: sam });
  expect(applying.body.upload).toMatchObject({ status: 'applying', progress: { done: 0, total: 1 } });
  await t.api.db.update(dataLoads).set({ status: 'checked' }).where(eq(dataLoads.id, busy.body.upload.id));
  for (const id of [busy.body.upload.id, other.body.upload.id])
    expect((await t.post(`/employee-data-uploads/${id}/discard`, {}, sam)).status).toBe(200);
});

test('a discarded dry run is deleted, and one abandoned for an hour is deleted by the next upload', async () => {
  const kept = await upload(csv(line('DL-500')), 'kept.csv');
  const discarded = await upload(csv(line('DL-501')), 'discarded.csv');
  expect(await t.post(`/employee-data-uploads/${discarded.body.upload.id}/discard`, {}, sam)).toMatchObject({
    status: 200,
    body: { discarded: true },
  });
  expect((await t.get(`/employee-data-uploads/${discarded.body.upload.id}`, sam)).status).toBe(404);
  await t.api.db
    .update(dataLoads)
    .set({ createdAt: sql`now() - interval '61 minutes'` })
    .where(eq(dataLoads.id, kept.body.upload.id));
  expect((await t.get(`/employee-data-uploads/${kept.body.upload.id}`, sam)).status).toBe(404);
  const next = await upload(csv(line('DL-502')), 'next.csv');
  const left = await t.api.db
    .select({ id: dataLoads.id })
    .from(dataLoads)
    .where(inArray(dataLoads.id, [kept.body.upload.id, discarded.body.upload.id]));
  expect(left).toEqual([]);
  await t.post(`/employee-data-uploads/${next.body.upload.id}/discard`, {}, sam);
});

test('the eligibility difference is only for clients that have it', async () => {
  const file = csv(line('DL-600', { email: 'dl-600@globex-load.test' }));
  const globexUpload = await upload(file, 'globex.csv', globexEmployer, globexId);
  expect(globexUpload.status).toBe(201);
  expect(
    (await t.get(`/employee-data-uploads/${globexUpload.body.upload.id}/eligibility-difference`, globexEmployer))
      .status,
  ).toBe(404);
  expect((await t.get(`/employee-data-uploads/${globexUpload.body.upload.id}`, globexEmployer)).status).toBe(200);
});

test('round trip: a formula-like name uploaded is stored as text and defused in a report export', async () => {
  // Alex Morgan as the seed has them, but for a first name that a spreadsheet would run.
  const alex = [
    'ACM-00042',
    '"=HYPERLINK(""http://x"")"',
    'Morgan',
    'employee@acme.test',
    '21/07/1986',
    'Production Engineer',
    'Engineering',
    'Manchester',
    '01/04/2019',
    '60000.00',
    'active',
    'no',
    '',
  ].join(',');
  const { body } = await upload(csv(alex), 'round-trip.csv');
  expect(body.upload).toMatchObject({ errorCount: 0, counts: { new: 0, changed: 1, unchanged: 0, leaving: 0 } });
  await t.post(`/employee-data-uploads/${body.upload.id}/apply`, { sendWelcomeEmails: false }, sam);
  await applied(body.upload.id);
  try {
    const [stored] = await t.api.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, 'employee@acme.test'));
    expect(stored!.firstName).toBe('=HYPERLINK("http://x")');
    const report = await t.call(requestReport, 201, {
      params: { clientId: acmeId },
      body: { type: 'payroll', year: 2026, month: 3 },
      token: sam,
    });
    expect(report.status).toBe(201);
    const response = await fetch(`${t.api.url}/client/${acmeId}/reports/${report.body.report.id}/download`, {
      headers: { authorization: `Bearer ${sam}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"\'=HYPERLINK(""http://x"") Morgan"');
    expect(text).not.toContain('"=HYPERLINK');
  } finally {
    expect((await t.post(`/client/${acmeId}/data-loads/${body.upload.id}/undo`, {}, sam)).status).toBe(201);
  }
  const [back] = await t.api.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.email, 'employee@acme.test'));
  expect(back!.firstName).toBe('Alex');
});

test('an apply that fails part-way changes nothing, and is in the history as failed', async () => {
  const file = csv(line('DL-700'), line('DL-701'), line('DL-702'));
  const { body } = await upload(file, 'fails.csv');
  expect(body.upload.errorCount).toBe(0);
  // Between the dry run and the apply, someone at another client takes the third row's email.
  const [globexPerson] = await t.api.db.select().from(users).where(eq(users.email, 'employee@globex.test'));
  await t.api.db.update(users).set({ email: 'dl-702@dataload.test' }).where(eq(users.id, globexPerson!.id));
  try {
    expect(
      (await t.post(`/employee-data-uploads/${body.upload.id}/apply`, { sendWelcomeEmails: true }, sam)).status,
    ).toBe(202);
    await t.api.jobsIdle();
    const { body: after } = await t.call(employeeDataUploadById, 200, {
      params: { uploadId: body.upload.id },
      token: sam,
    });
    expect(after.upload.status).toBe('failed');
    expect(after.upload.failure).toBe(
      'The upload could not be applied, and nothing was changed: an email in the file is now used by another person',
    );
    expect(await t.api.db.select().from(users).where(like(users.employeeNumber, 'DL-70%'))).toEqual([]);
    await expect(t.mailbox('dl-700@dataload.test')).rejects.toThrow('fewer than 1');
    const failed = (await history()).find((load) => load.id === body.upload.id)!;
    expect(failed).toMatchObject({ result: 'failed', canUndo: false });
  } finally {
    await t.api.db.update(users).set({ email: 'employee@globex.test' }).where(eq(users.id, globexPerson!.id));
  }
});

test('the job run again after its commit queues no welcome mail twice', async () => {
  const { body } = await upload(csv(line('DL-800')), 'twice.csv');
  await t.post(`/employee-data-uploads/${body.upload.id}/apply`, {}, sam);
  await applied(body.upload.id);
  expect(await t.mailbox('dl-800@dataload.test')).toHaveLength(1);
  // As a worker does when the api died after the commit but before the job was marked done.
  const [load] = await t.api.db.select().from(dataLoads).where(eq(dataLoads.id, body.upload.id));
  await dataLoadHandler({ db: t.api.db, config: configFromEnv({}), secretBox: t.secretBox })(
    { loadId: body.upload.id },
    { jobId: load!.jobId!, attempt: 2 },
  );
  expect(await t.mailbox('dl-800@dataload.test')).toHaveLength(1);
  expect(await t.api.db.select().from(users).where(eq(users.employeeNumber, 'DL-800'))).toHaveLength(1);
});
