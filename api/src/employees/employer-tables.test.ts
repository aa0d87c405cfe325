// The employer tables over the real api and database: employees, 2FA, reports, download tickets,
// welcome-email resends, and who may see any of it.
import { employeeList, issueTicket, resendWelcomeEmails, twoFactorList } from '@portal/contract/employees';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema-audit.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { useTestApi } from '../testing/test-api.js';
import { orderOf } from './employees.js';

const t = useTestApi();
let acmeId: number;
let globexId: number;
let employer: string;
let globexEmployer: string;
let employee: string;

beforeAll(async () => {
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acmeId = rows.find((row) => row.domain === 'acme')!.id;
  globexId = rows.find((row) => row.domain === 'globex')!.id;
  employer = await t.logIn('employer@acme.test');
  employee = await t.logIn('employee@acme.test');
  // Globex requires 2FA: its employer's session is started directly.
  globexEmployer = await t.sessionFor('employer@globex.test');
}, 60_000);

test('the employee list pages ten at a time with its totals (all and registered)', async () => {
  const first = await t.call(employeeList, 200, { params: { clientId: acmeId }, token: employer });
  expect(first.status).toBe(200);
  expect(first.body.per_page).toBe(10);
  expect(first.body.data).toHaveLength(10);
  expect(first.body.total).toBeGreaterThanOrEqual(68);
  expect(first.body.last_page).toBe(Math.ceil(first.body.total / 10));
  expect(first.body.totalEmployeesValues.totalEmployees).toBe(first.body.total);
  expect(first.body.totalEmployeesValues.totalRegisteredEmployees).toBeLessThan(first.body.total);
  expect(first.body.filters).toEqual({ search: '', person_activated: null, sort_by: 'name', range: 'asc' });
  const surnames = first.body.data.map((row) => row.surname);
  expect([...surnames].sort((a, b) => a.localeCompare(b))).toEqual(surnames);
  const second = await t.call(employeeList, 200, { params: { clientId: acmeId }, query: { page: 2 }, token: employer });
  expect(second.body.data.map((row) => row.id)).not.toContain(first.body.data[0]!.id);
  const beyond = await t.call(employeeList, 200, {
    params: { clientId: acmeId },
    query: { page: 999 },
    token: employer,
  });
  expect(beyond.body.data).toEqual([]);
});

test('every page follows the one before it in each sort, also past the middle where the page is read from the far end', async () => {
  for (const sort of ['name', 'email', 'registered'] as const) {
    for (const range of ['asc', 'desc'] as const) {
      for (const filter of ['', '&filter[person_activated]=1']) {
        const reference = await t.api.db
          .select({ id: users.id })
          .from(users)
          .where(filter ? and(eq(users.clientId, acmeId), isNotNull(users.activatedAt)) : eq(users.clientId, acmeId))
          .orderBy(...orderOf(sort, range));
        const first = await t.call(employeeList, 200, {
          params: { clientId: acmeId },
          query: `sort_by=${sort}&range=${range}${filter}`,
          token: employer,
        });
        const ids = first.body.data.map((row) => row.id);
        for (let page = 2; page <= first.body.last_page; page += 1) {
          const next = await t.call(employeeList, 200, {
            params: { clientId: acmeId },
            query: `sort_by=${sort}&range=${range}&page=${page}${filter}`,
            token: employer,
          });
          expect(next.body.current_page).toBe(page);
          ids.push(...next.body.data.map((row) => row.id));
        }
        expect(ids).toEqual(reference.map((row) => row.id));
      }
    }
  }
});

test('search is a case-insensitive substring of name and email, filters and sorts combine', async () => {
  const search = await t.call(employeeList, 200, {
    params: { clientId: acmeId },
    query: { search: 'PATEL' },
    token: employer,
  });
  expect(search.body.data.map((row) => row.email)).toEqual(['employer@acme.test']);
  expect(search.body.total).toBe(1);
  const byEmail = await t.call(employeeList, 200, {
    params: { clientId: acmeId },
    query: { search: 'acme.test', sort_by: 'email', range: 'desc' },
    token: employer,
  });
  const emails = byEmail.body.data.map((row) => row.email);
  expect([...emails].sort().reverse()).toEqual(emails);
  // A literal % is not a wildcard.
  expect(
    (await t.call(employeeList, 200, { params: { clientId: acmeId }, query: { search: '%' }, token: employer })).body
      .total,
  ).toBe(0);
  // The filter spelt with brackets as they are, then with them encoded: both are read.
  const unregistered = await t.call(employeeList, 200, {
    params: { clientId: acmeId },
    query: 'filter[person_activated]=0',
    token: employer,
  });
  expect(unregistered.body.data.every((row) => !row.registered)).toBe(true);
  expect(unregistered.body.filters.person_activated).toBe(0);
  const registered = await t.call(employeeList, 200, {
    params: { clientId: acmeId },
    query: 'filter%5Bperson_activated%5D=1',
    token: employer,
  });
  expect(registered.body.data.every((row) => row.registered)).toBe(true);
  expect(unregistered.body.total + registered.body.total).toBe(registered.body.totalEmployeesValues.totalEmployees);
  expect((await t.get(`/v2/client/${acmeId}/employees?sort_by=password_hash`, employer)).status).toBe(422);
  expect((await t.get(`/v2/client/${acmeId}/employees?page=0`, employer)).status).toBe(422);
});

