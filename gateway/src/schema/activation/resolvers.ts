// Activation over the main API's activation/{id}, activation/dob, activation/check and
// user/activate calls. A failed lookup is data (`found: false`): the web shows its error page.
import type { GatewayContext } from '../../context.js';
import type { RestActivate, RestActivationLookup } from '../../rest/types.js';
import { checksOf, fieldErrorsOf, isLinkGone, isSuccess, messageOf } from '../password-reset/payloads.js';
import { dateOfBirthPayloadOf } from '../password-reset/resolvers.js';
import { PASSWORD_RESET_STRINGS } from '../password-reset/strings.js';
import { ACTIVATION_STRINGS as S } from './strings.js';

const NOT_FOUND = { found: false, firstName: null, surname: null, email: null, requiresTwoFa: false };

export function activationLookupPayloadOf(status: number, body: RestActivationLookup) {
  if (isSuccess(status) && body.status !== 'error') {
    return {
      found: true,
      firstName: body.firstName ?? null,
      surname: body.surname ?? null,
      email: body.email ?? null,
      requiresTwoFa: Boolean(body.requiresTwoFa),
      errors: [],
    };
  }
  return { ...NOT_FOUND, errors: [{ field: null, message: messageOf(body) ?? S.linkNotValid }] };
}

const NO_LOGIN = { accessToken: null, expiresIn: null, requiresTwoFactorSetup: false, twoFactorSecret: null, twoFactorUrl: null };

export function activatePayloadOf(status: number, body: RestActivate) {
  const base = { ...NO_LOGIN, linkExpired: false, checks: checksOf(body) };
  if (isSuccess(status)) {
    if (body.is_should_setup_2fa) {
      return { ...base, requiresTwoFactorSetup: true, twoFactorSecret: body.secret ?? null, twoFactorUrl: body.url ?? null, errors: [] };
    }
    if (body.access_token) return { ...base, accessToken: body.access_token, expiresIn: body.expires_in ?? null, errors: [] };
    return { ...base, errors: [{ field: null, message: S.unableToActivate }] };
  }
  if (isLinkGone(status)) return { ...base, linkExpired: true, errors: [{ field: null, message: messageOf(body) ?? S.linkNotValid }] };
  if (status === 422) {
    const errors = fieldErrorsOf(body.errors);
    return { ...base, errors: errors.length ? errors : [{ field: null, message: body.message ?? PASSWORD_RESET_STRINGS.reviewForm }] };
  }
  return { ...base, errors: [{ field: null, message: messageOf(body) ?? S.unableToActivate }] };
}

export const activationResolvers = {
  Mutation: {
    async lookUpActivation(_: unknown, { input }: { input: { activationId: string } }, context: GatewayContext) {
      try {
        const { status, body } = await context.main.activationLookup(input.activationId);
        return activationLookupPayloadOf(status, body ?? ({} as RestActivationLookup));
      } catch {
        return { ...NOT_FOUND, errors: [{ field: null, message: S.networkError }] };
      }
    },

    async verifyActivationDateOfBirth(
      _: unknown,
      { input }: { input: { activationId: string; dateOfBirth: string } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.activationDateOfBirth(input.activationId, input.dateOfBirth);
        return dateOfBirthPayloadOf(status, body ?? {}, messageOf(body) ?? S.linkNotValid);
      } catch {
        return { verified: false, linkExpired: false, errors: [{ field: null, message: S.networkError }] };
      }
    },

    async checkActivationPassword(
      _: unknown,
      { input }: { input: { activationId: string; password: string } },
      context: GatewayContext,
    ) {
      const { status, body } = await context.main.activationPasswordCheck(input.activationId, input.password);
      return { checks: checksOf(body), linkExpired: isLinkGone(status) };
    },

    async activateAccount(
      _: unknown,
      { input }: { input: { activationId: string; dateOfBirth: string; password: string; passwordConfirmation: string } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.activate(input);
        return activatePayloadOf(status, body ?? {});
      } catch {
        return { ...NO_LOGIN, linkExpired: false, checks: [], errors: [{ field: null, message: S.networkError }] };
      }
    },
  },
};
