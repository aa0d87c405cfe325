// Single sign-on's exchange: the token of /sso-login/* (an sso token from the identity provider's
// callback, or a masquerade link, prefix msq) for a session, or for the second factor the
// organisation owes first. The browser legs (/sso/*, /oidc/*) pass through to the api unchanged
// (http/single-sign-on.ts); the code or setup owed after it is two-factor's, with the pending token
// standing for the password.
import { ssoLogin } from '@portal/contract/masquerade';
import { everyRefusal } from '../../rest/decode.js';
import type { Resolvers, SsoLoginPayload } from '../__generated__/resolvers-types.js';
import { formError, payloadOr } from '../shared/payload-errors.js';
import { SSO_STRINGS as S } from './strings.js';

const NO_SECOND_FACTOR = {
  requiresTwoFactorValidation: false,
  requiresTwoFactorSetup: false,
  twoFactorSetup: null,
  ssoPendingToken: null,
};
const NO_LOGIN = {
  accessToken: null,
  expiresIn: null,
  masqueradeUserId: null,
  masqueradeSchemeYear: null,
  ...NO_SECOND_FACTOR,
};
const SSO_FAILED: SsoLoginPayload = { ...NO_LOGIN, failure: 'sso_login_failed', errors: formError(S.ssoLoginError) };

export const ssoResolvers: Resolvers = {
  Mutation: {
    ssoLogin: (_, { input }, context) =>
      payloadOr(async () => {
        // Every refusal is the /sso-error/ screen's to word.
        const outcome = await context.api.outcome(
          ssoLogin,
          { body: { sso_token: input.token, scheme_year: input.schemeYear ?? undefined } },
          everyRefusal,
        );
        if (outcome.ok) {
          const { body } = outcome;
          if ('sso_pending_token' in body) {
            return {
              ...NO_LOGIN,
              requiresTwoFactorValidation: body.is_should_validate_2fa,
              requiresTwoFactorSetup: body.is_should_setup_2fa,
              twoFactorSetup: 'secret' in body ? { secret: body.secret, url: body.url } : null,
              ssoPendingToken: body.sso_pending_token,
              failure: null,
              errors: [],
            };
          }
          return {
            ...NO_SECOND_FACTOR,
            accessToken: body.access_token,
            expiresIn: body.expires_in,
            masqueradeUserId: body.masqueradeUserId,
            masqueradeSchemeYear: body.masqueradeSchemeYear,
            failure: null,
            errors: [],
          };
        }
        const expired = 'error' in outcome.body && outcome.body.error === 'masquerade_link_expired';
        return expired
          ? { ...NO_LOGIN, failure: 'masquerade_link_expired' as const, errors: formError(outcome.message) }
          : SSO_FAILED;
      }, SSO_FAILED),
  },
};
