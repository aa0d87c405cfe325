// Activation over the main API's activation/{id}, activation/dob, activation/check and
// user/activate calls. A failed lookup is data (`found: false`): the web shows its error page.
import {
  activate,
  checkActivationPassword,
  lookUpActivation,
  verifyActivationDateOfBirth,
} from '@portal/contract/activation';
import { everyRefusal } from '../../rest/decode.js';
import type { OutcomeOf } from '../../rest/rest-api.js';
import type { ActivateAccountPayload, LookUpActivationPayload, Resolvers } from '../__generated__/resolvers-types.js';
import {
  checksOf,
  dateOfBirthPayloadOf,
  isLinkGone,
  newPasswordBody,
  newPasswordPayloadOf,
} from '../shared/account-payloads.js';
import { fieldErrorsOr, formError, payloadOr } from '../shared/payload-errors.js';
import { ACTIVATION_STRINGS as S } from './strings.js';

const NOT_FOUND = { found: false, firstName: null, surname: null, email: null, requiresTwoFa: false };

export function activationLookupPayloadOf(outcome: OutcomeOf<typeof lookUpActivation>): LookUpActivationPayload {
  if (outcome.ok) {
    const { firstName, surname, email, requiresTwoFa } = outcome.body;
    return { found: true, firstName, surname, email, requiresTwoFa, errors: [] };
  }
  return { ...NOT_FOUND, errors: formError(outcome.said ?? S.linkNotValid) };
}

const NO_LOGIN = {
  accessToken: null,
  expiresIn: null,
  requiresTwoFactorSetup: false,
  twoFactorSecret: null,
  twoFactorUrl: null,
};

export function activatePayloadOf(outcome: OutcomeOf<typeof activate>): ActivateAccountPayload {
  const base = { ...NO_LOGIN, linkExpired: false, checks: checksOf(outcome.body) };
  if (outcome.ok) {
    const { body } = outcome;
    if ('secret' in body)
      return {
        ...base,
        requiresTwoFactorSetup: true,
        twoFactorSecret: body.secret,
        twoFactorUrl: body.url,
        errors: [],
      };
    if ('access_token' in body)
      return { ...base, accessToken: body.access_token, expiresIn: body.expires_in, errors: [] };
    return { ...base, errors: formError(S.unableToActivate) };
  }
  if (isLinkGone(outcome)) return { ...base, linkExpired: true, errors: formError(outcome.said ?? S.linkNotValid) };
  if (outcome.refusal === 'invalid')
    return { ...base, errors: fieldErrorsOr(outcome.fieldErrors, outcome.said ?? S.reviewForm) };
  return { ...base, errors: formError(S.unableToActivate) };
}

// A link that is gone, a wrong date of birth and refused rules are the screens' to word: every
// refusal is data.
export const activationResolvers: Resolvers = {
  Mutation: {
    lookUpActivation: (_, { input }, context) =>
      payloadOr(
        async () =>
          activationLookupPayloadOf(
            await context.api.outcome(lookUpActivation, { params: { activationId: input.activationId } }, everyRefusal),
          ),
        {
          ...NOT_FOUND,
          errors: formError(S.networkError),
        },
      ),

    verifyActivationDateOfBirth: (_, { input }, context) =>
      payloadOr(
        async () => {
          const body = { activationId: input.activationId, date_of_birth: input.dateOfBirth };
          const outcome = await context.api.outcome(verifyActivationDateOfBirth, { body }, everyRefusal);
          return dateOfBirthPayloadOf(outcome, (!outcome.ok && outcome.said) || S.linkNotValid);
        },
        { verified: false, linkExpired: false, errors: formError(S.networkError) },
      ),

    async checkActivationPassword(_, { input }, context) {
      const body = { activationId: input.activationId, password: input.password };
      return newPasswordPayloadOf(await context.api.outcome(checkActivationPassword, { body }, everyRefusal));
    },

    activateAccount: (_, { input }, context) =>
      payloadOr(
        async () =>
          activatePayloadOf(
            await context.api.outcome(
              activate,
              { body: { activationId: input.activationId, ...newPasswordBody(input) } },
              everyRefusal,
            ),
          ),
        {
          ...NO_LOGIN,
          linkExpired: false,
          checks: [],
          errors: formError(S.networkError),
        },
      ),
  },
};
