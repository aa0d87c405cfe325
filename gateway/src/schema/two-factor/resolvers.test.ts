import { loginPayloadOf } from '../session/resolvers.js';
import { setUpPayloadOf, twoFactorErrorsOf, twoFactorLoginPayloadOf } from './resolvers.js';

test('each returned error code becomes one payload error in the api words', () => {
  expect(
    twoFactorErrorsOf(422, {
      error: [
        { code: 'invalid_code', message: 'The code you entered is not valid. Please try again' },
        { code: 'other', message: 'Second' },
      ],
    }),
  ).toEqual([
    { field: null, message: 'The code you entered is not valid. Please try again' },
    { field: null, message: 'Second' },
  ]);
  expect(twoFactorErrorsOf(500, {})).toEqual([{ field: null, message: 'Unable to login' }]);
  expect(twoFactorErrorsOf(422, { errors: { code: ['This field is required'] } })).toEqual([{ field: 'code', message: 'This field is required' }]);
});

test('a code login answers the token, or the lock with its own message', () => {
  expect(twoFactorLoginPayloadOf(200, { access_token: 't', expires_in: 900 })).toEqual({
    accessToken: 't',
    expiresIn: 900,
    userAccountLocked: false,
    errors: [],
  });
  const locked = twoFactorLoginPayloadOf(423, { error: [{ code: 'account_locked', message: 'Locked' }], userAccountLocked: true });
  expect(locked).toMatchObject({ accessToken: null, userAccountLocked: true, errors: [{ field: null, message: 'Locked' }] });
});

test('the first setup pass is verified without a token; the second logs in', () => {
  expect(setUpPayloadOf(200, { status: 'ok', verified: true }, 'temporary')).toMatchObject({ verified: true, accessToken: null, errors: [] });
  expect(setUpPayloadOf(200, { access_token: 't' }, 'complete')).toMatchObject({ verified: true, accessToken: 't', errors: [] });
  expect(setUpPayloadOf(422, { error: [{ code: 'invalid_code', message: 'Nope' }] }, 'temporary')).toMatchObject({
    verified: false,
    errors: [{ field: null, message: 'Nope' }],
  });
});

test('the login 2FA-setup branch carries the pending secret and its URL (mfaData)', () => {
  const payload = loginPayloadOf(200, { is_should_setup_2fa: true, secret: 'ABC', url: 'otpauth://totp/x?secret=ABC' });
  expect(payload).toMatchObject({ requiresTwoFactorSetup: true, twoFactorSetup: { secret: 'ABC', url: 'otpauth://totp/x?secret=ABC' } });
  expect(loginPayloadOf(200, { access_token: 't' }).twoFactorSetup).toBeNull();
});
