import type { GatewayContext } from '../../context.js';
import type { RestTwoFactor } from '../../rest/types.js';
import { fieldErrorsOf } from '../session/resolvers.js';
import { TWO_FACTOR_STRINGS as S } from './strings.js';

interface FieldError {
  field: string | null;
  message: string;
}

const SUCCESS = new Set([200, 201, 202]);

/**
 * The api's two-factor errors: a JSON list of `{ code, message }` (spec section 8, "the returned
 * error codes"), or a 422 validation body. One payload error per returned code, in its words.
 */
export function twoFactorErrorsOf(status: number, body: RestTwoFactor): FieldError[] {
  if (Array.isArray(body.error)) {
    const listed = body.error.flatMap((each) => (each && typeof each.message === 'string' && each.message ? [{ field: null, message: each.message }] : []));
    if (listed.length) return listed;
  }
  if (typeof body.error === 'string' && body.error_message) return [{ field: null, message: body.error_message }];
  if (status === 422) {
    const fields = fieldErrorsOf(body.errors);
    if (fields.length) return fields;
  }
  return [{ field: null, message: body.error_message ?? S.unableToLogin }];
}

/** The token response of a finished second factor, or the errors that stopped it. */
export function twoFactorLoginPayloadOf(status: number, body: RestTwoFactor) {
  const locked = Boolean(body.userAccountLocked) || status === 423;
  if (SUCCESS.has(status) && body.access_token) {
    return { accessToken: body.access_token, expiresIn: body.expires_in ?? null, userAccountLocked: false, errors: [] };
  }
  const errors = SUCCESS.has(status) ? [{ field: null, message: S.unableToLogin }] : twoFactorErrorsOf(status, body);
  return { accessToken: null, expiresIn: null, userAccountLocked: locked, errors };
}

export function setUpPayloadOf(status: number, body: RestTwoFactor, pass: 'temporary' | 'complete') {
  if (pass === 'temporary' && SUCCESS.has(status) && body.verified) {
    return { verified: true, accessToken: null, expiresIn: null, userAccountLocked: false, errors: [] };
  }
  const login = twoFactorLoginPayloadOf(status, body);
  return { ...login, verified: login.accessToken !== null };
}

interface CodeLoginInput {
  code: string;
  email: string;
  password: string;
  deviceToken: string;
}

interface SetUpInput {
  type: 'TEMPORARY' | 'COMPLETE';
  code: string;
  secret: string;
  email?: string | null;
  password?: string | null;
  deviceToken?: string | null;
}

const failed = { accessToken: null, expiresIn: null, userAccountLocked: false, errors: [{ field: null, message: S.unableToLogin }] };

export const twoFactorResolvers = {
  Mutation: {
    async logInWithTwoFactorCode(_: unknown, { input }: { input: CodeLoginInput }, context: GatewayContext) {
      try {
        const { status, body } = await context.main.loginWithCode(input);
        return twoFactorLoginPayloadOf(status, body ?? {});
      } catch {
        return failed;
      }
    },

    async setUpTwoFactor(_: unknown, { input }: { input: SetUpInput }, context: GatewayContext) {
      const pass: 'temporary' | 'complete' = input.type === 'COMPLETE' ? 'complete' : 'temporary';
      // The first pass sends no credentials (the spec's payload); the pending secret names the account.
      const request =
        pass === 'temporary'
          ? { type: pass, code: input.code, secret: input.secret, ...(input.email ? { email: input.email } : {}) }
          : {
              type: pass,
              code: input.code,
              secret: input.secret,
              email: input.email ?? '',
              password: input.password ?? '',
              deviceToken: input.deviceToken ?? '',
            };
      try {
        const { status, body } = await context.main.setUpTwoFactor(request);
        return setUpPayloadOf(status, body ?? {}, pass);
      } catch {
        return { ...failed, verified: false };
      }
    },
  },
};
