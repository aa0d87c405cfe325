// Platform settings (dashboard): the organisation's 2FA enforcement switch, contact us on or off,
// and the support email and phone its people are shown. Only an employer administrator of the
// client in the path gets an answer: any other employer or an employee 403, another client's id
// 404, exactly like an id that does not exist.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { invalidEmailMessage, pathId, requiredMessage } from './fields.js';

export const invalidPhoneMessage = 'Please enter a valid phone number';
export const supportEmailMaxLength = 254;
export const supportNumberMaxLength = 20;

/** What the enforcement setting is, and what a change sends. */
export const enforcementSetting = z
  .object({
    isEnforcementTwoFAEnabled: z.boolean({ error: requiredMessage }).meta({
      description: 'Every employee without 2FA must set it up at their next login',
    }),
  })
  .meta({ id: 'TwoFactorEnforcementSetting' });

/**
 * A phone number as people write them: digits with spaces, hyphens, brackets and one leading +,
 * 7 to 15 digits (E.164's most). Empty means none: people are then shown no number.
 */
export const supportNumber = () =>
  z
    .string({ error: requiredMessage })
    .trim()
    .max(supportNumberMaxLength, { error: invalidPhoneMessage })
    .refine((value) => value === '' || (/^\+?[\d\s()-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, ''))), {
      error: invalidPhoneMessage,
    });

/** The support contact shown to the client's people, and whether their Contact us page is open. */
export const supportSettings = z
  .object({
    contactUsEnabled: z.boolean({ error: requiredMessage }),
    supportEmail: z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage })
      .max(supportEmailMaxLength, { error: invalidEmailMessage })
      .pipe(z.email({ error: invalidEmailMessage })),
    supportNumber: supportNumber().meta({ description: 'Empty when people are shown no number' }),
  })
  .meta({ id: 'SupportSettings' });

const ownClient = z.object({ clientId: pathId() });
const adminOnly = { 403: messageError, 404: messageError };
const enforcementPath = '/client/{clientId}/employees/two-factor-authentication/enforcement-setting';

export const getEnforcementSetting = endpoint({
  api: 'v2',
  method: 'get',
  path: enforcementPath,
  summary: 'Whether the organisation requires 2FA of every employee',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: enforcementSetting, ...adminOnly },
});

export const updateEnforcementSetting = endpoint({
  api: 'v2',
  method: 'patch',
  path: enforcementPath,
  summary: 'Turns the organisation’s 2FA requirement on or off (audit-logged)',
  description:
    'On: every employee without 2FA is sent to set it up at their next login. Off: employees may turn 2FA off.',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  body: enforcementSetting,
  responses: { 200: enforcementSetting, ...adminOnly },
});

export const getSupportSettings = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/support-settings',
  summary: 'Contact us on or off, and the support email and phone',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: supportSettings, ...adminOnly },
});

export const updateSupportSettings = endpoint({
  api: 'v2',
  method: 'patch',
  path: '/client/{clientId}/support-settings',
  summary: 'Changes contact us and the support email and phone (audit-logged)',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  body: supportSettings,
  responses: { 200: supportSettings, ...adminOnly },
});

export type EnforcementSetting = z.infer<typeof enforcementSetting>;
export type SupportSettings = z.output<typeof supportSettings>;