test('the two-factor list filters on person_mfa_secret and says whether 2FA is enforced', async () => {
  const withTwoFa = await t.call(twoFactorList, 200, {
    params: { clientId: acmeId },
    query: 'filter[person_mfa_secret]=1',
    token: employer,
  });
  expect(withTwoFa.status).toBe(200);
  expect(withTwoFa.body.isEnforcementTwoFAEnabled).toBe(false);
  expect(withTwoFa.body.data.length).toBeGreaterThan(0);
  expect(withTwoFa.body.data.every((row) => row.twoFactorEnabled)).toBe(true);
  expect(withTwoFa.body.data.map((row) => row.email)).toContain('mfa@acme.test');
  const without = await t.call(twoFactorList, 200, {
    params: { clientId: acmeId },
    query: 'filter[person_mfa_secret]=0&search=riley',
    token: employer,
  });
  expect(without.body.data.map((row) => row.email)).not.toContain('mfa@acme.test');
  const globex = await t.call(twoFactorList, 200, { params: { clientId: globexId }, token: globexEmployer });
  expect(globex.body.isEnforcementTwoFAEnabled).toBe(true);
});

test('reports stream CSV with the same search and filter, cells defused', async () => {
  await t.api.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.email, 'new@acme.test'));
  // Spreadsheets skip leading blanks (a no-break space here) before reading a formula.
  const [other] = await t.api.db
    .select({ id: users.id, surname: users.surname })
    .from(users)
    .where(sql`${users.clientId} = ${acmeId} and ${users.activatedAt} is null and ${users.email} <> 'new@acme.test'`)
    .limit(1);
  await t.api.db.update(users).set({ firstName: '\u00A0 +cmd|calc' }).where(eq(users.id, other!.id));
  const response = await fetch(
    `${t.api.url}/v2/client/${acmeId}/employees/download-report?filter[person_activated]=0`,
    {
      headers: { authorization: `Bearer ${employer}` },
    },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const csv = await response.text();
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Name","Email","Employment status","Registered","Registered on"');
  expect(lines.slice(1).every((line) => line.includes('"No"'))).toBe(true);
  expect(csv).toContain(`"'=HYPERLINK(""x"") Green"`);
  expect(csv).toContain(`"'\u00A0 +cmd|calc ${other!.surname}"`);
  const twoFa = await fetch(
    `${t.api.url}/v2/client/${acmeId}/employees/download-report?type=employeeTwoFA&search=riley`,
    {
      headers: { authorization: `Bearer ${employer}` },
    },
  );
  expect((await twoFa.text()).trim().split('\r\n')).toEqual([
    '"Name","Email","Registered","Two-factor authentication"',
    '"Riley Evans","mfa@acme.test","Yes","Enabled"',
  ]);
});

test('a NUL character in a search is a field error, not a database failure', async () => {
  const refused = { errors: { search: ['This field contains characters that are not allowed'] } };
  for (const path of [
    `/v2/client/${acmeId}/employees?search=pat%00el`,
    `/v2/client/${acmeId}/employees/two-factor-authentication?search=%00`,
    `/v2/client/${acmeId}/employees/download-report?search=%00`,
  ]) {
    expect(await t.get(path, employer)).toMatchObject({ status: 422, body: refused });
  }
  const ticket = await t.post(
    `/v2/client/${acmeId}/employees/download-report/tickets`,
    { type: 'employees', search: 'a\u0000' },
    employer,
  );
  expect(ticket).toMatchObject({ status: 422, body: refused });
});

