// Forgotten and reset password (the reset wizard): the mailed one-hour link, the date
// of birth, the live rules and the new password. No answer says whether an email is known.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';
import { captchaOwed, fieldErrors } from './errors.js';
import { captchaSolution, dateOfBirth, linkToken, newPasswordFields, requiredEmail, typedSecret } from './fields.js';
import { dateOfBirthMismatch, passwordCheckAnswer, passwordRefused } from './shared.js';

/** 410: the link is unknown, expired, used, or void after 5 wrong dates of birth. */
export const resetLinkInvalid = z
  .object({ valid: z.literal(false), verified: z.literal(false), message: z.string() })
  .meta({ id: 'ResetLinkInvalid' });

export const forgotPasswordBody = z.object({
  email: requiredEmail(),
  // Always required here, whatever isRecaptchaEnabled says.
  recaptcha: captchaSolution(),
  isRecaptchaEnabled: z.boolean().nullish(),
});

export const forgotPassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/forgot-password',
  summary: 'Mails a reset link to an activated account; answers alike for every email',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: forgotPasswordBody,
  responses: {
    200: z.object({ sent: z.literal(true), message: z.string() }),
    422: z.union([captchaOwed, fieldErrors]),
  },
});

export const validateResetLink = endpoint({
  api: 'main',
  method: 'post',
  path: '/password-reset/{token}',
  summary: 'Whether a reset link still works',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  params: z.object({ token: z.string() }),
  responses: { 200: z.object({ valid: z.literal(true) }), 410: resetLinkInvalid },
});

export const resetDateOfBirthBody = z.object({ token: linkToken(), date_of_birth: dateOfBirth() });

export const verifyResetDateOfBirth = endpoint({
  api: 'main',
  method: 'post',
  path: '/password-reset/dob',
  summary: "The date of birth of the link's holder (the 5th wrong one voids the link)",
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: resetDateOfBirthBody,
  responses: {
    200: z.object({ verified: z.literal(true) }),
    410: resetLinkInvalid,
    422: z.union([dateOfBirthMismatch, fieldErrors]),
  },
});

export const resetCheckBody = z.object({ token: linkToken(), password: typedSecret() });

export const checkResetPassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password-reset/check',
  summary: 'The password rules as typed (rule 512 once the date of birth is verified)',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: resetCheckBody,
  responses: { 200: passwordCheckAnswer, 410: resetLinkInvalid },
});

export const resetBody = z.object({ token: linkToken(), date_of_birth: dateOfBirth(), ...newPasswordFields });

export const resetPassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password-reset',
  summary: 'Sets the new password, ends the lock and every session of the person',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: resetBody,
  responses: {
    200: z.object({ reset: z.literal(true), redirectURL: z.null() }),
    410: resetLinkInvalid,
    422: z.union([passwordRefused, dateOfBirthMismatch, fieldErrors]),
  },
});

export type ResetLinkInvalid = z.infer<typeof resetLinkInvalid>;
export type ResetBody = z.output<typeof resetBody>;
export type ForgotPasswordAnswer = z.infer<(typeof forgotPassword.responses)[200]>;
export type ResetPasswordAnswer = z.infer<(typeof resetPassword.responses)[200]>;
