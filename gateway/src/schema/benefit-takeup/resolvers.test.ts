// Benefit take-up through the gateway: the figures as the api gives them, the state argument as
// the api's value, the insight-enabled client read from v2, and every refusal a FORBIDDEN error.
import { loginSetupAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

const admin = userAnswer({ id: 3, userType: 'employer', isEmployerAdmin: true, clientId: 2 });
const pension = {
  benefitId: 4,
  benefitName: 'Pension',
  eligible: 60,
  enrolled: 45,
  pending: 0,
  optedOut: 2,
  takeUpPercentage: 75,
};
const summary = { schemeYear: 2026, data: [pension] };
const detail = {
  benefit: pension,
  status: 'opted-out',
  data: [
    {
      selectionId: 91,
      employeeId: 12,
      employeeName: 'Alex Morgan',
      email: 'employee@acme.test',
      department: 'Sales',
      location: 'Leeds',
      status: 'opted-out',
      statusLabel: 'Opted out',
      planDetails: [{ label: 'Your contribution', value: '5% of salary' }],
      employeeMonthlyCost: 25000,
      employerMonthlyCost: 31250,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      chosenAt: '2025-12-12T00:00:00.000Z',
      decidedAt: null,
    },
  ],
  current_page: 2,
  last_page: 3,
  per_page: 10,
  total: 21,
};

let viewer = admin;
let setup = loginSetupAnswer();
let refusal: { status: number; body: { message: string } } | null = null;
let api: StandInApi;
beforeAll(async () => {
  const answer = (body: unknown) => () => refusal ?? { status: 200, body };
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: viewer }),
    'GET /login/setup': () => ({ status: 200, body: setup }),
    'GET /client/2/benefit-takeup': answer(summary),
    'GET /client/2/benefit-takeup/4': answer(detail),
    'GET /v2/client/2/benefit-insights': answer(summary),
    'GET /v2/client/2/benefit-insights/4': answer(detail),
  });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  viewer = admin;
  setup = loginSetupAnswer();
  refusal = null;
});

const summaryQuery =
  '{ viewer { benefitTakeup { schemeYear benefits { benefitId benefitName eligible enrolled pending optedOut takeUpPercentage } } } }';
const detailQuery = `{ viewer { benefitTakeupDetail(benefitId: "4", status: OPTED_OUT, page: 2) {
  totalCount pageCount currentPage status benefit { benefitName takeUpPercentage }
  edges { node { id employeeName statusLabel planDetails { label value } employeeMonthlyCost endDate } } } } }`;

test('the summary is the api figures per benefit, from client/{id}/benefit-takeup', async () => {
  const result = await api.execute(summaryQuery, { token: 'admin-token' });
  expect(result).toEqual({
    data: { viewer: { benefitTakeup: { schemeYear: 2026, benefits: [{ ...pension, benefitId: '4' }] } } },
  });
  expect(api.calls).toContain('GET /client/2/benefit-takeup');
});

test("one benefit's page asks for the state and page as the api names them", async () => {
  const result = await api.execute(detailQuery, { token: 'admin-token' });
  expect(result.errors).toBeUndefined();
  const connection = (result.data as { viewer: { benefitTakeupDetail: Record<string, unknown> } }).viewer
    .benefitTakeupDetail;
  expect(connection).toMatchObject({
    totalCount: 21,
    pageCount: 3,
    currentPage: 2,
    status: 'OPTED_OUT',
    benefit: { benefitName: 'Pension', takeUpPercentage: 75 },
  });
  expect(connection.edges).toEqual([
    {
      node: {
        id: expect.any(String),
        employeeName: 'Alex Morgan',
        statusLabel: 'Opted out',
        planDetails: [{ label: 'Your contribution', value: '5% of salary' }],
        employeeMonthlyCost: 25000,
        endDate: '2026-06-30',
      },
    },
  ]);
  expect(api.calls).toContain('GET /client/2/benefit-takeup/4?status=opted-out&page=2');
});

test('an insight-enabled client (exception benefit_insights) is read from v2 benefit-insights', async () => {
  const base = loginSetupAnswer();
  setup = { ...base, client: { ...base.client!, clientExceptions: [{ code: 'benefit_insights', status: 'active' }] } };
  const before = api.calls.length;
  expect((await api.execute(summaryQuery, { token: 'admin-token' })).errors).toBeUndefined();
  expect((await api.execute(detailQuery, { token: 'admin-token' })).errors).toBeUndefined();
  const calls = api.calls.slice(before);
  expect(calls).toContain('GET /v2/client/2/benefit-insights');
  expect(calls).toContain('GET /v2/client/2/benefit-insights/4?status=opted-out&page=2');
  expect(calls.some((call) => call.startsWith('GET /client/2/benefit-takeup'))).toBe(false);
  // An inactive exception is no exception.
  setup = {
    ...base,
    client: { ...base.client!, clientExceptions: [{ code: 'benefit_insights', status: 'inactive' }] },
  };
  await api.execute(summaryQuery, { token: 'admin-token' });
  expect(api.calls.at(-1)).toBe('GET /client/2/benefit-takeup');
});

test('an employer the api refuses (not an administrator, another client) gets FORBIDDEN and no figures', async () => {
  viewer = userAnswer({ id: 5, userType: 'employer', isEmployerAdmin: false, clientId: 2 });
  for (const status of [403, 404]) {
    refusal = { status, body: { message: status === 403 ? 'Access Denied' : 'Not found' } };
    for (const query of [summaryQuery, detailQuery]) {
      const result = await api.execute(query, { token: 'hr-token' });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(result.data)).not.toContain('Pension');
    }
  }
});

test('an employee is refused before any take-up call; a malformed benefit id is refused too', async () => {
  viewer = userAnswer({ userType: 'employee', clientId: 2 });
  const before = api.calls.length;
  for (const query of [summaryQuery, detailQuery]) {
    const result = await api.execute(query, { token: 'employee-token' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
  expect(api.calls.slice(before).some((call) => call.includes('benefit-'))).toBe(false);
  viewer = admin;
  const malformed = await api.execute('{ viewer { benefitTakeupDetail(benefitId: "4/../5") { totalCount } } }', {
    token: 'admin-token',
  });
  expect(malformed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
