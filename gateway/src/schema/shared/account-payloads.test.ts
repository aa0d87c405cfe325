import { verifyResetDateOfBirth } from '@portal/contract/password-reset';
import { outcomeOf } from '../../testing/outcome.js';
import { dateOfBirthPayloadOf } from './account-payloads.js';

const tokenExpired = 'Token has expired';
const answer = (status: number, body: unknown) => outcomeOf(verifyResetDateOfBirth, status, body);

test('date of birth: verified, a mismatch on the field, or a gone link', () => {
  expect(dateOfBirthPayloadOf(answer(200, { verified: true }), tokenExpired)).toEqual({
    verified: true,
    linkExpired: false,
    errors: [],
  });
  expect(
    dateOfBirthPayloadOf(
      answer(422, { verified: false, errors: { date_of_birth: ['This date does not match our records'] } }),
      tokenExpired,
    ).errors,
  ).toEqual([{ field: 'dateOfBirth', message: 'This date does not match our records' }]);
  expect(
    dateOfBirthPayloadOf(
      answer(410, { valid: false, verified: false, message: 'Your password reset link has expired or is invalid.' }),
      tokenExpired,
    ),
  ).toEqual({
    verified: false,
    linkExpired: true,
    errors: [{ field: null, message: 'Token has expired' }],
  });
});
