// Shared by activation and the reset wizard: the api's password checks, its messages and its
// answers about a link (an activation id or a reset token) as payload data.
import type { checkActivationPassword, verifyActivationDateOfBirth } from '@portal/contract/activation';
import type { checkResetPassword, verifyResetDateOfBirth } from '@portal/contract/password-reset';
import { passwordCheckAnswer, passwordRefused } from '@portal/contract/shared';
import type { Outcome } from '../../rest/decode.js';
import type { OutcomeOf } from '../../rest/rest-api.js';
import type {
  CheckNewPasswordPayload,
  PasswordCheck,
  VerifyDateOfBirthPayload,
} from '../__generated__/resolvers-types.js';
import { formError } from './payload-errors.js';

/**
 * The server's checks ({ code, name, status }): a check's answer carries them under `data`, a
 * refused password beside its errors (the spec reads them from both). Read through the contract's
 * own schema, so a body without them gives none rather than a guess.
 */
export function checksOf(body: object): PasswordCheck[] {
  const answer = passwordCheckAnswer.safeParse(body);
  const refused = passwordRefused.safeParse(body);
  const checks = answer.success ? answer.data.data.checks : refused.success ? refused.data.checks : [];
  return checks.map((check) => ({ code: check.code, name: check.name, met: check.status }));
}

/** The date of birth and new password as activation and reset both send them (the spec's names). */
export function newPasswordBody(input: { dateOfBirth: string; password: string; passwordConfirmation: string }) {
  return {
    date_of_birth: input.dateOfBirth,
    password: input.password,
    password_confirmation: input.passwordConfirmation,
  };
}

/** The link (token or activation id) is unknown, expired, used or void. */
export function isLinkGone(outcome: Outcome<unknown, unknown>): boolean {
  return !outcome.ok && (outcome.refusal === 'notFound' || outcome.refusal === 'gone');
}

type DateOfBirthOutcome = OutcomeOf<typeof verifyActivationDateOfBirth> | OutcomeOf<typeof verifyResetDateOfBirth>;
type PasswordCheckOutcome = OutcomeOf<typeof checkActivationPassword> | OutcomeOf<typeof checkResetPassword>;

/** The api's own words for a date of birth that is not the person's, when it sends none. */
const DATE_NO_MATCH = 'This date does not match our records';

/** A date-of-birth check, for a reset token or an activation id (`expiredMessage` words a gone link). */
export function dateOfBirthPayloadOf(outcome: DateOfBirthOutcome, expiredMessage: string): VerifyDateOfBirthPayload {
  if (outcome.ok) return { verified: true, linkExpired: false, errors: [] };
  if (isLinkGone(outcome)) return { verified: false, linkExpired: true, errors: formError(expiredMessage) };
  const errors = outcome.fieldErrors;
  return {
    verified: false,
    linkExpired: false,
    errors: errors.length ? errors : [{ field: 'dateOfBirth', message: DATE_NO_MATCH }],
  };
}

/** The rules as the server judged a typed password, for an activation id or a reset token. */
export function newPasswordPayloadOf(outcome: PasswordCheckOutcome): CheckNewPasswordPayload {
  return { checks: checksOf(outcome.body), linkExpired: isLinkGone(outcome) };
}
