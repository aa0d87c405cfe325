// Answer shapes that the endpoints of more than one domain carry: the token response (login,
// two-factor, activation), the live password rule checks (activation, reset, profile), the
// date-of-birth refusal (activation, reset) and a client site's theme (site, login setup).
import { z } from 'zod';
import { passwordRules } from './constants.js';
import { fieldErrors } from './errors.js';

/** One of the nine rules: `status` true when the password meets it. */
export const passwordCheck = z
  .object({
    code: z.literal(passwordRules.map((rule) => rule.code)),
    name: z.string(),
    status: z.boolean(),
  })
  .meta({ id: 'PasswordCheck' });

/** The rules in code order; rule 512 only where judging it would not confirm a password. */
export const passwordChecks = z.array(passwordCheck);

/** The live checks of a password as typed. */
export const passwordCheckAnswer = z
  .object({ data: z.object({ checks: passwordChecks }) })
  .meta({ id: 'PasswordCheckAnswer' });

/** 422 when a new password fails a rule or its confirmation differs. */
export const passwordRefused = fieldErrors
  .extend({ checks: passwordChecks, message: z.string() })
  .meta({ id: 'PasswordRefused' });

/** 422 for a date of birth that does not match the records of the link's holder. */
export const dateOfBirthMismatch = fieldErrors
  .extend({ verified: z.literal(false) })
  .meta({ id: 'DateOfBirthMismatch' });

const tokenBase = {
  token_type: z.literal('Bearer'),
  showRecaptcha: z.literal(false),
  userAccountLocked: z.literal(false),
};

/** The password (and any second factor) was right: a session started. */
export const sessionStarted = z
  .object({
    ...tokenBase,
    access_token: z.string(),
    expires_in: z.number().int().meta({ description: 'Seconds until the session dies without a call' }),
    is_should_setup_2fa: z.literal(false),
    is_should_validate_2fa: z.literal(false),
  })
  .meta({ id: 'SessionStarted' });

/** The password was right; the account's authenticator code comes next (POST /login/mfa). */
export const codeOwed = z
  .object({
    ...tokenBase,
    expires_in: z.literal(0),
    is_should_setup_2fa: z.literal(false),
    is_should_validate_2fa: z.literal(true),
  })
  .meta({ id: 'CodeOwed' });

/** The password was right; two-factor must be set up first (POST /login/setup/mfa) with this secret. */
export const setupOwed = z
  .object({
    ...tokenBase,
    expires_in: z.literal(0),
    is_should_setup_2fa: z.literal(true),
    is_should_validate_2fa: z.literal(false),
    secret: z.string().meta({ description: 'The pending TOTP secret, base32' }),
    url: z.string().meta({ description: 'Its otpauth:// URL, for the QR code' }),
  })
  .meta({ id: 'SetupOwed' });

/** The token response: what a right password leads to. */
export const loginAnswer = z.union([sessionStarted, codeOwed, setupOwed]).meta({ id: 'LoginAnswer' });

/** A client site's branding; colours are hex without '#'. */
export const theme = z
  .object({
    primaryColour: z.string(),
    secondaryColour: z.string(),
    logoFileUrl: z.string().nullable(),
    brandHeaderLogo: z.string().nullable(),
    mobileLogo: z.string().nullable(),
    clientLogo: z
      .string()
      .nullable()
      .meta({ description: "The employer's own logo, shown beside the brand logo once signed in" }),
    supportEmail: z.string().nullable(),
    contactUsEmail: z.string().nullable(),
    benefitBrandName: z.string(),
    benefitBrandPhoneNumber: z.string().nullable(),
    avatarSet: z.object({ avatarsetPlainFileURL: z.string().nullable() }),
    baseFont: z.string().nullable().meta({ description: 'Null when the client has none: the portal font applies' }),
    headerFont: z.string().nullable().meta({ description: 'Null when the client has none: the portal font applies' }),
  })
  .meta({ id: 'Theme' });

export type PasswordCheck = z.infer<typeof passwordCheck>;
export type PasswordCheckAnswer = z.infer<typeof passwordCheckAnswer>;
export type PasswordRefused = z.infer<typeof passwordRefused>;
export type DateOfBirthMismatch = z.infer<typeof dateOfBirthMismatch>;
export type SessionStarted = z.infer<typeof sessionStarted>;
export type CodeOwed = z.infer<typeof codeOwed>;
export type SetupOwed = z.infer<typeof setupOwed>;
export type LoginAnswer = z.infer<typeof loginAnswer>;
export type Theme = z.infer<typeof theme>;
