import { activatePayloadOf, activationLookupPayloadOf } from './resolvers.js';

test('the lookup names the person, or is not found on an error or status "error"', () => {
  expect(activationLookupPayloadOf(200, { status: 'ok', firstName: 'Taylor', surname: 'Green', email: 'new@acme.test', requiresTwoFa: false })).toEqual({
    found: true,
    firstName: 'Taylor',
    surname: 'Green',
    email: 'new@acme.test',
    requiresTwoFa: false,
    errors: [],
  });
  expect(activationLookupPayloadOf(200, { status: 'error', message: 'No' })).toMatchObject({ found: false, errors: [{ field: null, message: 'No' }] });
  expect(activationLookupPayloadOf(410, { status: 'error' })).toMatchObject({ found: false });
});

test('activation logs in, or carries the 2FA setup secret, or the refused rules', () => {
  expect(activatePayloadOf(200, { access_token: 't', expires_in: 900 })).toMatchObject({ accessToken: 't', expiresIn: 900, requiresTwoFactorSetup: false, errors: [] });
  expect(activatePayloadOf(200, { is_should_setup_2fa: true, secret: 'ABC', url: 'otpauth://totp/x' })).toMatchObject({
    accessToken: null,
    requiresTwoFactorSetup: true,
    twoFactorSecret: 'ABC',
    twoFactorUrl: 'otpauth://totp/x',
  });
  const refused = activatePayloadOf(422, {
    errors: { password_confirmation: ['The passwords do not match'] },
    checks: [{ code: 16, name: 'At least 1 upper case letter', status: true }],
  });
  expect(refused.errors).toEqual([{ field: 'passwordConfirmation', message: 'The passwords do not match' }]);
  expect(refused.checks).toEqual([{ code: 16, name: 'At least 1 upper case letter', met: true }]);
  expect(activatePayloadOf(410, { status: 'error', message: 'Used' })).toMatchObject({ linkExpired: true, errors: [{ message: 'Used' }] });
});
