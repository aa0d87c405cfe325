// Forgotten password and the reset wizard over the main API's forgot-password and password-reset
// calls. Expected failures come back as payload data in the spec's words (section 8).
import type { GatewayContext } from '../../context.js';
import type { RestForgotPassword, RestPasswordReset, RestResetLink, RestVerifyDateOfBirth } from '../../rest/types.js';
import { checksOf, fieldErrorsOf, isLinkGone, isSuccess, messageOf, type FieldError } from './payloads.js';
import { PASSWORD_RESET_STRINGS as S } from './strings.js';

/**
 * The forgotten-password outcome: sent, or the first server validation message, or "Validation
 * failed", or the error message, or "An unexpected error occurred" (section 8, in that order).
 */
export function forgottenPasswordPayloadOf(status: number, body: RestForgotPassword) {
  if (isSuccess(status) && body.sent) return { sent: true, message: body.message ?? null, errors: [] };
  const fail = (errors: FieldError[]) => ({ sent: false, message: null, errors });
  if (body.errors && typeof body.errors === 'object') {
    const [first] = fieldErrorsOf(body.errors);
    return fail([first ?? { field: null, message: S.validationFailed }]);
  }
  if (status === 422) return fail([{ field: null, message: S.validationFailed }]);
  const message = messageOf({ error: body.error });
  return fail([{ field: null, message: message ?? S.unexpectedError }]);
}

export function resetLinkPayloadOf(status: number, body: RestResetLink) {
  if (isSuccess(status) && body.valid !== false) return { valid: true, message: null };
  return { valid: false, message: messageOf(body) ?? S.linkInvalid };
}

/** A date-of-birth check, for a reset token or an activation id (`expiredMessage` words a gone link). */
export function dateOfBirthPayloadOf(status: number, body: RestVerifyDateOfBirth, expiredMessage: string) {
  if (isSuccess(status) && body.verified !== false) return { verified: true, linkExpired: false, errors: [] };
  if (isLinkGone(status)) return { verified: false, linkExpired: true, errors: [{ field: null, message: expiredMessage }] };
  const errors = fieldErrorsOf(body.errors);
  return { verified: false, linkExpired: false, errors: errors.length ? errors : [{ field: 'dateOfBirth', message: S.dateNoMatch }] };
}

export function resetPasswordPayloadOf(status: number, body: RestPasswordReset) {
  const empty = { reset: false, redirectUrl: null, linkExpired: false, checks: checksOf(body) };
  if (isSuccess(status) && body.reset !== false) return { ...empty, reset: true, redirectUrl: body.redirectURL ?? null, errors: [] };
  if (isLinkGone(status)) return { ...empty, linkExpired: true, errors: [{ field: null, message: S.tokenExpired }] };
  if (status === 422) return { ...empty, errors: [...fieldErrorsOf(body.errors), { field: null, message: S.reviewForm }] };
  return { ...empty, errors: [{ field: null, message: messageOf(body) ?? S.resetFailed }] };
}

export const passwordResetResolvers = {
  Mutation: {
    async requestPasswordReset(
      _: unknown,
      { input }: { input: { email: string; recaptcha?: string | null; isRecaptchaEnabled?: boolean | null } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.forgotPassword({
          email: input.email.trim(),
          recaptcha: input.recaptcha ?? null,
          isRecaptchaEnabled: Boolean(input.isRecaptchaEnabled && input.recaptcha),
        });
        return forgottenPasswordPayloadOf(status, body ?? {});
      } catch {
        return { sent: false, message: null, errors: [{ field: null, message: S.unexpectedError }] };
      }
    },

    async validatePasswordResetLink(_: unknown, { input }: { input: { token: string } }, context: GatewayContext) {
      try {
        const { status, body } = await context.main.passwordResetLink(input.token);
        return resetLinkPayloadOf(status, body ?? {});
      } catch {
        return { valid: false, message: S.linkUnreachable };
      }
    },

    async verifyPasswordResetDateOfBirth(
      _: unknown,
      { input }: { input: { token: string; dateOfBirth: string } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.passwordResetDateOfBirth(input.token, input.dateOfBirth);
        return dateOfBirthPayloadOf(status, body ?? {}, S.tokenExpired);
      } catch {
        return { verified: false, linkExpired: false, errors: [{ field: null, message: S.networkError }] };
      }
    },

    async checkPasswordResetPassword(
      _: unknown,
      { input }: { input: { token: string; password: string } },
      context: GatewayContext,
    ) {
      const { status, body } = await context.main.passwordResetCheck(input.token, input.password);
      return { checks: checksOf(body), linkExpired: isLinkGone(status) };
    },

    async resetPassword(
      _: unknown,
      { input }: { input: { token: string; dateOfBirth: string; password: string; passwordConfirmation: string } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.passwordReset(input);
        return resetPasswordPayloadOf(status, body ?? {});
      } catch {
        return { reset: false, redirectUrl: null, linkExpired: false, checks: [], errors: [{ field: null, message: S.networkError }] };
      }
    },
  },
};
