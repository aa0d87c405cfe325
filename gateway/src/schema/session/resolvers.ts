import type { GatewayContext } from '../../context.js';
import { requireViewer } from '../../context.js';
import type { RestLogin } from '../../rest/types.js';
import { SESSION_STRINGS as S } from './strings.js';

interface FieldError {
  field: string | null;
  message: string;
}

/** A 422 body's `errors` (field -> messages) as payload errors, first message per field. */
export function fieldErrorsOf(errors: unknown): FieldError[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, messages]) => {
    const message = Array.isArray(messages) ? messages.find((each) => typeof each === 'string') : messages;
    return typeof message === 'string' ? [{ field, message }] : [];
  });
}

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
export function loginPayloadOf(status: number, body: RestLogin) {
  const flags = {
    ...EMPTY_LOGIN,
    showRecaptcha: Boolean(body.showRecaptcha),
    userAccountLocked: Boolean(body.userAccountLocked),
  };
  if (status === 200 || status === 201 || status === 202) {
    const requiresTwoFactorSetup = Boolean(body.is_should_setup_2fa);
    const requiresTwoFactorValidation = Boolean(body.is_should_validate_2fa);
    if (body.access_token || requiresTwoFactorSetup || requiresTwoFactorValidation) {
      return {
        ...flags,
        accessToken: body.access_token ?? null,
        expiresIn: body.expires_in ?? null,
        requiresTwoFactorSetup,
        requiresTwoFactorValidation,
        twoFactorSetup: requiresTwoFactorSetup && body.secret && body.url ? { secret: body.secret, url: body.url } : null,
        errors: [],
      };
    }
    return { ...flags, errors: [{ field: null, message: body.error_message ?? S.unableToLogin }] };
  }
  if (body.userAccountLocked || status === 423) {
    return { ...flags, userAccountLocked: true, errors: [{ field: null, message: body.error_message ?? S.accountLocked }] };
  }
  if (status === 422) {
    const errors = fieldErrorsOf(body.errors);
    return { ...flags, errors: errors.length ? errors : [{ field: null, message: S.unableToLogin }] };
  }
  if (status === 401) {
    if (body.error_message) return { ...flags, errors: [{ field: null, message: body.error_message }] };
    return {
      ...flags,
      errors: [
        { field: 'email', message: S.noMatch },
        { field: 'password', message: S.tryAgainOrReset },
      ],
    };
  }
  return { ...flags, errors: [{ field: null, message: body.error_message ?? S.unableToLogin }] };
}

export const sessionResolvers = {
  Mutation: {
    async checkLoginEmail(_: unknown, { input }: { input: { email: string } }, context: GatewayContext) {
      try {
        const { status, body } = await context.main.loginUrl(input.email);
        if (status === 200) return { hasSso: Boolean(body.hasSSO), ssoUrl: body.hasSSO ? (body.url ?? null) : null, errors: [] };
        const errors = status === 422 ? fieldErrorsOf(body.errors) : [];
        return { hasSso: false, ssoUrl: null, errors: errors.length ? errors : [{ field: null, message: S.unableToProcessLoginRequest }] };
      } catch {
        return { hasSso: false, ssoUrl: null, errors: [{ field: null, message: S.unableToProcessLoginRequest }] };
      }
    },

    async login(
      _: unknown,
      { input }: { input: { email: string; password: string; deviceToken: string; recaptcha?: string | null } },
      context: GatewayContext,
    ) {
      try {
        const { status, body } = await context.main.login(input);
        return loginPayloadOf(status, body ?? {});
      } catch {
        return { ...EMPTY_LOGIN, errors: [{ field: null, message: S.unableToLogin }] };
      }
    },

    async logout(_: unknown, __: unknown, context: GatewayContext) {
      requireViewer(context);
      try {
        const { status, body } = await context.main.logout();
        // A session that already expired is as logged out as it can be.
        if (status === 200 || status === 201 || status === 202 || status === 401) {
          return { ssoLogoutUrl: body?.ssoLogoutUrl ?? null, errors: [] };
        }
      } catch {
        // Falls through to the spec's retry message.
      }
      return { ssoLogoutUrl: null, errors: [{ field: null, message: S.logoutFailed }] };
    },

    async ping(_: unknown, __: unknown, context: GatewayContext) {
      requireViewer(context);
      const body = await context.main.ping();
      return { expiresIn: body.expires_in };
    },
  },
};
