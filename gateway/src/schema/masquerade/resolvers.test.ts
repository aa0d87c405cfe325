// Masquerade at the gateway: the api's refusals reach the admin screen and the employee panel in
// its words; only administrators may list people or start one; an employer's magic link names
// only an Employee id of their own client. (Opening a masquerade link is sso's exchange.)
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

let api: StandInApi;
let me = userAnswer({ isPlatformAdmin: true, clientId: null });
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: me }),
    'GET /masquerade/users': () => ({ status: 200, body: { data: [] } }),
    'POST /masquerade': () => ({ status: 403, body: { message: 'Administrators cannot be masqueraded' } }),
    'POST /masquerade/employer/{clientId}/{userId}': () => ({ status: 404, body: { message: 'No such person' } }),
  });
});
afterAll(async () => {
  await api.close();
});

const start = 'mutation ($input: StartMasqueradeInput!) { startMasquerade(input: $input) { url errors { message } } }';
const candidates = '{ viewer { masqueradeCandidates(search: "alex") { userId } } }';

test("a refused start is shown in the api's words", async () => {
  me = userAnswer({ isPlatformAdmin: true, clientId: null });
  const answer = await api.execute(start, {
    token: 'admin-token',
    variables: { input: { userId: 7, reason: 'Ticket 1' } },
  });
  expect(answer).toEqual({
    data: { startMasquerade: { url: null, errors: [{ message: 'Administrators cannot be masqueraded' }] } },
  });
});

test('anyone but a platform administrator is refused the people list before the api is asked', async () => {
  me = userAnswer({ isPlatformAdmin: false });
  const before = api.calls.filter((call) => call === 'GET /masquerade/users').length;
  const answer = (await api.execute(candidates, { token: 'employee-token' })) as {
    errors?: { extensions?: { code?: string } }[];
  };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(api.calls.filter((call) => call === 'GET /masquerade/users').length).toBe(before);
});

test("an employer's magic link takes only an Employee id, and another client's person is not found", async () => {
  me = userAnswer({ userType: 'employer', isEmployerAdmin: true, clientId: 2 });
  const link =
    'mutation ($input: StartEmployeeMasqueradeInput!) { startEmployeeMasquerade(input: $input) { url errors { message } } }';
  const wrongType = await api.execute(link, {
    token: 'employer-token',
    variables: { input: { employeeId: toGlobalId('Benefit', 9), reason: 'x' } },
  });
  expect(wrongType).toEqual({
    data: { startEmployeeMasquerade: { url: null, errors: [{ message: 'This employee could not be found' }] } },
  });
  const other = await api.execute(link, {
    token: 'employer-token',
    variables: { input: { employeeId: toGlobalId('Employee', 99), reason: 'x' } },
  });
  expect(other).toEqual({
    data: { startEmployeeMasquerade: { url: null, errors: [{ message: 'This employee could not be found' }] } },
  });
});

test('an employer who is not an administrator is refused the magic link before the api is asked', async () => {
  me = userAnswer({ userType: 'employer', isEmployerAdmin: false, clientId: 2 });
  const before = api.calls.filter((call) => call === 'POST /masquerade/employer/{clientId}/{userId}').length;
  const link = 'mutation ($input: StartEmployeeMasqueradeInput!) { startEmployeeMasquerade(input: $input) { url } }';
  const answer = (await api.execute(link, {
    token: 'employer-token',
    variables: { input: { employeeId: toGlobalId('Employee', 9), reason: 'x' } },
  })) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(api.calls.filter((call) => call === 'POST /masquerade/employer/{clientId}/{userId}').length).toBe(before);
});
