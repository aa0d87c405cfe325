// Employee data uploads in the browser, on the real services. Sam (Acme's administrator; Acme has
// the eligibility impact) downloads the template (its example row names nobody: sent back unchanged
// it is refused, as is a row giving an employee's number to someone else), checks a file with an
// error and sees it, checks a good file (two new employees @acme-upload.test and one changed
// generated employee, never the demo cast), applies it without welcome emails, follows its progress
// to the end, sees it in the history, and undoes it: the last step, so Acme's employees are left as
// they were. Jamie (Globex's administrator, no eligibility impact) sees the plain panel and is
// refused Acme's upload route; Quinn (an Acme employer, not an administrator) sees no button and is
// refused. It runs in the `final` project: it changes Acme's employees while it runs.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { dataLoadColumns } from '../../contract/src/data-loads';
import { checkAtBothWidths } from './accessibility';
import { DEMO_PASSWORD, jamieThroughMasquerade, logIn, on } from './support';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** A session through the api, as the login screens make one (for people without 2FA). */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = (await (
    await request.post(`${apiUrl}/login`, {
      data: { email, password: DEMO_PASSWORD, site: 'acme', deviceToken: 'e2e' },
    })
  ).json()) as { access_token?: string };
  expect(answer.access_token).toEqual(expect.any(String));
  return answer.access_token!;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function clientIdOf(request: APIRequestContext, token: string): Promise<number> {
  return ((await (await request.get(`${apiUrl}/user`, { headers: bearer(token) })).json()) as { clientId: number })
    .clientId;
}

interface ListedEmployee {
  firstName: string;
  surname: string;
  email: string;
  employmentStatus: string;
}

async function employeesMatching(
  request: APIRequestContext,
  token: string,
  clientId: number,
  search: string,
  activated?: 0 | 1,
): Promise<ListedEmployee[]> {
  const filter = activated === undefined ? '' : `&filter[person_activated]=${activated}`;
  const list = await request.get(
    `${apiUrl}/v2/client/${clientId}/employees?search=${encodeURIComponent(search)}${filter}&sort_by=email&range=asc`,
    { headers: bearer(token) },
  );
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: ListedEmployee[] }).data;
}

type Row = Partial<Record<(typeof dataLoadColumns)[number]['name'], string>>;

