// The employer tables through every tier (gateway GraphQL -> api REST -> database): connections
// with page counts and registration figures, downloads as single-use links, welcome resends,
// approvals, and nothing at all for another client's employer.
import { eq } from 'drizzle-orm';
import { users } from '../../api/src/db/schema-people.js';
import { startSession } from '../../api/src/auth/sessions.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
let employer: string;
let employee: string;
let globexEmployer: string;

async function sessionOf(email: string) {
  const [user] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await startSession(stack.db, user!.id)).token;
}

beforeAll(async () => {
  stack = await startStack();
  employer = await sessionOf('employer@acme.test');
  employee = await sessionOf('employee@acme.test');
  await stack.db.update(users).set({ isApprover: true }).where(eq(users.email, 'employer@globex.test'));
  globexEmployer = await sessionOf('employer@globex.test');
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const EMPLOYEES = `query ($page: Int, $after: String, $search: String, $registered: Boolean, $sortBy: EmployeeSort) {
  viewer { employees(page: $page, after: $after, search: $search, registered: $registered, sortBy: $sortBy) {
    totalCount pageCount currentPage perPage totalEmployees totalRegisteredEmployees percentageRegistered
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id name email registered twoFactorEnabled } } } } }`;

interface Table {
  totalCount: number;
  pageCount: number;
  currentPage: number;
  perPage: number;
  totalEmployees: number;
  totalRegisteredEmployees: number;
  percentageRegistered: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
  edges: { cursor: string; node: { id: string; name: string; email: string; registered: boolean } }[];
}

test('the employee connection pages by number or cursor with the registration figures', async () => {
  const first = await stack.graphql<{ viewer: { employees: Table } }>(
    EMPLOYEES,
    {},
    { token: employer, host: 'acme.localhost' },
  );
  const table = first.body.data!.viewer.employees;
  expect(table.edges).toHaveLength(10);
  expect(table).toMatchObject({ currentPage: 1, perPage: 10, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
  expect(table.pageCount).toBe(Math.ceil(table.totalCount / 10));
  expect(table.percentageRegistered).toBe(
    Math.round((table.totalRegisteredEmployees / table.totalEmployees) * 1000) / 10,
  );
  const byCursor = await stack.graphql<{ viewer: { employees: Table } }>(
    EMPLOYEES,
    { after: table.pageInfo.endCursor },
    { token: employer },
  );
  const byPage = await stack.graphql<{ viewer: { employees: Table } }>(EMPLOYEES, { page: 2 }, { token: employer });
  expect(byCursor.body.data!.viewer.employees.edges).toEqual(byPage.body.data!.viewer.employees.edges);
  expect(byPage.body.data!.viewer.employees.currentPage).toBe(2);
  const search = await stack.graphql<{ viewer: { employees: Table } }>(
    EMPLOYEES,
    { search: 'patel' },
    { token: employer },
  );
  expect(search.body.data!.viewer.employees.edges.map((edge) => edge.node.email)).toEqual(['employer@acme.test']);
  const unregistered = await stack.graphql<{ viewer: { employees: Table } }>(
    EMPLOYEES,
    { registered: false },
    { token: employer },
  );
  expect(unregistered.body.data!.viewer.employees.edges.every((edge) => !edge.node.registered)).toBe(true);
});

test('a NUL character in a search is an input error of the user, not a failure of the server', async () => {
  const { body } = await stack.graphql(EMPLOYEES, { search: 'pat\u0000el' }, { token: employer });
  expect(body.data).toEqual({ viewer: { employees: null } });
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'This field contains characters that are not allowed',
      extensions: { code: 'BAD_USER_INPUT' },
    }),
  ]);
});

test('the 2FA connection carries the enforcement flag and its own figures', async () => {
  const query = `{ viewer { twoFactorEmployees(twoFactorEnabled: true, search: "riley") {
    totalCount isEnforcementTwoFAEnabled totalTwoFactorEmployees percentageTwoFactor edges { node { email twoFactorEnabled } } } } }`;
  const { body } = await stack.graphql(query, {}, { token: employer });
  expect(body.data).toMatchObject({
    viewer: {
      twoFactorEmployees: {
        totalCount: 1,
        isEnforcementTwoFAEnabled: false,
        edges: [{ node: { email: 'mfa@acme.test', twoFactorEnabled: true } }],
      },
    },
  });
});

