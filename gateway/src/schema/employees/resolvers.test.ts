import { employeeAnswer, twoFactorPageAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

const employer = userAnswer({ id: 3, userType: 'employer', clientId: 42 });
const page = twoFactorPageAnswer([employeeAnswer({ employmentStatus: 'left' })], 4);

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: employer }),
    'GET /v2/client/42/employees/two-factor-authentication': () => ({ status: 200, body: page }),
    'POST /v2/client/42/employees/download-report/tickets': () => ({
      status: 201,
      body: { ticket: 'abcdefghijklmnopqrstuvwxyz', expiresIn: 60 },
    }),
  });
});
afterAll(async () => {
  await api.close();
});

test('enum arguments reach the api as its own values, and its values come back as the enums', async () => {
  const result = await api.execute(
    '{ viewer { twoFactorEmployees(sortBy: TWO_FACTOR, sortDirection: DESC, twoFactorEnabled: false) { edges { node { userType employmentStatus } } } } }',
    { token: 'employer-token' },
  );
  expect(result).toEqual({
    data: { viewer: { twoFactorEmployees: { edges: [{ node: { userType: 'EMPLOYEE', employmentStatus: 'LEFT' } }] } } },
  });
  expect(api.calls).toContain(
    `GET /v2/client/42/employees/two-factor-authentication?page=1&sort_by=two_factor&range=desc&${encodeURIComponent('filter[person_mfa_secret]')}=0`,
  );
});

test('a report asks for its own type and filters on its own column only', async () => {
  const result = await api.execute(
    'mutation { createEmployeeReportDownload(input: { type: EMPLOYEE_TWO_FA, registered: true, twoFactorEnabled: true }) { url errors { message } } }',
    { token: 'employer-token' },
  );
  expect(result).toEqual({
    data: { createEmployeeReportDownload: { url: '/downloads/abcdefghijklmnopqrstuvwxyz', errors: [] } },
  });
  expect(api.bodies.at(-1)).toEqual({ type: 'employeeTwoFA', 'filter[person_mfa_secret]': '1' });
});
