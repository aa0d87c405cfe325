import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const report = {
  id: 7,
  type: 'lifeevent',
  year: 2026,
  month: 3,
  timestamp: '2026-03-04T10:00:00.000Z',
  label: 'Life event report, March 2026',
  providerName: null,
  status: 'error',
};
let who = userAnswer({ id: 3, userType: 'employer', clientId: 42, isEmployerAdmin: true });
let refuseAs = 0;

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: who }),
    'GET /client/42/reports': () =>
      refuseAs
        ? { status: refuseAs, body: { message: 'Access Denied' } }
        : { status: 200, body: { reports: [report], providers: ['Aviva'] } },
    'POST /client/42/reports': () => ({
      status: 422,
      body: { errors: { providerName: ['Please choose a provider from the list'] } },
    }),
    'POST /client/42/reports/download-tickets': () => ({
      status: 201,
      body: { ticket: 'abcdefghijklmnopqrstuvwxyz', expiresIn: 60 },
    }),
  });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  who = userAnswer({ id: 3, userType: 'employer', clientId: 42, isEmployerAdmin: true });
  refuseAs = 0;
});

test("an administrator reads the client's reports, their values as the enums", async () => {
  const result = await api.execute(
    '{ viewer { reporting { reports { id type label status providerName year month timestamp } providers } } }',
    { token: 't' },
  );
  expect(result).toEqual({
    data: {
      viewer: {
        reporting: {
          reports: [
            {
              id: toGlobalId('Report', 7),
              type: 'LIFE_EVENT',
              label: 'Life event report, March 2026',
              status: 'ERROR',
              providerName: null,
              year: 2026,
              month: 3,
              timestamp: report.timestamp,
            },
          ],
          providers: ['Aviva'],
        },
      },
    },
  });
});

test('a refused request comes back as field errors in the api words', async () => {
  const result = await api.execute(
    'mutation { requestReport(input: { type: PROVIDER, year: 2026, month: 3, providerName: "Nobody" }) { report { id } errors { field message } } }',
    { token: 't' },
  );
  expect(result).toEqual({
    data: {
      requestReport: {
        report: null,
        errors: [{ field: 'providerName', message: 'Please choose a provider from the list' }],
      },
    },
  });
  expect(api.bodies.at(-1)).toEqual({ type: 'provider', year: 2026, month: 3, providerName: 'Nobody' });
});

test('a download is a ticket link for the reports asked, with no token in it', async () => {
  const ids = [toGlobalId('Report', 7), toGlobalId('Report', 8)];
  const result = await api.execute(
    `mutation { createReportDownload(input: { reportIds: ${JSON.stringify(ids)}, format: XLSX }) { url expiresInSeconds errors { message } } }`,
    { token: 't' },
  );
  expect(result).toEqual({
    data: {
      createReportDownload: { url: '/reports/downloads/abcdefghijklmnopqrstuvwxyz', expiresInSeconds: 60, errors: [] },
    },
  });
  expect(api.bodies.at(-1)).toEqual({ reportIds: ['7', '8'], format: 'xlsx' });
  const foreign = await api.execute(
    `mutation { createReportDownload(input: { reportIds: ["${toGlobalId('Employee', 7)}"], format: CSV }) { url errors { message } } }`,
    { token: 't' },
  );
  expect(foreign).toEqual({
    data: { createReportDownload: { url: null, errors: [{ message: 'This report could not be found' }] } },
  });
});

test.each([
  ['an employee', userAnswer({ id: 4, userType: 'employee', clientId: 42 })],
  [
    'an employer who is not an administrator (Quinn)',
    userAnswer({ id: 5, userType: 'employer', clientId: 42, isEmployerAdmin: false }),
  ],
])('%s is refused reports, requests and downloads', async (_, user) => {
  who = user;
  const before = api.calls.length;
  const read = await api.execute('{ viewer { reporting { providers } } }', { token: 't' });
  expect(read.data).toEqual({ viewer: { reporting: null } });
  expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const requested = await api.execute(
    'mutation { requestReport(input: { type: PAYROLL, year: 2026, month: 3 }) { errors { message } } }',
    { token: 't' },
  );
  expect(requested.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const download = await api.execute(
    `mutation { createReportDownload(input: { reportIds: ["${toGlobalId('Report', 7)}"], format: CSV }) { url } }`,
    { token: 't' },
  );
  expect(download.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(api.calls.slice(before).filter((call) => call.includes('/reports'))).toEqual([]);
});

test("the api's refusal (another client's administrator) is FORBIDDEN too", async () => {
  refuseAs = 404;
  const read = await api.execute('{ viewer { reporting { providers } } }', { token: 't' });
  expect(read.data).toEqual({ viewer: { reporting: null } });
  refuseAs = 403;
  const forbidden = await api.execute('{ viewer { reporting { providers } } }', { token: 't' });
  expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
