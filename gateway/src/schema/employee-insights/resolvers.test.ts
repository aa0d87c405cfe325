import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

const admin = userAnswer({ id: 3, userType: 'employer', clientId: 42, isEmployerAdmin: true });
const quinn = userAnswer({ id: 4, userType: 'employer', clientId: 42, isEmployerAdmin: false });
const employee = userAnswer({ id: 5, userType: 'employee', clientId: 42 });
let viewer = admin;

const engagement = {
  period: 'week',
  logins: [
    { periodStart: '2026-11-16', logins: 12 },
    { periodStart: '2026-11-23', logins: 3 },
  ],
  registrations: [
    { periodStart: '2026-11-16', registrations: 2, registeredTotal: 40 },
    { periodStart: '2026-11-23', registrations: 1, registeredTotal: 41 },
  ],
  activeUsersLast30Days: 30,
};
const insights = {
  totals: { headcount: 10, registered: 6, twoFactor: 2 },
  byDepartment: [
    { name: 'Production', headcount: 7, registered: 4, twoFactor: 1 },
    { name: null, headcount: 3, registered: 2, twoFactor: 1 },
  ],
  byLocation: [{ name: 'Leeds', headcount: 10, registered: 6, twoFactor: 2 }],
};

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: viewer }),
    'GET /v2/client/42/employee-insights/logins': () => ({ status: 200, body: engagement }),
    'GET /v2/client/42/employee-insights': () => ({ status: 200, body: insights }),
    // The api's answer for a client that is not the session's own.
    'GET /v2/client/43/employee-insights': () => ({ status: 404, body: { message: 'Not found' } }),
  });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  viewer = admin;
});

const engagementQuery =
  '{ viewer { employeeEngagement(period: WEEK) { period logins { periodStart logins } registrations { registeredTotal } activeUsersLast30Days } } }';
const insightsQuery =
  '{ viewer { employeeInsights { totals { headcount registered twoFactor } byDepartment { name headcount } byLocation { name } } } }';

test('an administrator gets the engagement of their own client, the period as the api words it', async () => {
  const result = await api.execute(engagementQuery, { token: 'admin-token' });
  expect(result).toEqual({
    data: {
      viewer: {
        employeeEngagement: {
          period: 'WEEK',
          logins: engagement.logins,
          registrations: [{ registeredTotal: 40 }, { registeredTotal: 41 }],
          activeUsersLast30Days: 30,
        },
      },
    },
  });
  expect(api.calls).toContain('GET /v2/client/42/employee-insights/logins?period=week');
});

test('an administrator gets headcount, registration and 2FA by department and location', async () => {
  const result = await api.execute(insightsQuery, { token: 'admin-token' });
  expect(result).toEqual({
    data: {
      viewer: {
        employeeInsights: {
          totals: insights.totals,
          byDepartment: [
            { name: 'Production', headcount: 7 },
            { name: null, headcount: 3 },
          ],
          byLocation: [{ name: 'Leeds' }],
        },
      },
    },
  });
});

test.each([
  ['a non-administrator employer', quinn],
  ['an employee', employee],
])('%s is refused both, and the api is not asked', async (_, who) => {
  viewer = who;
  const before = api.calls.filter((call) => call.includes('employee-insights')).length;
  for (const [query, field] of [
    [engagementQuery, 'employeeEngagement'],
    [insightsQuery, 'employeeInsights'],
  ] as const) {
    const result = (await api.execute(query, { token: 'someone-token' })) as {
      data: { viewer: Record<string, unknown> };
      errors: { extensions: { code: string }; message: string }[];
    };
    expect(result.data.viewer[field]).toBeNull();
    expect(result.errors.map((error) => [error.extensions.code, error.message])).toEqual([
      ['FORBIDDEN', 'Access Denied'],
    ]);
  }
  expect(api.calls.filter((call) => call.includes('employee-insights')).length).toBe(before);
});

test("another client's answer never reaches the page: the api's 404 is an error and no data", async () => {
  viewer = userAnswer({ id: 9, userType: 'employer', clientId: 43, isEmployerAdmin: true });
  const result = await api.execute(insightsQuery, { token: 'other-token' });
  expect(result.data).toEqual({ viewer: { employeeInsights: null } });
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
});
