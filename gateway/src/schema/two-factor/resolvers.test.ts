import { loginWithCode, setUpTwoFactor } from '@portal/contract/two-factor';
import { outcomeOf, refusedOf } from '../../testing/outcome.js';
import { userAnswer } from '../../testing/answers.js';
import { standInApi } from '../../testing/stand-in-api.js';
import { setUpPayloadOf, twoFactorErrorsOf, twoFactorLoginPayloadOf } from './resolvers.js';

const session = {
  token_type: 'Bearer',
  showRecaptcha: false,
  userAccountLocked: false,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
};

test('each returned error code becomes one payload error in the api words', () => {
  const coded = refusedOf(loginWithCode, 422, {
    error: [
      { code: 'invalid_code', message: 'The code you entered is not valid. Please try again' },
      { code: 'other', message: 'Second' },
    ],
  });
  expect(twoFactorErrorsOf(coded)).toEqual([
    { field: null, message: 'The code you entered is not valid. Please try again' },
    { field: null, message: 'Second' },
  ]);
  expect(twoFactorErrorsOf(refusedOf(loginWithCode, 500, { message: 'Internal server error' }))).toEqual([
    { field: null, message: 'Unable to login' },
  ]);
  expect(twoFactorErrorsOf(refusedOf(loginWithCode, 422, { errors: { code: ['This field is required'] } }))).toEqual([
    { field: 'code', message: 'This field is required' },
  ]);
});

test('a code login answers the token, or the lock with its own message', () => {
  expect(
    twoFactorLoginPayloadOf(outcomeOf(loginWithCode, 200, { ...session, access_token: 't', expires_in: 900 })),
  ).toEqual({
    accessToken: 't',
    expiresIn: 900,
    showRecaptcha: false,
    userAccountLocked: false,
    errors: [],
  });
  const locked = twoFactorLoginPayloadOf(
    outcomeOf(loginWithCode, 423, {
      error: [{ code: 'account_locked', message: 'Locked' }],
      userAccountLocked: true,
      showRecaptcha: true,
    }),
  );
  expect(locked).toMatchObject({
    accessToken: null,
    showRecaptcha: true,
    userAccountLocked: true,
    errors: [{ field: null, message: 'Locked' }],
  });
});

test('after a failure the payload says the robot check is owed, and a missing one is the recaptcha field error', () => {
  const wrong = twoFactorLoginPayloadOf(
    outcomeOf(loginWithCode, 422, {
      error: [{ code: 'invalid_code', message: 'Not valid' }],
      showRecaptcha: true,
      userAccountLocked: false,
    }),
  );
  expect(wrong).toEqual({
    accessToken: null,
    expiresIn: null,
    showRecaptcha: true,
    userAccountLocked: false,
    errors: [{ field: null, message: 'Not valid' }],
  });
  const owed = setUpPayloadOf(
    outcomeOf(setUpTwoFactor, 422, {
      errors: { recaptcha: ['Please confirm that you are not a robot!'] },
      showRecaptcha: true,
    }),
    'complete',
  );
  expect(owed).toMatchObject({
    verified: false,
    showRecaptcha: true,
    errors: [{ field: 'recaptcha', message: 'Please confirm that you are not a robot!' }],
  });
});

test('the first setup pass is verified without a token; the second logs in', () => {
  expect(setUpPayloadOf(outcomeOf(setUpTwoFactor, 200, { status: 'ok', verified: true }), 'temporary')).toMatchObject({
    verified: true,
    accessToken: null,
    errors: [],
  });
  expect(
    setUpPayloadOf(outcomeOf(setUpTwoFactor, 200, { ...session, access_token: 't', expires_in: 900 }), 'complete'),
  ).toMatchObject({
    verified: true,
    accessToken: 't',
    errors: [],
  });
  expect(
    setUpPayloadOf(outcomeOf(setUpTwoFactor, 422, { error: [{ code: 'invalid_code', message: 'Nope' }] }), 'temporary'),
  ).toMatchObject({
    verified: false,
    errors: [{ field: null, message: 'Nope' }],
  });
});

test('the code login and the completing setup pass tell the api the site of the request, read from its host', async () => {
  const refused = {
    status: 422,
    body: {
      error: [{ code: 'invalid_code', message: 'The code you entered is not valid. Please try again' }],
      showRecaptcha: true,
      userAccountLocked: false,
    },
  };
  const api = await standInApi({ 'POST /login/mfa': () => refused, 'POST /login/setup/mfa': () => refused });
  try {
    const credentials = { email: 'mfa@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'd' };
    await api.execute(
      'mutation ($input: LogInWithTwoFactorCodeInput!) { logInWithTwoFactorCode(input: $input) { accessToken } }',
      {
        host: 'acme.localhost:4000',
        variables: { input: { ...credentials, code: '123456' } },
      },
    );
    await api.execute('mutation ($input: SetUpTwoFactorInput!) { setUpTwoFactor(input: $input) { verified } }', {
      host: 'globex.localhost:4000',
      variables: { input: { ...credentials, type: 'COMPLETE', code: '123456', secret: 'ABC' } },
    });
    expect(api.bodies).toEqual([
      { ...credentials, code: '123456', recaptcha: null, site: 'acme' },
      { ...credentials, type: 'complete', code: '123456', secret: 'ABC', site: 'globex' },
    ]);
  } finally {
    await api.close();
  }
});

test('turning 2FA off from the profile sends the password and the code; a wrong code is said on the code, a wrong password on the password', async () => {
  const answers = [
    { status: 422, body: { errors: { code: ['The code you entered is not valid. Please try again'] } } },
    { status: 422, body: { error: { message: 'Your current password is incorrect' } } },
  ];
  const api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'POST /v2/user/7/mfa/disable': () => answers.shift()!,
  });
  try {
    const DISABLE =
      'mutation ($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { viewer { twoFactorEnabled } errors { field message } } }';
    const run = async () =>
      (
        (await api.execute(DISABLE, { token: 'alex-token', variables: { input: { password: 'pw', code: '123456' } } }))
          .data as { disableTwoFactor: unknown }
      ).disableTwoFactor;
    expect(await run()).toEqual({
      viewer: null,
      errors: [{ field: 'code', message: 'The code you entered is not valid. Please try again' }],
    });
    expect(await run()).toEqual({
      viewer: null,
      errors: [{ field: 'password', message: 'Your current password is incorrect' }],
    });
    expect(api.bodies.filter(Boolean)).toEqual([
      { password: 'pw', code: '123456' },
      { password: 'pw', code: '123456' },
    ]);
    // The code is required: a mutation without one is not even sent.
    const without = await api.execute(
      'mutation { disableTwoFactor(input: { password: "pw" }) { errors { message } } }',
      { token: 'alex-token' },
    );
    expect(without.errors).toHaveLength(1);
    expect(api.calls.filter((call) => call.endsWith('/disable'))).toHaveLength(2);
  } finally {
    await api.close();
  }
});
