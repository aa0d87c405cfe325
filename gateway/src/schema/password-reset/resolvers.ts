// Forgotten password and the reset wizard over the main API's forgot-password and password-reset
// calls. Expected failures come back as payload data in the spec's words.
import {
  checkResetPassword,
  forgotPassword,
  resetPassword,
  validateResetLink,
  verifyResetDateOfBirth,
} from '@portal/contract/password-reset';
import { everyRefusal } from '../../rest/decode.js';
import type { OutcomeOf } from '../../rest/rest-api.js';
import type {
  FieldError,
  RequestPasswordResetPayload,
  ResetPasswordPayload,
  Resolvers,
  ValidatePasswordResetLinkPayload,
} from '../__generated__/resolvers-types.js';
import {
  checksOf,
  dateOfBirthPayloadOf,
  isLinkGone,
  newPasswordBody,
  newPasswordPayloadOf,
} from '../shared/account-payloads.js';
import { formError, payloadOr } from '../shared/payload-errors.js';
import { PASSWORD_RESET_STRINGS as S } from './strings.js';

/**
 * The forgotten-password outcome: sent, or the first server validation message, or "Validation
 * failed", or the error message, or "An unexpected error occurred" (the spec's order).
 */
export function forgottenPasswordPayloadOf(outcome: OutcomeOf<typeof forgotPassword>): RequestPasswordResetPayload {
  if (outcome.ok) return { sent: true, message: outcome.body.message, errors: [] };
  const fail = (errors: FieldError[]) => ({ sent: false, message: null, errors });
  const [first] = outcome.fieldErrors;
  if (first) return fail([first]);
  if (outcome.refusal === 'invalid') return fail(formError(S.validationFailed));
  // A server failure's own words are not for people ("Internal server error").
  if (outcome.refusal === 'failed') return fail(formError(S.unexpectedError));
  return fail(formError(outcome.said ?? S.unexpectedError));
}

export function resetLinkPayloadOf(outcome: OutcomeOf<typeof validateResetLink>): ValidatePasswordResetLinkPayload {
  if (outcome.ok) return { valid: true, message: null };
  return { valid: false, message: outcome.said ?? S.linkInvalid };
}

export function resetPasswordPayloadOf(outcome: OutcomeOf<typeof resetPassword>): ResetPasswordPayload {
  const empty = { reset: false, redirectUrl: null, linkExpired: false, checks: checksOf(outcome.body) };
  if (outcome.ok) return { ...empty, reset: true, redirectUrl: outcome.body.redirectURL, errors: [] };
  if (isLinkGone(outcome)) return { ...empty, linkExpired: true, errors: formError(S.tokenExpired) };
  if (outcome.refusal === 'invalid') return { ...empty, errors: [...outcome.fieldErrors, ...formError(S.reviewForm)] };
  return { ...empty, errors: formError(S.resetFailed) };
}

// A link that is gone, a wrong date of birth and refused rules are the screens' to word: every
// refusal is data.
export const passwordResetResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: (_, { input }, context) =>
      payloadOr(
        async () => {
          const body = {
            email: input.email.trim(),
            recaptcha: input.recaptcha ?? null,
            isRecaptchaEnabled: Boolean(input.isRecaptchaEnabled && input.recaptcha),
          };
          const outcome = await context.api.outcome(forgotPassword, { body }, everyRefusal);
          return forgottenPasswordPayloadOf(outcome);
        },
        { sent: false, message: null, errors: formError(S.unexpectedError) },
      ),

    validatePasswordResetLink: (_, { input }, context) =>
      payloadOr(
        async () =>
          resetLinkPayloadOf(
            await context.api.outcome(validateResetLink, { params: { token: input.token } }, everyRefusal),
          ),
        {
          valid: false,
          message: S.linkUnreachable,
        },
      ),

    verifyPasswordResetDateOfBirth: (_, { input }, context) =>
      payloadOr(
        async () => {
          const body = { token: input.token, date_of_birth: input.dateOfBirth };
          return dateOfBirthPayloadOf(
            await context.api.outcome(verifyResetDateOfBirth, { body }, everyRefusal),
            S.tokenExpired,
          );
        },
        { verified: false, linkExpired: false, errors: formError(S.networkError) },
      ),

    async checkPasswordResetPassword(_, { input }, context) {
      return newPasswordPayloadOf(
        await context.api.outcome(
          checkResetPassword,
          { body: { token: input.token, password: input.password } },
          everyRefusal,
        ),
      );
    },

    resetPassword: (_, { input }, context) =>
      payloadOr(
        async () =>
          resetPasswordPayloadOf(
            await context.api.outcome(
              resetPassword,
              { body: { token: input.token, ...newPasswordBody(input) } },
              everyRefusal,
            ),
          ),
        {
          reset: false,
          redirectUrl: null,
          linkExpired: false,
          checks: [],
          errors: formError(S.networkError),
        },
      ),
  },
};
