// The request fields several endpoints share, with the spec's validation messages.
// Each field's first failing rule is the message a 422 carries for it.
import { z } from 'zod';

export const requiredMessage = 'This field is required';
export const invalidEmailMessage = 'Please enter a valid email address';
export const dateOfBirthRequiredMessage = 'Date of birth is required';
export const dateOfBirthInvalidMessage = 'This date of birth is not valid';
export const disallowedCharactersMessage = 'This field contains characters that are not allowed';
export const pageMessage = 'The page must be a whole number';

/** A non-empty string; missing, null, wrong type and blank all read "This field is required". */
export const requiredString = () => z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage });

/** A password is taken exactly as typed: no trimming, no truncation (up to 1024 characters). */
export const requiredSecret = () => z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).max(1024);

/** A password typed so far (the live rule checks), or a confirmation: may be empty. */
export const typedSecret = () => z.string({ error: requiredMessage }).max(1024);

export const requiredEmail = () =>
  requiredString()
    .max(254, { error: invalidEmailMessage })
    .pipe(z.email({ error: invalidEmailMessage }));

/** The person's device fingerprint (the spec: a hash of the user agent, screen and timezone). */
export const deviceToken = () => requiredString().max(512);

/** A six-digit authenticator code as typed (a wrong length is a wrong code, not a field error). */
export const twoFactorCode = () => requiredString().max(16);

/** An activation or reset link token. */
export const linkToken = () => requiredString().max(512);

/** The solved robot check (base64 of the ALTCHA payload); owed only after a failure on the email. */
export const captchaSolution = () =>
  z
    .string()
    .max(8192)
    .nullish()
    .transform((value) => value ?? undefined);

/** DD/MM/YYYY (the spec's payload form), read as an ISO date; impossible days (31/02) are refused. */
export const dateOfBirth = () =>
  z
    .string({ error: dateOfBirthRequiredMessage })
    .trim()
    .min(1, { error: dateOfBirthRequiredMessage })
    .transform((value, ctx) => {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
      const [day, month, year] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
      const date = new Date(Date.UTC(year, month - 1, day));
      if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
        ctx.addIssue({ code: 'custom', message: dateOfBirthInvalidMessage });
        return z.NEVER;
      }
      return `${match[3]}-${match[2]}-${match[1]}`;
    })
    .meta({ description: 'DD/MM/YYYY', example: '14/03/1990' });

/** A new password and its confirmation (activation, reset, change). */
export const newPasswordFields = { password: requiredSecret(), password_confirmation: typedSecret() };

/** A positive whole id in a path; anything else names nothing (the api answers 404). */
export const pathId = () =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647))
    .meta({ description: 'A positive whole id', example: '42' });

/** A 1-based page number in a query string. */
export const page = () =>
  z.coerce
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .max(1_000_000)
    .optional()
    .default(1);

/** An ISO 8601 timestamp, as JSON carries a date-time. */
export const timestamp = () => z.iso.datetime({ offset: true });

/** An ISO date (YYYY-MM-DD). */
export const isoDate = () => z.iso.date();

/**
 * The client site a login comes from: the subdomain prefix of the browser's host as the gateway
 * reads it ('acme' for acme.localhost), or 'localhost'. The gateway fills it; no person types it.
 */
export const siteDomain = () =>
  requiredString().max(63).meta({
    description:
      "The site's domain as the gateway reads it from the browser's host: a subdomain prefix, or 'localhost'",
    example: 'acme',
  });