function csvOf(rows: Row[]): Buffer {
  const names = dataLoadColumns.map((column) => column.name);
  const lines = [names.join(','), ...rows.map((row) => names.map((name) => row[name] ?? '').join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const newcomers: Row[] = [
  {
    employee_number: 'UPL-0001',
    first_name: 'Ada',
    surname: 'Upload',
    email: 'ada.upload@acme-upload.test',
    date_of_birth: '10/12/1985',
    annual_salary: '41000.00',
    job_title: 'Analyst',
  },
  {
    employee_number: 'UPL-0002',
    first_name: 'Grace',
    surname: 'Upload',
    email: 'grace.upload@acme-upload.test',
    date_of_birth: '09/12/1990',
    annual_salary: '39500',
    department: 'Engineering',
  },
];

/**
 * One generated Acme employee who never activated (no demo-cast name, no login anyone relies on),
 * as the file would name them: seed-employees.ts numbers them E{n} and mails them at first.surname.n.
 */
async function aGeneratedEmployee(request: APIRequestContext, token: string, clientId: number): Promise<Row> {
  const people = await employeesMatching(request, token, clientId, 'acme.test', 0);
  const person = people.find(
    (row) => /^[a-z]+\.[a-z]+\.\d+@acme\.test$/.test(row.email) && row.employmentStatus === 'active',
  );
  expect(person, 'a generated, never-activated Acme employee').toBeTruthy();
  const n = Number(/\.(\d+)@/.exec(person!.email)![1]);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    employee_number: `E${String(n).padStart(6, '0')}`,
    first_name: person!.firstName,
    surname: person!.surname,
    email: person!.email,
    date_of_birth: `${pad((n % 28) + 1)}/${pad((n % 12) + 1)}/${1960 + (n % 40)}`,
    annual_salary: ((2_200_000 + (n % 25) * 160_000) / 100).toFixed(2),
    job_title: 'Upload Tester',
  };
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Upload employee data' }).click();
  const panel = page.getByRole('dialog', { name: 'Upload employee data' });
  await expect(panel.getByRole('button', { name: 'Check file' })).toBeVisible();
  return panel;
}

test('Sam checks a file with an error, applies a good one with its progress, and undoes it', async ({
  page,
  request,
}) => {
  const sam = await tokenOf(request, 'employer@acme.test');
  const acme = await clientIdOf(request, sam);
  const changed = await aGeneratedEmployee(request, sam, acme);
  expect(await employeesMatching(request, sam, acme, 'acme-upload.test')).toEqual([]);

  await logIn(page, 'acme', 'employer@acme.test');
  await page.goto(on('acme', '/app/employee-data/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  // The Employees tab's count (located by its id: the open panel hides the page from roles).
  const matching = page.locator('[id$=":content-employees"]').getByText(/^[\d,]+ employees match$/);
  await expect(matching).toBeVisible();
  const employeesBefore = Number((await matching.textContent())!.replace(/\D/g, ''));
  const panel = await openPanel(page);
  await expect(panel.getByTestId('upload-data-panel')).toHaveAttribute('data-variant', 'eligibility-impact');
  await expect(panel.getByTestId('upload-data-last-upload')).toBeVisible();
  await checkAtBothWidths(page, 'data-loads-panel', { panel: true });

  // The template: the columns' names, then the example row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('employee-data-template.csv');
  const template = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, example] = template.split('\r\n');
  expect(header).toBe(dataLoadColumns.map((column) => column.name).join(','));
  // Its example row names nobody: a reserved number and an email that can receive no mail.
  expect(example).toContain('EXAMPLE-0001,Sample,Employee,sample.employee@example.invalid,01/01/1990');

  // Sent back unchanged, with a row that gives Alex Morgan's number to someone else: both refused.
  const impostor: Row = {
    employee_number: 'ACM-00042',
    first_name: 'Jordan',
    surname: 'Reed',
    email: 'jordan.reed@acme-upload.test',
    date_of_birth: '02/02/1992',
    annual_salary: '40000.00',
  };
  await panel.getByLabel('Employee file').setInputFiles({
    name: 'employee-data-template.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([readFileSync((await download.path())!), csvOf([impostor]).subarray(header!.length + 2)]),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
  const refused = panel.getByTestId('upload-data-errors');
  await expect(refused).toContainText(
    'Row 2, employee number: is the template’s example: enter the employee’s own number from your payroll',
  );
  await expect(refused).toContainText(
    'Row 3, employee number: belongs to Alex Morgan, but the name and date of birth differ: this looks like a different person. Check the employee number',
  );
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await checkAtBothWidths(page, 'data-loads-different-person', { panel: true });
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // A file with an impossible date: the row's error, and no Apply.
  const file = panel.getByLabel('Employee file');
  await file.setInputFiles({
    name: 'bad-dates.csv',
    mimeType: 'text/csv',
    buffer: csvOf([{ ...newcomers[0], date_of_birth: '31/02/1990' }]),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
  const errors = panel.getByTestId('upload-data-errors');
  await expect(errors).toContainText('Row 2, date of birth: 31/02/1990 is not a date');
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await checkAtBothWidths(page, 'data-loads-errors', { panel: true });
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // The good file: two new employees and one changed.
  await panel
    .getByLabel('Employee file')
    .setInputFiles({ name: 'acme-march.csv', mimeType: 'text/csv', buffer: csvOf([...newcomers, changed]) });
  await panel.getByRole('button', { name: 'Check file' }).click();
  const counts = panel.getByRole('group', { name: 'What applying the file would do' });
  await expect(counts).toContainText(/New\s*2/);
  await expect(counts).toContainText(/Changed\s*1/);
  await expect(counts).toContainText(/Unchanged\s*0/);
  await expect(counts).toContainText(/Leaving\s*0/);
  await expect(panel.getByText('No errors: the file can be applied.')).toBeVisible();
  await expect(panel.getByTestId('upload-data-eligibility')).toBeVisible();
  await checkAtBothWidths(page, 'data-loads-dry-run', { panel: true });

  const welcome = panel.getByRole('checkbox', { name: 'Send welcome emails to new employees' });
  await expect(welcome).toBeChecked();
  await panel.getByText('Send welcome emails to new employees').click();
  await expect(welcome).not.toBeChecked();
  await panel.getByRole('button', { name: 'Apply' }).click();
  // The progress shows until the job's first read (a second later) says it is done.
  const bar = panel.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(panel.getByText(/^Applied \d of 3 rows$/)).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'acme-march.csv has been applied' })).toBeVisible();
  const history = panel.getByRole('table', { name: 'Upload history' });
  await expect(history.getByRole('row').nth(1)).toContainText('acme-march.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('Applied');
  await expect(history.getByRole('row').nth(1)).toContainText('Sam Patel');
  await expect(panel.getByTestId('upload-data-last-upload')).toContainText('Last upload: ');
  // The page's tables are read again behind the panel.
  await expect(matching).toHaveText(`${employeesBefore + 2} employees match`);
  await checkAtBothWidths(page, 'data-loads-applied', { panel: true });
  expect((await employeesMatching(request, sam, acme, 'acme-upload.test')).map((row) => row.email)).toEqual([
    'ada.upload@acme-upload.test',
    'grace.upload@acme-upload.test',
  ]);

  // Undo, behind its confirmation: the last step, which puts Acme's employees back.
  await history.getByRole('button', { name: 'Undo acme-march.csv' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this upload?' });
  await expect(confirm).toContainText('the 2 new employees it added are removed');
  await checkAtBothWidths(page, 'data-loads-undo', { panel: true });
  await confirm.getByRole('button', { name: 'Undo upload' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'The upload of acme-march.csv has been undone.' }),
  ).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('Undo of acme-march.csv');
  await expect(history.getByRole('row').nth(2)).toContainText('Undone');
  await expect(history.getByRole('button', { name: /^Undo / })).toHaveCount(0);
  expect(await employeesMatching(request, sam, acme, 'acme-upload.test')).toEqual([]);
  await expect(matching).toHaveText(`${employeesBefore} employees match`);
});

test('Quinn, an employer who is not an administrator, sees no button and is refused the upload route', async ({
  page,
  request,
}) => {
  const quinn = await tokenOf(request, 'hr@acme.test');
  const sam = await tokenOf(request, 'employer@acme.test');
  const acme = await clientIdOf(request, sam);
  const refused = await page.request.post(`/uploads/employee-data/${acme}`, {
    headers: { ...bearer(quinn), 'x-file-name': 'x.csv' },
    data: csvOf(newcomers),
  });
  expect(refused.status()).toBe(403);
  await page.goto(on('acme', '/'));
  await page.evaluate((token) => {
    localStorage.setItem('loggedIn', 'true');
    localStorage.setItem('loginCredentials', JSON.stringify({ access_token: token, expires_in: 900 }));
    localStorage.setItem('user', JSON.stringify({ userType: 'EMPLOYER' }));
  }, quinn);
  await page.goto(on('acme', '/app/employee-data/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload employee data' })).toHaveCount(0);
});

test("Jamie, Globex's administrator, sees the plain panel and is refused Acme's upload route", async ({
  request,
  browser,
}) => {
  const {
    context,
    page,
    token: jamie,
  } = await jamieThroughMasquerade(request, browser, 'Checks that Globex cannot upload to Acme');
  try {
    const sam = await tokenOf(request, 'employer@acme.test');
    const acme = await clientIdOf(request, sam);
    const across = await page.request.post(on('localhost', `/uploads/employee-data/${acme}`), {
      headers: { ...bearer(jamie), 'x-file-name': 'x.csv' },
      data: csvOf(newcomers),
    });
    expect(across.status()).toBe(404);
    await page.goto(on('globex', '/app/employee-data/'));
    const panel = await openPanel(page);
    await expect(panel.getByTestId('upload-data-panel')).toHaveAttribute('data-variant', 'standard');
    await expect(panel.getByText('No employee data has been uploaded yet')).toBeVisible();
    await checkAtBothWidths(page, 'data-loads-panel-globex', { panel: true });
  } finally {
    await context.close();
  }
});
