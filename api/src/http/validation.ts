// Request bodies are checked with zod; failures become 422 `{ errors: { field: [messages] } }`
// in the spec's words.
import { z } from 'zod';
import { HttpError } from './errors.js';

export const requiredMessage = 'This field is required';
export const invalidEmailMessage = 'Please enter a valid email address';

/** A non-empty string; missing, null, wrong type and blank all read "This field is required". */
export const requiredString = () => z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage });

/** A password is taken exactly as typed: no trimming, no truncation. */
export const requiredSecret = () => z.string({ error: requiredMessage }).min(1, { error: requiredMessage });

export const requiredEmail = () =>
  requiredString()
    .max(254, { error: invalidEmailMessage })
    .pipe(z.email({ error: invalidEmailMessage }));

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  // A missing or non-object body is validated as an empty one, so each field says what it lacks.
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw new HttpError(422, { errors });
}

export const dateOfBirthRequiredMessage = 'Date of birth is required';
export const dateOfBirthInvalidMessage = 'This date of birth is not valid';

/** DD/MM/YYYY (the spec's payload form) as an ISO date; impossible days (31/02) are refused. */
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
    });
