import { activate, lookUpActivation } from '@portal/contract/activation';
import { outcomeOf } from '../../testing/outcome.js';
import { activatePayloadOf, activationLookupPayloadOf } from './resolvers.js';

const session = {
  token_type: 'Bearer',
  showRecaptcha: false,
  userAccountLocked: false,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
};

test('the lookup names the person, or is not found with the api words', () => {
  const found = outcomeOf(lookUpActivation, 200, {
    status: 'ok',
    firstName: 'Taylor',
    surname: 'Green',
    email: 'new@acme.test',
    requiresTwoFa: false,
  });
  expect(activationLookupPayloadOf(found)).toEqual({
    found: true,
    firstName: 'Taylor',
    surname: 'Green',
    email: 'new@acme.test',
    requiresTwoFa: false,
    errors: [],
  });
  expect(activationLookupPayloadOf(outcomeOf(lookUpActivation, 404, { status: 'error', message: 'No' }))).toMatchObject(
    { found: false, errors: [{ field: null, message: 'No' }] },
  );
  expect(
    activationLookupPayloadOf(outcomeOf(lookUpActivation, 410, { status: 'error', message: 'Used' })),
  ).toMatchObject({ found: false });
});

test('activation logs in, or carries the 2FA setup secret, or the refused rules', () => {
  expect(activatePayloadOf(outcomeOf(activate, 200, { ...session, access_token: 't', expires_in: 900 }))).toMatchObject(
    {
      accessToken: 't',
      expiresIn: 900,
      requiresTwoFactorSetup: false,
      errors: [],
    },
  );
  const setup = outcomeOf(activate, 200, {
    ...session,
    expires_in: 0,
    is_should_setup_2fa: true,
    secret: 'ABC',
    url: 'otpauth://totp/x',
  });
  expect(activatePayloadOf(setup)).toMatchObject({
    accessToken: null,
    requiresTwoFactorSetup: true,
    twoFactorSecret: 'ABC',
    twoFactorUrl: 'otpauth://totp/x',
  });
  const refused = activatePayloadOf(
    outcomeOf(activate, 422, {
      errors: { password_confirmation: ['The passwords do not match'] },
      checks: [{ code: 16, name: 'At least 1 upper case letter', status: true }],
      message: 'Please review the form',
    }),
  );
  expect(refused.errors).toEqual([{ field: 'passwordConfirmation', message: 'The passwords do not match' }]);
  expect(refused.checks).toEqual([{ code: 16, name: 'At least 1 upper case letter', met: true }]);
  expect(activatePayloadOf(outcomeOf(activate, 410, { status: 'error', message: 'Used' }))).toMatchObject({
    linkExpired: true,
    errors: [{ message: 'Used' }],
  });
});