test('a download ticket works once, for its own report, and never for another client', async () => {
  const issued = await t.call(issueTicket, 201, {
    params: { clientId: acmeId },
    body: { type: 'employeeTwoFA', search: 'riley', 'filter[person_mfa_secret]': '1' },
    token: employer,
  });
  expect(issued.status).toBe(201);
  expect(issued.body.expiresIn).toBeLessThanOrEqual(60);
  const first = await fetch(`${t.api.url}/v2/downloads/${issued.body.ticket}`);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('mfa@acme.test');
  const again = await fetch(`${t.api.url}/v2/downloads/${issued.body.ticket}`);
  expect(again.status).toBe(410);
  expect(await again.json()).toEqual({ message: 'This download link has expired, please download the report again' });
  expect(
    (await t.post(`/v2/client/${acmeId}/employees/download-report/tickets`, { type: 'employees' }, globexEmployer))
      .status,
  ).toBe(404);
  expect(
    (await t.post(`/v2/client/${acmeId}/employees/download-report/tickets`, { type: 'employees' }, employee)).status,
  ).toBe(403);
  expect((await fetch(`${t.api.url}/v2/downloads/not-a-ticket`)).status).toBe(410);
});

test('a ticket dies with the session that asked for it', async () => {
  const token = await t.logIn('employer@acme.test');
  const issued = await t.call(issueTicket, 201, { params: { clientId: acmeId }, body: { type: 'employees' }, token });
  await t.post('/logout', {}, token);
  expect((await fetch(`${t.api.url}/v2/downloads/${issued.body.ticket}`)).status).toBe(410);
});

test('an employee, and an employer of another client, get nothing whichever ids they send', async () => {
  for (const path of [
    `/v2/client/${acmeId}/employees`,
    `/v2/client/${acmeId}/employees/two-factor-authentication`,
    `/v2/client/${acmeId}/employees/download-report`,
  ]) {
    const other = await t.get(path, globexEmployer);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('acme.test');
    expect((await t.get(path, employee)).status).toBe(403);
    expect((await t.get(path)).status).toBe(401);
  }
  // Globex's own list holds only Globex people.
  const own = await t.call(employeeList, 200, { params: { clientId: globexId }, token: globexEmployer });
  expect(own.body.data.every((row) => row.email.endsWith('globex.test'))).toBe(true);
  const [alex] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@acme.test'));
  expect((await t.post(`/employees/${alex!.id}/welcome-email-resends`, {}, globexEmployer)).status).toBe(404);
  expect((await t.post(`/companies/${acmeId}/welcome-email-resends`, {}, globexEmployer)).status).toBe(404);
  expect((await t.post(`/employees/${alex!.id}/welcome-email-resends`, {}, employee)).status).toBe(403);
});

test('welcome emails are resent to one unregistered employee, or to all of them, with audit rows', async () => {
  const [taylor] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@acme.test'));
  // The demo seed already mailed Taylor once (the welcome mail waiting in the outbox).
  const seeded = (await t.mailbox('new@acme.test', 0)).length;
  const one = await t.post(`/employees/${taylor!.id}/welcome-email-resends`, {}, employer);
  expect(one).toMatchObject({ status: 202, body: { status: 'queued', queued: 1 } });
  expect((await t.mailbox('new@acme.test', seeded + 1))[0]!.subject).toBe('Welcome to Acme Rewards');
  const [alex] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  expect(await t.post(`/employees/${alex!.id}/welcome-email-resends`, {}, employer)).toMatchObject({
    status: 422,
    body: { errors: { employee: ['This employee has already registered'] } },
  });

  const unregistered = await t.api.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.clientId} = ${acmeId} and ${users.activatedAt} is null`);
  const all = await t.call(resendWelcomeEmails, 202, { params: { clientId: acmeId }, token: employer });
  expect(all.status).toBe(202);
  expect(all.body.queued).toBe(unregistered.length);
  const last = unregistered[unregistered.length - 1]!.email;
  expect((await t.mailbox(last))[0]!.subject).toBe('Welcome to Acme Rewards');
  expect((await t.mailbox('new@acme.test', seeded + 2)).length).toBe(seeded + 2);
  const actions = await t.api.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'welcome-email.%'`);
  expect(actions.map((row) => row.action).sort()).toEqual(['welcome-email.resend', 'welcome-email.resend-all']);
});

test('selections keep the schema the seed relies on', async () => {
  const pending = await t.api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(selections)
    .where(eq(selections.status, 'pending'));
  expect(pending[0]!.n).toBeGreaterThanOrEqual(20);
});