test('a report download is a link that works once, with no token in it', async () => {
  const mutation = `mutation ($input: CreateEmployeeReportDownloadInput!) {
    createEmployeeReportDownload(input: $input) { url expiresInSeconds errors { message } } }`;
  const { body } = await stack.graphql<{ createEmployeeReportDownload: { url: string; expiresInSeconds: number } }>(
    mutation,
    { input: { type: 'EMPLOYEE_TWO_FA', search: 'riley' } },
    { token: employer },
  );
  const { url, expiresInSeconds } = body.data!.createEmployeeReportDownload;
  expect(expiresInSeconds).toBeLessThanOrEqual(60);
  expect(url).toMatch(/^\/downloads\/[A-Za-z0-9_-]+$/);
  expect(url).not.toContain(employer);
  const first = await fetch(`${stack.gatewayUrl}${url}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-disposition')).toContain('employees-two-factor-authentication.csv');
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(await first.text()).toContain('"Riley Evans","mfa@acme.test","Yes","Enabled"');
  expect((await fetch(`${stack.gatewayUrl}${url}`)).status).toBe(410);
});

test('welcome emails are resent through the gateway', async () => {
  const { body } = await stack.graphql<{ viewer: { employees: Table } }>(
    EMPLOYEES,
    { search: 'new@acme' },
    { token: employer },
  );
  const taylor = body.data!.viewer.employees.edges[0]!.node;
  const one = await stack.graphql(
    `mutation ($input: ResendWelcomeEmailInput!) { resendWelcomeEmail(input: $input) { sent errors { message } } }`,
    {
      input: { employeeId: taylor.id },
    },
    { token: employer },
  );
  expect(one.body.data).toEqual({ resendWelcomeEmail: { sent: true, errors: [] } });
  const all = await stack.graphql(
    `mutation { resendWelcomeEmails(input: {}) { queuedCount errors { message } } }`,
    {},
    { token: employer },
  );
  expect(
    (all.body.data as { resendWelcomeEmails: { queuedCount: number } }).resendWelcomeEmails.queuedCount,
  ).toBeGreaterThan(10);
});

test("approvals: the summary, a benefit's table with dynamic columns, and a decision", async () => {
  const summary = await stack.graphql<{
    viewer: {
      selectionApprovals: { count: number; benefits: { benefitId: string; benefitName: string; count: number }[] };
    };
  }>('{ viewer { selectionApprovals { count benefits { benefitId benefitName count } } } }', {}, { token: employer });
  const cycle = summary.body.data!.viewer.selectionApprovals.benefits.find(
    (row) => row.benefitName === 'Cycle to Work',
  )!;
  const PENDING = `query ($id: ID!) { viewer { pendingSelections(benefitId: $id) { benefitName fieldNames totalCount pageCount
    edges { node { id employeeName orderValue fields { name value } } } } } }`;
  const pending = await stack.graphql<{
    viewer: {
      pendingSelections: { fieldNames: string[]; edges: { node: { id: string; fields: { name: string }[] } }[] };
    };
  }>(PENDING, { id: cycle.benefitId }, { token: employer });
  const connection = pending.body.data!.viewer.pendingSelections;
  expect(connection).toMatchObject({
    benefitName: 'Cycle to Work',
    fieldNames: ['Accessories', 'Bike model', 'Retailer'],
    // The demo's 14 bike orders less one by a person on probation, whom the scheme excludes
    // (as take-up counts them).
    totalCount: 13,
    pageCount: 2,
  });
  expect(connection.edges[0]!.node.fields.map((field) => field.name)).toEqual(connection.fieldNames);
  const ids = connection.edges.slice(0, 2).map((edge) => edge.node.id);

  const DECIDE = `mutation ($input: DecideSelectionsInput!) {
    decideSelections(input: $input) { processedCount decidedSelectionIds viewer { selectionApprovals { count } } errors { message } }
  }`;
  // Another client's approver sending Acme's ids gets nothing and changes nothing.
  const foreign = await stack.graphql(
    DECIDE,
    { input: { selectionIds: ids, approval: true } },
    { token: globexEmployer },
  );
  expect(foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const foreignRead = await stack.graphql(PENDING, { id: cycle.benefitId }, { token: globexEmployer });
  expect(foreignRead.body.data).toEqual({ viewer: { pendingSelections: null } });
  expect(JSON.stringify(foreignRead.body)).not.toContain('Cycle');

  expect(
    (await stack.graphql(DECIDE, { input: { selectionIds: ids, approval: true } }, { token: employer })).body.data,
  ).toEqual({
    // The decided ids come back for the web to drop those rows, with the count still pending.
    decideSelections: {
      processedCount: 2,
      decidedSelectionIds: ids,
      viewer: { selectionApprovals: { count: expect.any(Number) } },
      errors: [],
    },
  });
  expect(
    (await stack.graphql(DECIDE, { input: { selectionIds: ids, approval: false } }, { token: employer })).body.data,
  ).toEqual({
    decideSelections: {
      processedCount: 0,
      decidedSelectionIds: [],
      viewer: null,
      errors: [{ message: 'Some of these selections are no longer awaiting approval' }],
    },
  });
  expect(
    (await stack.graphql(DECIDE, { input: { selectionIds: [], approval: true } }, { token: employer })).body.data,
  ).toEqual({
    decideSelections: {
      processedCount: 0,
      decidedSelectionIds: [],
      viewer: null,
      errors: [{ message: 'No selections to approve/reject, please review your choice' }],
    },
  });
});

test("an employee and another client's employer are refused every employer field", async () => {
  const queries = [
    '{ viewer { employees { totalCount edges { node { email } } } } }',
    '{ viewer { twoFactorEmployees { totalCount edges { node { email } } } } }',
    '{ viewer { selectionApprovals { count } } }',
  ];
  for (const query of queries) {
    const asEmployee = await stack.graphql(query, {}, { token: employee });
    expect(asEmployee.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asEmployee.body.data)).not.toContain('acme.test');
  }
  const globex = await stack.graphql<{ viewer: { employees: Table } }>(queries[0]!, {}, { token: globexEmployer });
  expect(globex.body.data!.viewer.employees.edges.every((edge) => edge.node.email.endsWith('globex.test'))).toBe(true);
  const download = await stack.graphql(
    'mutation { createEmployeeReportDownload(input: { type: EMPLOYEES }) { url } }',
    {},
    { token: employee },
  );
  expect(download.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
