// The error bodies of both APIs (the spec: "the body's errors, error or message becomes the
// error"). Field errors (422) are `errors`, an object of field -> [messages]; every other failure
// carries `message`, or the `error` shape of the flow it belongs to.
import { z } from 'zod';
import { refusals } from './access.js';

/** 400, 401, 403, 404, 409, 410, 413, 415 and 500 of most endpoints. */
export const messageError = z.object({ message: z.string() }).meta({ id: 'MessageError' });

/** 422: each field named with the spec's messages for it. */
export const fieldErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) }).meta({ id: 'FieldErrors' });

/** 401 on every call that needs a session: no token, a dead or unknown one, or two that disagree. */
export const sessionExpiredError = messageError.meta({
  id: 'SessionExpired',
  description: 'No live session: "Your session has expired, please log in again"',
});

/** 403 while a session still owes its second factor: only the two-factor endpoints serve it. */
export const secondFactorOwed = messageError.meta({
  id: 'SecondFactorOwed',
  description: 'The session has not finished two-factor authentication',
});

/**
 * 403 of a call the access policy refuses before its handler runs (contract/src/access.ts): a role
 * the caller lacks, a masquerade, or a state of the person the call refuses.
 */
export const accessRefused = z.object({ message: z.string(), refusal: z.enum(refusals) }).meta({ id: 'AccessRefused' });

/** 422 on the login paths once a failure on the email owes a solved robot check. */
export const captchaOwed = fieldErrors.extend({ showRecaptcha: z.literal(true) }).meta({ id: 'CaptchaOwed' });

/** The profile's two-factor calls and masquerade refusals: `{ error: { message } }`. */
export const errorMessage = z.object({ error: z.object({ message: z.string() }) }).meta({ id: 'ErrorMessage' });

/** A locked address in the profile's two-factor calls. */
export const errorMessageLocked = errorMessage
  .extend({ userAccountLocked: z.literal(true) })
  .meta({ id: 'ErrorMessageLocked' });

/** The two-factor login errors: a list of coded messages the web shows as paragraphs. */
export const codedErrors = z
  .object({
    error: z.array(z.object({ code: z.string(), message: z.string() })),
    showRecaptcha: z.boolean().optional(),
    userAccountLocked: z.boolean().optional(),
  })
  .meta({ id: 'CodedErrors' });

export type MessageError = z.infer<typeof messageError>;
export type FieldErrors = z.infer<typeof fieldErrors>;
export type AccessRefused = z.infer<typeof accessRefused>;
export type CaptchaOwed = z.infer<typeof captchaOwed>;
export type ErrorMessage = z.infer<typeof errorMessage>;
export type ErrorMessageLocked = z.infer<typeof errorMessageLocked>;
export type CodedErrors = z.infer<typeof codedErrors>;
