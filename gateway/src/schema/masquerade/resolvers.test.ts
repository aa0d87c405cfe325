// Masquerade at the gateway: the api's refusals reach the admin screen and the employee panel in
// its words; only administrators may list people or start one; the /sso-login exchange says why
// it failed or which second factor it owes; an employer's magic link names only an Employee id of their own client.
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

let api: StandInApi;
let me = userAnswer({ isPlatformAdmin: true, clientId: null });
const expiredLink = { status: 401, body: { error: 'masquerade_link_expired', message: 'expired' } };
let ssoAnswer: { status: number; body: unknown } = expiredLink;
const started = { token_type: 'Bearer', showRecaptcha: false, userAccountLocked: false, access_token: 'sso-session', expires_in: 900, is_should_setup_2fa: false, is_should_validate_2fa: false };
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: me }),
    'GET /masquerade/users': () => ({ status: 200, body: { data: [] } }),
    'POST /masquerade': () => ({ status: 403, body: { message: 'Administrators cannot be masqueraded' } }),
    'POST /masquerade/employer/{clientId}/{userId}': () => ({ status: 404, body: { message: 'No such person' } }),
    'POST /login/sso': () => ssoAnswer,
    'POST /login/sso/mfa': () => ({ status: 200, body: started }),
    'POST /login/sso/setup/mfa': () => ({ status: 200, body: started }),
  });
});
afterAll(async () => {
  await api.close();
});

const start = 'mutation ($input: StartMasqueradeInput!) { startMasquerade(input: $input) { url errors { message } } }';
const candidates = '{ viewer { masqueradeCandidates(search: "alex") { userId } } }';

test("a refused start is shown in the api's words", async () => {
  me = userAnswer({ isPlatformAdmin: true, clientId: null });
  const answer = await api.execute(start, { token: 'admin-token', variables: { input: { userId: 7, reason: 'Ticket 1' } } });
  expect(answer).toEqual({ data: { startMasquerade: { url: null, errors: [{ message: 'Administrators cannot be masqueraded' }] } } });
});

test('anyone but a platform administrator is refused the people list before the api is asked', async () => {
  me = userAnswer({ isPlatformAdmin: false });
  const before = api.calls.filter((call) => call === 'GET /masquerade/users').length;
  const answer = (await api.execute(candidates, { token: 'employee-token' })) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(api.calls.filter((call) => call === 'GET /masquerade/users').length).toBe(before);
});

test('an expired masquerade link is told apart from other sso failures', async () => {
  const answer = await api.execute('mutation { ssoLogin(input: { token: "msqOld", schemeYear: 2026 }) { accessToken failure } }', {});
  expect(answer).toEqual({ data: { ssoLogin: { accessToken: null, failure: 'MASQUERADE_LINK_EXPIRED' } } });
});

test('an sso login that owes the organisation’s 2FA hands on the setup and a pending token, which then stands for the password', async () => {
  const owed = { token_type: 'Bearer', showRecaptcha: false, userAccountLocked: false, expires_in: 0, is_should_setup_2fa: true, is_should_validate_2fa: false };
  ssoAnswer = { status: 200, body: { ...owed, secret: 'ABC', url: 'otpauth://x', sso_pending_token: 'pending' } };
  const answer = await api.execute(
    'mutation { ssoLogin(input: { token: "sso" }) { accessToken requiresTwoFactorSetup requiresTwoFactorValidation twoFactorSetup { secret url } ssoPendingToken } }',
    {},
  );
  ssoAnswer = expiredLink;
  expect(answer).toEqual({
    data: { ssoLogin: { accessToken: null, requiresTwoFactorSetup: true, requiresTwoFactorValidation: false, twoFactorSetup: { secret: 'ABC', url: 'otpauth://x' }, ssoPendingToken: 'pending' } },
  });
  const code = await api.execute('mutation { logInWithTwoFactorCode(input: { code: "123456", ssoPendingToken: "pending", deviceToken: "d" }) { accessToken } }', {});
  expect(code).toEqual({ data: { logInWithTwoFactorCode: { accessToken: 'sso-session' } } });
  const setup = await api.execute(
    'mutation { setUpTwoFactor(input: { type: COMPLETE, code: "123456", secret: "ABC", ssoPendingToken: "pending", deviceToken: "d" }) { verified accessToken } }',
    {},
  );
  expect(setup).toEqual({ data: { setUpTwoFactor: { verified: true, accessToken: 'sso-session' } } });
  expect(api.calls).toEqual(expect.arrayContaining(['POST /login/sso/mfa', 'POST /login/sso/setup/mfa']));
  expect(api.calls).not.toContain('POST /login/mfa');
});

test("an employer's magic link takes only an Employee id, and another client's person is not found", async () => {
  me = userAnswer({ userType: 'employer', isEmployerAdmin: true, clientId: 2 });
  const link = 'mutation ($input: StartEmployeeMasqueradeInput!) { startEmployeeMasquerade(input: $input) { url errors { message } } }';
  const wrongType = await api.execute(link, { token: 'employer-token', variables: { input: { employeeId: toGlobalId('Benefit', 9), reason: 'x' } } });
  expect(wrongType).toEqual({ data: { startEmployeeMasquerade: { url: null, errors: [{ message: 'This employee could not be found' }] } } });
  const other = await api.execute(link, { token: 'employer-token', variables: { input: { employeeId: toGlobalId('Employee', 99), reason: 'x' } } });
  expect(other).toEqual({ data: { startEmployeeMasquerade: { url: null, errors: [{ message: 'This employee could not be found' }] } } });
});

test('an employer who is not an administrator is refused the magic link before the api is asked', async () => {
  me = userAnswer({ userType: 'employer', isEmployerAdmin: false, clientId: 2 });
  const before = api.calls.filter((call) => call === 'POST /masquerade/employer/{clientId}/{userId}').length;
  const link = 'mutation ($input: StartEmployeeMasqueradeInput!) { startEmployeeMasquerade(input: $input) { url } }';
  const answer = (await api.execute(link, { token: 'employer-token', variables: { input: { employeeId: toGlobalId('Employee', 9), reason: 'x' } } })) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(api.calls.filter((call) => call === 'POST /masquerade/employer/{clientId}/{userId}').length).toBe(before);
});
