import { forgotPassword, resetPassword, validateResetLink } from '@portal/contract/password-reset';
import { outcomeOf } from '../../testing/outcome.js';
import { forgottenPasswordPayloadOf, resetLinkPayloadOf, resetPasswordPayloadOf } from './resolvers.js';

const linkGone = { valid: false, verified: false, message: 'Gone' };

test('forgotten password: sent, else the first validation message, "Validation failed", or the generic words', () => {
  const forgot = (status: number, body: unknown) => forgottenPasswordPayloadOf(outcomeOf(forgotPassword, status, body));
  expect(forgot(200, { sent: true, message: 'On its way' })).toEqual({ sent: true, message: 'On its way', errors: [] });
  expect(
    forgot(422, {
      errors: {
        recaptcha: ['Please confirm that you are not a robot!'],
        email: ['Please enter a valid email address'],
      },
    }).errors,
  ).toEqual([{ field: 'recaptcha', message: 'Please confirm that you are not a robot!' }]);
  expect(forgot(422, { errors: {} }).errors).toEqual([{ field: null, message: 'Validation failed' }]);
  expect(forgot(500, { message: 'Internal server error' }).errors).toEqual([
    { field: null, message: 'An unexpected error occurred' },
  ]);
});

test('a reset link is valid, or says why not in the server words', () => {
  expect(resetLinkPayloadOf(outcomeOf(validateResetLink, 200, { valid: true }))).toEqual({
    valid: true,
    message: null,
  });
  expect(resetLinkPayloadOf(outcomeOf(validateResetLink, 410, linkGone))).toEqual({ valid: false, message: 'Gone' });
});

test('reset: success with its redirect, refused rules with their checks, token expiry, other failures', () => {
  const reset = (status: number, body: unknown) => resetPasswordPayloadOf(outcomeOf(resetPassword, status, body));
  expect(reset(200, { reset: true, redirectURL: null })).toMatchObject({ reset: true, redirectUrl: null, errors: [] });
  const refused = reset(422, {
    errors: { password: ['Please ensure your password meets the listed requirements'] },
    checks: [{ code: 1, name: 'At least 12 characters', status: false }],
    message: 'Please ensure your password meets the listed requirements',
  });
  expect(refused.checks).toEqual([{ code: 1, name: 'At least 12 characters', met: false }]);
  expect(refused.errors).toEqual([
    { field: 'password', message: 'Please ensure your password meets the listed requirements' },
    { field: null, message: 'Please review the form' },
  ]);
  expect(reset(410, linkGone)).toMatchObject({
    linkExpired: true,
    errors: [{ field: null, message: 'Token has expired' }],
  });
  expect(reset(500, { message: 'Internal server error' }).errors).toEqual([
    { field: null, message: 'Password reset failed' },
  ]);
});
