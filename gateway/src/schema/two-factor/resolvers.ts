import { loginWithCode, setUpTwoFactor, ssoLoginWithCode, ssoSetUpTwoFactor } from '@portal/contract/two-factor';
import { everyRefusal, type Refused } from '../../rest/decode.js';
import type { OutcomeOf, RefusalOf } from '../../rest/rest-api.js';
import type {
  FieldError,
  LogInWithTwoFactorCodePayload,
  Resolvers,
  SetUpTwoFactorPayload,
  TwoFactorSetupPass,
} from '../__generated__/resolvers-types.js';
import { fieldErrorsOr, formError, payloadOr } from '../shared/payload-errors.js';
import { TWO_FACTOR_STRINGS as S } from './strings.js';

/**
 * The api's two-factor errors: a list of `{ code, message }` (the spec's "returned error
 * codes"), or a validation body. One payload error per returned code, in its words.
 */
export function twoFactorErrorsOf(refused: Refused<RefusalOf<typeof loginWithCode>>): FieldError[] {
  const { body } = refused;
  if ('error' in body && Array.isArray(body.error) && body.error.length > 0)
    return body.error.map((each) => ({ field: null, message: each.message }));
  return fieldErrorsOr(refused.refusal === 'invalid' ? refused.fieldErrors : [], S.unableToLogin);
}

type TwoFactorOutcome =
  | OutcomeOf<typeof loginWithCode>
  | OutcomeOf<typeof setUpTwoFactor>
  | OutcomeOf<typeof ssoLoginWithCode>
  | OutcomeOf<typeof ssoSetUpTwoFactor>;

/**
 * The token response of a finished second factor, or the errors that stopped it. showRecaptcha
 * is the api's: after a failure on the email the next attempt must carry a solved robot check.
 */
export function twoFactorLoginPayloadOf(outcome: TwoFactorOutcome): LogInWithTwoFactorCodePayload {
  if (outcome.ok) {
    const { body } = outcome;
    if ('access_token' in body)
      return {
        accessToken: body.access_token,
        expiresIn: body.expires_in,
        showRecaptcha: false,
        userAccountLocked: false,
        errors: [],
      };
    return {
      accessToken: null,
      expiresIn: null,
      showRecaptcha: false,
      userAccountLocked: false,
      errors: formError(S.unableToLogin),
    };
  }
  const { body } = outcome;
  const locked = outcome.refusal === 'locked' || ('userAccountLocked' in body && Boolean(body.userAccountLocked));
  const showRecaptcha = 'showRecaptcha' in body && Boolean(body.showRecaptcha);
  return {
    accessToken: null,
    expiresIn: null,
    showRecaptcha,
    userAccountLocked: locked,
    errors: twoFactorErrorsOf(outcome),
  };
}

export function setUpPayloadOf(
  outcome: OutcomeOf<typeof setUpTwoFactor> | OutcomeOf<typeof ssoSetUpTwoFactor>,
  pass: TwoFactorSetupPass,
): SetUpTwoFactorPayload {
  if (pass === 'temporary' && outcome.ok && 'verified' in outcome.body) {
    return {
      verified: true,
      accessToken: null,
      expiresIn: null,
      showRecaptcha: false,
      userAccountLocked: false,
      errors: [],
    };
  }
  const login = twoFactorLoginPayloadOf(outcome);
  return { ...login, verified: Boolean(login.accessToken) };
}

const failed = {
  accessToken: null,
  expiresIn: null,
  showRecaptcha: false,
  userAccountLocked: false,
  errors: formError(S.unableToLogin),
};

// Before there is a session every refusal is the screen's to word.
export const twoFactorResolvers: Resolvers = {
  Mutation: {
    logInWithTwoFactorCode: (_, { input }, context) =>
      payloadOr(async () => {
        const { code, deviceToken, ssoPendingToken } = input;
        const recaptcha = input.recaptcha ?? null;
        // After single sign-on the pending token stands for the email and password.
        const credentials = { email: input.email ?? '', password: input.password ?? '', site: context.siteDomain };
        const outcome = ssoPendingToken
          ? await context.api.outcome(
              ssoLoginWithCode,
              { body: { code, deviceToken, recaptcha, sso_pending_token: ssoPendingToken } },
              everyRefusal,
            )
          : await context.api.outcome(
              loginWithCode,
              { body: { code, deviceToken, recaptcha, ...credentials } },
              everyRefusal,
            );
        return twoFactorLoginPayloadOf(outcome);
      }, failed),

    async setUpTwoFactor(_, { input }, context) {
      const pass = input.type;
      // The first pass sends no credentials (the spec's payload); the pending secret names the account.
      const recaptcha = input.recaptcha ? { recaptcha: input.recaptcha } : {};
      if (pass === 'complete' && input.ssoPendingToken) {
        const request = {
          code: input.code,
          secret: input.secret,
          sso_pending_token: input.ssoPendingToken,
          deviceToken: input.deviceToken ?? '',
          ...recaptcha,
        };
        return payloadOr(
          async () =>
            setUpPayloadOf(await context.api.outcome(ssoSetUpTwoFactor, { body: request }, everyRefusal), pass),
          { ...failed, verified: false },
        );
      }
      const request =
        pass === 'temporary'
          ? {
              type: pass,
              code: input.code,
              secret: input.secret,
              ...(input.email ? { email: input.email } : {}),
              ...recaptcha,
            }
          : {
              type: pass,
              code: input.code,
              secret: input.secret,
              email: input.email ?? '',
              password: input.password ?? '',
              // The request's own site, as for the password login.
              site: context.siteDomain,
              deviceToken: input.deviceToken ?? '',
              ...recaptcha,
            };
      return payloadOr(
        async () => setUpPayloadOf(await context.api.outcome(setUpTwoFactor, { body: request }, everyRefusal), pass),
        { ...failed, verified: false },
      );
    },
  },
};
