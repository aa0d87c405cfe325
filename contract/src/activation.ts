// Activation links: the lookup, the date of birth, the live password
// rules and the password step, which activates the account and logs the person in.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';
import { fieldErrors } from './errors.js';
import { dateOfBirth, linkToken, newPasswordFields, typedSecret } from './fields.js';
import { dateOfBirthMismatch, passwordCheckAnswer, passwordRefused, sessionStarted, setupOwed } from './shared.js';

/** 404: a link that was never issued. */
export const activationUnknown = z
  .object({ status: z.literal('error'), message: z.string() })
  .meta({ id: 'ActivationUnknown' });

/** 410: expired, used, void after 5 wrong dates of birth, or the account is already activated. */
export const activationGone = activationUnknown
  .extend({ verified: z.literal(false).optional() })
  .meta({ id: 'ActivationGone' });

const linkFailures = { 404: activationUnknown, 410: activationGone };

export const lookUpActivation = endpoint({
  api: 'main',
  method: 'post',
  path: '/activation/{activationId}',
  summary: 'Activation lookup: whose link it is',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  params: z.object({ activationId: z.string() }),
  responses: {
    200: z.object({
      status: z.literal('ok'),
      firstName: z.string(),
      surname: z.string(),
      email: z.string(),
      requiresTwoFa: z.boolean(),
    }),
    ...linkFailures,
  },
});

export const activationDateOfBirthBody = z.object({ activationId: linkToken(), date_of_birth: dateOfBirth() });

export const verifyActivationDateOfBirth = endpoint({
  api: 'main',
  method: 'post',
  path: '/activation/dob',
  summary: "The date of birth of the link's holder (the 5th wrong one voids the link)",
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: activationDateOfBirthBody,
  responses: {
    200: z.object({ verified: z.literal(true) }),
    422: z.union([dateOfBirthMismatch, fieldErrors]),
    ...linkFailures,
  },
});

export const activationCheckBody = z.object({ activationId: linkToken(), password: typedSecret() });

export const checkActivationPassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/activation/check',
  summary: 'The password rules as typed on the activation page (rule 512 once the date of birth is verified)',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: activationCheckBody,
  responses: { 200: passwordCheckAnswer, ...linkFailures },
});

export const activateBody = z.object({ activationId: linkToken(), date_of_birth: dateOfBirth(), ...newPasswordFields });

export const activate = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/activate',
  summary: 'Sets the first password, activates the account and logs in (or on to 2FA setup)',
  auth: 'none',
  access: { ...publicCall, checks: ['password-allowed'] },
  body: activateBody,
  responses: {
    200: z.union([sessionStarted, setupOwed]),
    422: z.union([passwordRefused, dateOfBirthMismatch, fieldErrors]),
    ...linkFailures,
  },
});

export type ActivationUnknown = z.infer<typeof activationUnknown>;
export type ActivationGone = z.infer<typeof activationGone>;
export type ActivationLookup = z.infer<(typeof lookUpActivation.responses)[200]>;
export type ActivateBody = z.output<typeof activateBody>;
export type ActivateAnswer = z.infer<(typeof activate.responses)[200]>;
