// Profile: the signed-in person (GET /user) and changing the password from the profile, which asks
// for the current one (security item 10) and is refused during a masquerade.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { errorMessage, fieldErrors, messageError } from './errors.js';
import { newPasswordFields, requiredSecret, typedSecret } from './fields.js';
import { passwordCheckAnswer, passwordRefused } from './shared.js';

export const userAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    userType: z.enum(['employee', 'employer']),
    employmentStatus: z.enum(['active', 'inactive', 'left']),
    avatar: z.string().nullable(),
    onProbation: z.boolean(),
    isApprover: z.boolean(),
    isPlatformAdmin: z.boolean(),
    siteTermsUpdated: z.boolean().meta({ description: 'The client published terms this person has not accepted yet' }),
    termsRevision: z.number().int(),
    showWelcomeModal: z.boolean(),
    isDataLoadEligibilityImpactEnabled: z.boolean(),
    supportEmail: z.string().nullable(),
    supportEmailIsSchemeBased: z.boolean(),
    contactUsEmail: z.string().nullable(),
    supportNumber: z.string().nullable(),
    ssoLogoutUrl: z.string().nullable(),
    clientId: z.number().int().nullable().meta({ description: 'Null for platform administrators' }),
  })
  .meta({ id: 'User' });

export const user = endpoint({
  api: 'main',
  method: 'get',
  path: '/user',
  summary: 'The signed-in person',
  auth: 'bearer',
  responses: { 200: userAnswer },
});

/** 423 of the profile's password calls. */
export const passwordLocked = z
  .object({ error: z.literal('account_locked'), message: z.string(), userAccountLocked: z.literal(true) })
  .meta({ id: 'PasswordLocked' });

// A masquerade may not test or change the person's password.
const masqueradeRefused = z.union([messageError, errorMessage]);

// With current_password the check also judges rule 512, and counts as a password attempt.
export const profilePasswordCheckBody = z.object({ password: typedSecret(), current_password: requiredSecret().optional() });

export const checkProfilePassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password/check',
  summary: 'The password rules as typed on the profile',
  auth: 'bearer',
  body: profilePasswordCheckBody,
  responses: { 200: passwordCheckAnswer, 403: masqueradeRefused, 423: passwordLocked },
});

export const changePasswordBody = z.object({ current_password: requiredSecret(), ...newPasswordFields });

export const changePassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password',
  summary: "Changes the password; the person's other sessions end",
  auth: 'bearer',
  body: changePasswordBody,
  responses: { 200: z.object({ status: z.literal('ok') }), 403: masqueradeRefused, 422: z.union([passwordRefused, fieldErrors]), 423: passwordLocked },
});

export type UserAnswer = z.infer<typeof userAnswer>;
export type PasswordLocked = z.infer<typeof passwordLocked>;
export type ProfilePasswordCheckBody = z.output<typeof profilePasswordCheckBody>;
export type ChangePasswordBody = z.output<typeof changePasswordBody>;
