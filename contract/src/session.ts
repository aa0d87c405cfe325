// Session: the login-URL check, password login, login setup, logout and ping (docs/rest-api.md
// "Login rules" for what the answers mean).
import { z } from 'zod';
import { publicCall, signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { captchaOwed, fieldErrors } from './errors.js';
import { captchaSolution, deviceToken, requiredEmail, requiredSecret, siteDomain } from './fields.js';
import { userAnswer } from './profile.js';
import { loginAnswer, theme } from './shared.js';

// `site`: the answer is the site's, never the account's (docs/login-and-two-factor.md).
export const loginUrlBody = z.object({ email: requiredEmail(), site: siteDomain() });

/** `showRecaptcha`: the email owes a robot check, so the password step shows it from the start. */
export const loginUrlAnswer = z
  .union([
    z.object({ hasSSO: z.literal(false), showRecaptcha: z.boolean() }),
    z.object({ hasSSO: z.literal(true), url: z.string(), showRecaptcha: z.boolean() }),
  ])
  .meta({ id: 'LoginUrlAnswer' });

export const loginUrl = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/url',
  summary: 'Login-URL check: single sign-on or the password form',
  auth: 'none',
  access: publicCall,
  body: loginUrlBody,
  responses: { 200: loginUrlAnswer },
});

// `site`: a person logs in only on their own client's site (docs/login-and-two-factor.md).
export const loginBody = z.object({
  email: requiredEmail(),
  password: requiredSecret(),
  site: siteDomain(),
  deviceToken: deviceToken(),
  recaptcha: captchaSolution(),
});

export const invalidCredentials = z
  .object({
    error: z.literal('invalid_credentials'),
    showRecaptcha: z.literal(true),
    userAccountLocked: z.literal(false),
  })
  .meta({ id: 'InvalidCredentials', description: 'An unknown email and a wrong password answer alike' });

export const accountLocked = z
  .object({ error: z.literal('account_locked'), userAccountLocked: z.literal(true), showRecaptcha: z.literal(true) })
  .meta({ id: 'AccountLocked', description: 'Five failures in a row lock the address for 15 minutes' });

export const login = endpoint({
  api: 'main',
  method: 'post',
  path: '/login',
  summary: 'Password login',
  auth: 'none',
  access: { ...publicCall, checks: ['own-site', 'password-allowed'] },
  body: loginBody,
  responses: {
    200: loginAnswer,
    401: invalidCredentials,
    422: z.union([captchaOwed, fieldErrors]),
    423: accountLocked,
  },
});

const clientException = z.object({ code: z.string(), status: z.enum(['active', 'inactive']) });
const faq = z.object({ question: z.string(), answer: z.string() });

export const loginSetupAnswer = z
  .object({
    user: userAnswer.extend({ firstLogin: z.boolean() }).meta({
      description:
        'The person as GET /user describes them, and whether this is their first login: the shell reads both from this one call',
    }),
    client: z
      .object({
        id: z.number().int(),
        clientName: z.string(),
        contactUsEnabled: z.boolean(),
        clientExceptions: z.array(clientException),
        scheme: z.object({
          schemeYear: z.number().int(),
          baseFont: z.string().nullable(),
          headerFont: z.string().nullable(),
          avatarSet: z.object({ avatarsetPlainFileURL: z.string().nullable() }),
          theme: z.object({ core: theme }),
        }),
      })
      .nullable()
      .meta({ description: 'Null for platform administrators, who belong to no client' }),
    cmsData: z.object({ faqs: z.array(faq), sso_access_only: z.boolean() }),
  })
  .meta({ id: 'LoginSetup' });

export const loginSetup = endpoint({
  api: 'main',
  method: 'get',
  path: '/login/setup',
  summary: 'What the shell needs on every page: the user, the client and its scheme, FAQs',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: loginSetupAnswer },
});

export const logout = endpoint({
  api: 'main',
  method: 'post',
  path: '/logout',
  summary: 'Ends the session on the server',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ status: z.literal('ok'), ssoLogoutUrl: z.string().nullable() }) },
});

export const ping = endpoint({
  api: 'main',
  method: 'get',
  path: '/ping',
  summary: 'Keeps the session alive; answers how long it has left',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ status: z.literal('ok'), expires_in: z.number().int() }) },
});

export type LoginUrlBody = z.output<typeof loginUrlBody>;
export type LoginUrlAnswer = z.infer<typeof loginUrlAnswer>;
export type LoginBody = z.output<typeof loginBody>;
export type InvalidCredentials = z.infer<typeof invalidCredentials>;
export type AccountLocked = z.infer<typeof accountLocked>;
export type LoginSetupAnswer = z.infer<typeof loginSetupAnswer>;
export type LogoutAnswer = z.infer<(typeof logout.responses)[200]>;
export type PingAnswer = z.infer<(typeof ping.responses)[200]>;
