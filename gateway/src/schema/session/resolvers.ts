import { login, loginUrl, logout, ping } from '@portal/contract/session';
import { requireViewer } from '../../context.js';
import { everyRefusal } from '../../rest/decode.js';
import type { OutcomeOf } from '../../rest/rest-api.js';
import type { CheckLoginEmailPayload, LoginPayload, Resolvers } from '../__generated__/resolvers-types.js';
import { fieldErrorsOr, formError, payloadOr } from '../shared/payload-errors.js';
import { SESSION_STRINGS as S } from './strings.js';

const EMPTY_LOGIN = {
  accessToken: null,
  expiresIn: null,
  showRecaptcha: false,
  userAccountLocked: false,
  requiresTwoFactorSetup: false,
  requiresTwoFactorValidation: false,
  twoFactorSetup: null,
};

/** The password login's outcome in the spec's words: one message per case, never a hint of which part was wrong. */
export function loginPayloadOf(outcome: OutcomeOf<typeof login>): LoginPayload {
  if (outcome.ok) {
    const { body } = outcome;
    return {
      ...EMPTY_LOGIN,
      accessToken: 'access_token' in body ? body.access_token : null,
      expiresIn: 'access_token' in body ? body.expires_in : null,
      requiresTwoFactorSetup: body.is_should_setup_2fa,
      requiresTwoFactorValidation: body.is_should_validate_2fa,
      twoFactorSetup: 'secret' in body ? { secret: body.secret, url: body.url } : null,
      errors: [],
    };
  }
  const { body } = outcome;
  // After any failure the next attempt on this email owes the robot check.
  const flags = { ...EMPTY_LOGIN, showRecaptcha: 'showRecaptcha' in body && body.showRecaptcha };
  if (outcome.refusal === 'locked') return { ...flags, userAccountLocked: true, errors: formError(S.accountLocked) };
  if (outcome.refusal === 'invalid') return { ...flags, errors: fieldErrorsOr(outcome.fieldErrors, S.unableToLogin) };
  if (outcome.refusal === 'unauthenticated') {
    return {
      ...flags,
      errors: [
        { field: 'email', message: S.noMatch },
        { field: 'password', message: S.tryAgainOrReset },
      ],
    };
  }
  return { ...flags, errors: formError(S.unableToLogin) };
}

const NO_SSO = { hasSso: false, ssoUrl: null, showRecaptcha: false };

/** Whether the email signs in through single sign-on, or why it cannot be checked. */
export function checkLoginEmailPayloadOf(outcome: OutcomeOf<typeof loginUrl>): CheckLoginEmailPayload {
  if (!outcome.ok) {
    const errors = outcome.refusal === 'invalid' ? outcome.fieldErrors : [];
    return { ...NO_SSO, errors: fieldErrorsOr(errors, S.unableToProcessLoginRequest) };
  }
  const { body } = outcome;
  return { hasSso: body.hasSSO, ssoUrl: body.hasSSO ? body.url : null, showRecaptcha: body.showRecaptcha, errors: [] };
}

export const sessionResolvers: Resolvers = {
  Mutation: {
    checkLoginEmail: (_, { input }, context) =>
      // The site is the one the request came to: the answer is the site's, never the account's.
      payloadOr(
        async () =>
          checkLoginEmailPayloadOf(
            await context.api.outcome(
              loginUrl,
              { body: { email: input.email, site: context.siteDomain } },
              everyRefusal,
            ),
          ),
        {
          ...NO_SSO,
          errors: formError(S.unableToProcessLoginRequest),
        },
      ),

    login: (_, { input }, context) =>
      // A person logs in only on their own client's site: the api is told which site this is,
      // from the request's host, so no browser input can name another.
      payloadOr(
        async () =>
          loginPayloadOf(
            await context.api.outcome(login, { body: { ...input, site: context.siteDomain } }, everyRefusal),
          ),
        {
          ...EMPTY_LOGIN,
          errors: formError(S.unableToLogin),
        },
      ),

    async logout(_, __, context) {
      requireViewer(context);
      const failed = { ssoLogoutUrl: null, errors: formError(S.logoutFailed) };
      return payloadOr(async () => {
        // A session that already expired (401) is as logged out as it can be: every refusal is data.
        const outcome = await context.api.outcome(logout, {}, everyRefusal);
        if (outcome.ok) return { ssoLogoutUrl: outcome.body.ssoLogoutUrl, errors: [] };
        if (outcome.refusal === 'unauthenticated') return { ssoLogoutUrl: null, errors: [] };
        return failed;
      }, failed);
    },

    async ping(_, __, context) {
      requireViewer(context);
      const body = await context.api.call(ping);
      return { expiresIn: body.expires_in };
    },
  },
};
