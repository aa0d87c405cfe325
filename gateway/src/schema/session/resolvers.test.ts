import { loginPayloadOf } from './resolvers.js';
import { SESSION_STRINGS } from './strings.js';

test('wrong credentials name both fields in the spec words', () => {
  const payload = loginPayloadOf(401, { error: 'invalid_credentials', showRecaptcha: true });
  expect(payload.accessToken).toBeNull();
  expect(payload.showRecaptcha).toBe(true);
  expect(payload.errors).toEqual([
    { field: 'email', message: SESSION_STRINGS.noMatch },
    { field: 'password', message: SESSION_STRINGS.tryAgainOrReset },
  ]);
});

test('a locked account has its own message, which a server error_message overrides', () => {
  expect(loginPayloadOf(423, { userAccountLocked: true }).errors).toEqual([{ field: null, message: SESSION_STRINGS.accountLocked }]);
  expect(loginPayloadOf(423, { userAccountLocked: true, error_message: 'Call us' }).errors).toEqual([
    { field: null, message: 'Call us' },
  ]);
});

test('success carries the token; 2FA branches carry no token and no errors', () => {
  expect(loginPayloadOf(200, { access_token: 't', expires_in: 900 })).toMatchObject({ accessToken: 't', expiresIn: 900, errors: [] });
  expect(loginPayloadOf(200, { is_should_validate_2fa: true })).toMatchObject({
    accessToken: null,
    requiresTwoFactorValidation: true,
    errors: [],
  });
});

test('no token and no 2FA is the generic failure; 422 maps onto fields', () => {
  expect(loginPayloadOf(200, {}).errors).toEqual([{ field: null, message: SESSION_STRINGS.unableToLogin }]);
  expect(loginPayloadOf(500, {}).errors).toEqual([{ field: null, message: SESSION_STRINGS.unableToLogin }]);
  expect(loginPayloadOf(422, { errors: { email: ['Please enter a valid email address'] } }).errors).toEqual([
    { field: 'email', message: 'Please enter a valid email address' },
  ]);
});
