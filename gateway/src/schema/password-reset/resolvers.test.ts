import { dateOfBirthPayloadOf, forgottenPasswordPayloadOf, resetLinkPayloadOf, resetPasswordPayloadOf } from './resolvers.js';
import { PASSWORD_RESET_STRINGS as S } from './strings.js';

test('forgotten password: sent, else the first validation message, "Validation failed", the error, or the generic words', () => {
  expect(forgottenPasswordPayloadOf(200, { sent: true, message: 'On its way' })).toEqual({ sent: true, message: 'On its way', errors: [] });
  expect(
    forgottenPasswordPayloadOf(422, { errors: { recaptcha: ['Please confirm that you are not a robot!'], email: ['Please enter a valid email address'] } }).errors,
  ).toEqual([{ field: 'recaptcha', message: 'Please confirm that you are not a robot!' }]);
  expect(forgottenPasswordPayloadOf(422, { errors: {} }).errors).toEqual([{ field: null, message: 'Validation failed' }]);
  expect(forgottenPasswordPayloadOf(500, { error: { message: 'Mail is down' } }).errors).toEqual([{ field: null, message: 'Mail is down' }]);
  expect(forgottenPasswordPayloadOf(500, {}).errors).toEqual([{ field: null, message: 'An unexpected error occurred' }]);
});

test('a reset link is valid, or says why not in the server words or the spec fallback', () => {
  expect(resetLinkPayloadOf(200, { valid: true })).toEqual({ valid: true, message: null });
  expect(resetLinkPayloadOf(410, { valid: false, message: 'Gone' })).toEqual({ valid: false, message: 'Gone' });
  expect(resetLinkPayloadOf(410, {})).toEqual({ valid: false, message: 'Your password reset link has expired or is invalid.' });
});

test('date of birth: verified, a mismatch on the field, or a gone link', () => {
  expect(dateOfBirthPayloadOf(200, { verified: true }, S.tokenExpired)).toEqual({ verified: true, linkExpired: false, errors: [] });
  expect(dateOfBirthPayloadOf(422, { verified: false, errors: { date_of_birth: ['This date does not match our records'] } }, S.tokenExpired).errors).toEqual([
    { field: 'dateOfBirth', message: 'This date does not match our records' },
  ]);
  expect(dateOfBirthPayloadOf(410, { valid: false }, S.tokenExpired)).toEqual({
    verified: false,
    linkExpired: true,
    errors: [{ field: null, message: 'Token has expired' }],
  });
});

test('reset: success with its redirect, refused rules with their checks, token expiry, other failures', () => {
  expect(resetPasswordPayloadOf(200, { reset: true, redirectURL: null })).toMatchObject({ reset: true, redirectUrl: null, errors: [] });
  const refused = resetPasswordPayloadOf(422, {
    errors: { password: ['Please ensure your password meets the listed requirements'] },
    checks: [{ code: 1, name: 'At least 12 characters', status: false }],
  });
  expect(refused.checks).toEqual([{ code: 1, name: 'At least 12 characters', met: false }]);
  expect(refused.errors).toEqual([
    { field: 'password', message: 'Please ensure your password meets the listed requirements' },
    { field: null, message: 'Please review the form' },
  ]);
  expect(resetPasswordPayloadOf(410, {})).toMatchObject({ linkExpired: true, errors: [{ field: null, message: 'Token has expired' }] });
  expect(resetPasswordPayloadOf(500, {}).errors).toEqual([{ field: null, message: 'Password reset failed' }]);
});
