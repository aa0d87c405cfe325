// Two-factor: the code at login, setup at login when the organisation requires it, and 2FA from
// the profile (v2). Every wrong secret at login answers alike (docs/rest-api.md "Two-factor
// authentication").
import { z } from 'zod';
import { publicCall, signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { captchaOwed, codedErrors, errorMessage, errorMessageLocked, fieldErrors, messageError } from './errors.js';
import {
  captchaSolution,
  deviceToken,
  pathId,
  requiredEmail,
  requiredSecret,
  requiredString,
  siteDomain,
  twoFactorCode,
} from './fields.js';
import { sessionStarted } from './shared.js';

// Wrong secrets are coded errors; a robot check owed and field errors keep their own shapes.
const loginRefused = z.union([codedErrors, captchaOwed, fieldErrors]);

export const codeLoginBody = z.object({
  code: twoFactorCode(),
  email: requiredEmail(),
  password: requiredSecret(),
  site: siteDomain(),
  deviceToken: deviceToken(),
  recaptcha: captchaSolution(),
});

export const loginWithCode = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/mfa',
  summary: 'Login with the password and an authenticator code',
  auth: 'none',
  access: { ...publicCall, checks: ['own-site', 'password-allowed'] },
  body: codeLoginBody,
  responses: { 200: sessionStarted, 422: loginRefused, 423: codedErrors },
});

const setupSecret = () => requiredString().max(128);

export const setupBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('temporary'),
      code: twoFactorCode(),
      secret: setupSecret(),
      email: requiredEmail().optional(),
      recaptcha: captchaSolution(),
    }),
    z.object({
      type: z.literal('complete'),
      code: twoFactorCode(),
      secret: setupSecret(),
      email: requiredEmail(),
      password: requiredSecret(),
      site: siteDomain(),
      deviceToken: deviceToken(),
      recaptcha: captchaSolution(),
    }),
  ],
  { error: "The type must be 'temporary' or 'complete'" },
);

export const setupCodeVerified = z
  .object({ status: z.literal('ok'), verified: z.literal(true) })
  .meta({ id: 'SetupCodeVerified' });

export const setUpTwoFactor = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/setup/mfa',
  summary: "Two-factor setup at login: 'temporary' checks a code, 'complete' enables 2FA and logs in",
  auth: 'none',
  access: { ...publicCall, checks: ['own-site', 'password-allowed'] },
  body: setupBody,
  responses: { 200: z.union([sessionStarted, setupCodeVerified]), 422: loginRefused, 423: codedErrors },
});

// A single-sign-on login that owes the organisation's 2FA (docs/single-sign-on.md): the pending
// token POST /login/sso handed out stands for the email and password of the routes above.
const ssoPendingToken = () => requiredString().max(512);
const ssoLoginRefused = z.union([codedErrors, captchaOwed, fieldErrors]);

export const ssoCodeLoginBody = z.object({
  code: twoFactorCode(),
  sso_pending_token: ssoPendingToken(),
  deviceToken: deviceToken(),
  recaptcha: captchaSolution(),
});

export const ssoLoginWithCode = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/sso/mfa',
  summary: 'Finishes a single-sign-on login with an authenticator code',
  auth: 'none',
  access: publicCall,
  body: ssoCodeLoginBody,
  responses: { 200: sessionStarted, 401: codedErrors, 422: ssoLoginRefused, 423: codedErrors },
});

export const ssoSetupBody = z.object({
  code: twoFactorCode(),
  secret: setupSecret(),
  sso_pending_token: ssoPendingToken(),
  deviceToken: deviceToken(),
  recaptcha: captchaSolution(),
});

export const ssoSetUpTwoFactor = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/sso/setup/mfa',
  summary: "Finishes a single-sign-on login by setting up the organisation's 2FA (the 'complete' pass)",
  auth: 'none',
  access: publicCall,
  body: ssoSetupBody,
  responses: { 200: sessionStarted, 401: codedErrors, 422: ssoLoginRefused, 423: codedErrors },
});

const ownAccount = z.object({ userId: pathId() });
export const currentPasswordBody = z.object({ password: requiredSecret() });
export const codeBody = z.object({ code: twoFactorCode() });
// Turning 2FA off asks for both factors: the current password and a current code.
export const disableTwoFactorBody = z.object({ password: requiredSecret(), code: twoFactorCode() });

// Another person's id, a masquerade, or (disable) an organisation or role that requires 2FA.
const profileRefused = z.union([messageError, errorMessage]);
const profileResponses = {
  403: profileRefused,
  404: messageError,
  422: z.union([errorMessage, fieldErrors]),
  423: errorMessageLocked,
};

export const createSecret = endpoint({
  api: 'v2',
  method: 'post',
  path: '/user/{userId}/mfa',
  summary: 'A secret to set up 2FA from the profile (pending until a code validates it)',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'], checks: ['own-record'] },
  params: ownAccount,
  body: currentPasswordBody,
  responses: { 200: z.object({ secret: z.string(), url: z.string() }), 409: errorMessage, ...profileResponses },
});

export const validateSecret = endpoint({
  api: 'v2',
  method: 'post',
  path: '/user/{userId}/mfa/validate',
  summary: 'Enables 2FA with a code for the pending secret',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'], checks: ['own-record'] },
  params: ownAccount,
  body: codeBody,
  responses: { 200: z.object({ status: z.literal('ok'), mfaEnabled: z.literal(true) }), ...profileResponses },
});

export const disableTwoFactor = endpoint({
  api: 'v2',
  method: 'post',
  path: '/user/{userId}/mfa/disable',
  summary:
    'Turns 2FA off with the current password and a current code (refused where the organisation or the role requires it)',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'], checks: ['own-record'] },
  params: ownAccount,
  body: disableTwoFactorBody,
  responses: { 200: z.object({ status: z.literal('ok'), mfaEnabled: z.literal(false) }), ...profileResponses },
});

export type CodeLoginBody = z.output<typeof codeLoginBody>;
export type SetupBody = z.output<typeof setupBody>;
export type SsoCodeLoginBody = z.output<typeof ssoCodeLoginBody>;
export type SsoSetupBody = z.output<typeof ssoSetupBody>;
export type SetupCodeVerified = z.infer<typeof setupCodeVerified>;
export type CreateSecretAnswer = z.infer<(typeof createSecret.responses)[200]>;
export type ValidateSecretAnswer = z.infer<(typeof validateSecret.responses)[200]>;
export type DisableTwoFactorBody = z.output<typeof disableTwoFactorBody>;
export type DisableTwoFactorAnswer = z.infer<(typeof disableTwoFactor.responses)[200]>;
