// Single sign-on's exchange at the gateway: the /sso-login exchange says why it failed (an expired
// masquerade link apart from any other failure) or which second factor it owes, whose pending
// token then stands for the password.
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

let api: StandInApi;
const expiredLink = { status: 401, body: { error: 'masquerade_link_expired', message: 'expired' } };
let ssoAnswer: { status: number; body: unknown } = expiredLink;
const started = {
  token_type: 'Bearer',
  showRecaptcha: false,
  userAccountLocked: false,
  access_token: 'sso-session',
  expires_in: 900,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
};
beforeAll(async () => {
  api = await standInApi({
    'POST /login/sso': () => ssoAnswer,
    'POST /login/sso/mfa': () => ({ status: 200, body: started }),
    'POST /login/sso/setup/mfa': () => ({ status: 200, body: started }),
  });
});
afterAll(async () => {
  await api.close();
});

test('an expired masquerade link is told apart from other sso failures', async () => {
  const answer = await api.execute(
    'mutation { ssoLogin(input: { token: "msqOld", schemeYear: 2026 }) { accessToken failure } }',
    {},
  );
  expect(answer).toEqual({ data: { ssoLogin: { accessToken: null, failure: 'MASQUERADE_LINK_EXPIRED' } } });
});

test('an sso login that owes the organisation’s 2FA hands on the setup and a pending token, which then stands for the password', async () => {
  const owed = {
    token_type: 'Bearer',
    showRecaptcha: false,
    userAccountLocked: false,
    expires_in: 0,
    is_should_setup_2fa: true,
    is_should_validate_2fa: false,
  };
  ssoAnswer = { status: 200, body: { ...owed, secret: 'ABC', url: 'otpauth://x', sso_pending_token: 'pending' } };
  const answer = await api.execute(
    'mutation { ssoLogin(input: { token: "sso" }) { accessToken requiresTwoFactorSetup requiresTwoFactorValidation twoFactorSetup { secret url } ssoPendingToken } }',
    {},
  );
  ssoAnswer = expiredLink;
  expect(answer).toEqual({
    data: {
      ssoLogin: {
        accessToken: null,
        requiresTwoFactorSetup: true,
        requiresTwoFactorValidation: false,
        twoFactorSetup: { secret: 'ABC', url: 'otpauth://x' },
        ssoPendingToken: 'pending',
      },
    },
  });
  const code = await api.execute(
    'mutation { logInWithTwoFactorCode(input: { code: "123456", ssoPendingToken: "pending", deviceToken: "d" }) { accessToken } }',
    {},
  );
  expect(code).toEqual({ data: { logInWithTwoFactorCode: { accessToken: 'sso-session' } } });
  const setup = await api.execute(
    'mutation { setUpTwoFactor(input: { type: COMPLETE, code: "123456", secret: "ABC", ssoPendingToken: "pending", deviceToken: "d" }) { verified accessToken } }',
    {},
  );
  expect(setup).toEqual({ data: { setUpTwoFactor: { verified: true, accessToken: 'sso-session' } } });
  expect(api.calls).toEqual(expect.arrayContaining(['POST /login/sso/mfa', 'POST /login/sso/setup/mfa']));
  expect(api.calls).not.toContain('POST /login/mfa');
});
