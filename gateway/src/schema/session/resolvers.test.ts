import { login } from '@portal/contract/session';
import { outcomeOf } from '../../testing/outcome.js';
import { standInApi } from '../../testing/stand-in-api.js';
import { loginPayloadOf } from './resolvers.js';
import { SESSION_STRINGS } from './strings.js';

const answer = (status: number, body: unknown) => loginPayloadOf(outcomeOf(login, status, body));
const base = { token_type: 'Bearer', showRecaptcha: false, userAccountLocked: false };

test('wrong credentials name both fields in the spec words', () => {
  const payload = answer(401, { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false });
  expect(payload.accessToken).toBeNull();
  expect(payload.showRecaptcha).toBe(true);
  expect(payload.errors).toEqual([
    { field: 'email', message: SESSION_STRINGS.noMatch },
    { field: 'password', message: SESSION_STRINGS.tryAgainOrReset },
  ]);
});

test('a locked account has its own message', () => {
  expect(answer(423, { error: 'account_locked', userAccountLocked: true, showRecaptcha: true })).toMatchObject({
    userAccountLocked: true,
    errors: [{ field: null, message: SESSION_STRINGS.accountLocked }],
  });
});

test('success carries the token; 2FA branches carry no token and no errors', () => {
  expect(
    answer(200, {
      ...base,
      access_token: 't',
      expires_in: 900,
      is_should_setup_2fa: false,
      is_should_validate_2fa: false,
    }),
  ).toMatchObject({
    accessToken: 't',
    expiresIn: 900,
    errors: [],
  });
  expect(
    answer(200, { ...base, expires_in: 0, is_should_setup_2fa: false, is_should_validate_2fa: true }),
  ).toMatchObject({
    accessToken: null,
    requiresTwoFactorValidation: true,
    errors: [],
  });
});

test('an unexpected failure is the generic one; 422 maps onto fields', () => {
  expect(answer(500, { message: 'Internal server error' }).errors).toEqual([
    { field: null, message: SESSION_STRINGS.unableToLogin },
  ]);
  expect(answer(422, { errors: { email: ['Please enter a valid email address'] } }).errors).toEqual([
    { field: 'email', message: 'Please enter a valid email address' },
  ]);
});

test('the login 2FA-setup branch carries the pending secret and its URL (mfaData)', () => {
  const setup = {
    ...base,
    expires_in: 0,
    is_should_setup_2fa: true,
    is_should_validate_2fa: false,
    secret: 'ABC',
    url: 'otpauth://totp/x?secret=ABC',
  };
  expect(answer(200, setup)).toMatchObject({
    requiresTwoFactorSetup: true,
    twoFactorSetup: { secret: 'ABC', url: 'otpauth://totp/x?secret=ABC' },
  });
});

test('an answer the contract does not allow is not passed on as a login', () => {
  expect(() => answer(200, { access_token: 't' })).toThrow(expect.objectContaining({ name: 'UpstreamContractError' }));
});

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken errors { field message } } }';
const CHECK_EMAIL =
  'mutation ($input: CheckLoginEmailInput!) { checkLoginEmail(input: $input) { hasSso ssoUrl errors { message } } }';
const wrongPassword = {
  status: 401,
  body: { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false },
};

test('the login and the email check tell the api the site the request came to, read from its host', async () => {
  const api = await standInApi({
    'POST /login': () => wrongPassword,
    'POST /login/url': () => ({ status: 200, body: { hasSSO: false, showRecaptcha: false } }),
  });
  try {
    const input = { email: 'employee@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'd' };
    await api.execute(LOGIN, { host: 'globex.localhost:4000', variables: { input } });
    await api.execute(LOGIN, { host: '127.0.0.1:4000', variables: { input } });
    await api.execute(CHECK_EMAIL, {
      host: 'initech.localhost:4000',
      variables: { input: { email: 'someone@initech.test' } },
    });
    expect(api.calls).toEqual(['POST /login', 'POST /login', 'POST /login/url']);
    expect(api.bodies).toEqual([
      { ...input, site: 'globex' },
      { ...input, site: 'localhost' },
      { email: 'someone@initech.test', site: 'initech' },
    ]);
  } finally {
    await api.close();
  }
});

test('a browser cannot name the site: the login input has no such field', async () => {
  const api = await standInApi({ 'POST /login': () => wrongPassword });
  try {
    const result = await api.execute(
      'mutation { login(input: { email: "a@acme.test", password: "x", deviceToken: "d", site: "acme" }) { accessToken } }',
      { host: 'globex.localhost' },
    );
    expect(result.errors).toHaveLength(1);
    expect(result.data).toBeUndefined();
    expect(api.calls).toEqual([]);
  } finally {
    await api.close();
  }
});
