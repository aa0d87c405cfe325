// Masquerade (docs/masquerade.md): a platform administrator acts as a person for
// at most 60 minutes, through a one-time link `/sso-login/msq…/:schemeYear` that the single-sign-on
// login exchange redeems. Starting one, the people it may be started for, and the employer's
// "Account access" list of masquerades on their staff.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';
import { fieldErrors, messageError } from './errors.js';
import { pathId, requiredString } from './fields.js';
import { codeOwed, sessionStarted, setupOwed } from './shared.js';

export const masqueradeReasonMaxLength = 500;
/** Minutes a masquerade session lives at most, and a masquerade link stays usable. */
export const masqueradeMinutes = 60;
export const masqueradeLinkMinutes = 5;

const schemeYear = z.number().int().min(2000).max(2100);

export const masqueradeCandidatesQuery = z.object({ search: z.string().trim().min(2).max(100) });

export const masqueradeCandidate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(['employee', 'employer']),
    clientName: z.string(),
    schemeYear: z.number().int().nullable(),
  })
  .meta({ id: 'MasqueradeCandidate' });

export const masqueradeCandidates = endpoint({
  api: 'main',
  method: 'get',
  path: '/masquerade/users',
  summary: 'People a platform administrator may masquerade as (never administrators)',
  auth: 'bearer',
  access: { roles: ['platform-admin'], masquerade: false },
  query: masqueradeCandidatesQuery,
  responses: { 200: z.object({ data: z.array(masqueradeCandidate) }), 403: messageError, 422: fieldErrors },
});

export const startMasqueradeBody = z.object({
  userId: z.number().int().positive(),
  reason: requiredString().max(masqueradeReasonMaxLength),
  schemeYear: schemeYear.optional(),
});

export const masqueradeLink = z
  .object({ url: z.string(), expiresAt: z.string().meta({ description: 'ISO instant' }) })
  .meta({ id: 'MasqueradeLink' });

export const startMasquerade = endpoint({
  api: 'main',
  method: 'post',
  path: '/masquerade',
  summary: 'A one-time masquerade link for a person (platform administrators only)',
  auth: 'bearer',
  access: { roles: ['platform-admin'], masquerade: false },
  body: startMasqueradeBody,
  responses: { 201: masqueradeLink, 403: messageError, 404: messageError, 422: fieldErrors },
});

export const employerMasqueradeBody = z.object({ reason: requiredString().max(masqueradeReasonMaxLength) });

/** The spec's magic link `masquerade/employer/{id}/{id}`: an employer acts as one of their own employees. */
export const employerMasquerade = endpoint({
  api: 'main',
  method: 'post',
  path: '/masquerade/employer/{clientId}/{userId}',
  summary: "A one-time link for an employer to act as one of their client's employees, under the masquerade rules",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: false, checks: ['own-client', 'own-employee'] },
  params: z.object({ clientId: pathId(), userId: pathId() }),
  body: employerMasqueradeBody,
  responses: { 201: masqueradeLink, 403: messageError, 404: messageError, 422: fieldErrors },
});

export const ssoLoginBody = z.object({
  sso_token: requiredString().max(512),
  scheme_year: schemeYear.optional(),
});

export const ssoLoginAnswer = sessionStarted
  .extend({ masqueradeUserId: z.number().int().nullable(), masqueradeSchemeYear: z.number().int().nullable() })
  .meta({ id: 'SsoLoginAnswer' });

/**
 * The organisation's 2FA is still owed (its provider does not enforce MFA): the code, or its
 * setup with this secret, comes next at /login/sso/mfa or /login/sso/setup/mfa, with the pending
 * token (single use, 10 minutes) in place of a password.
 */
const ssoPending = {
  sso_pending_token: z.string().meta({ description: 'Stands for the password at the second factor' }),
};
export const ssoCodeOwed = codeOwed.extend(ssoPending).meta({ id: 'SsoCodeOwed' });
export const ssoSetupOwed = setupOwed.extend(ssoPending).meta({ id: 'SsoSetupOwed' });

/** `masquerade_link_expired`: the spec's "Ooops your link has expired…"; `sso_login_failed`: any other. */
export const ssoLoginRefused = z
  .object({ error: z.enum(['masquerade_link_expired', 'sso_login_failed']), message: z.string() })
  .meta({ id: 'SsoLoginRefused' });

export const ssoLogin = endpoint({
  api: 'main',
  method: 'post',
  path: '/login/sso',
  summary: 'Single-sign-on login: exchanges a one-time sso token (or a masquerade link) for a session',
  auth: 'none',
  access: publicCall,
  body: ssoLoginBody,
  responses: { 200: z.union([ssoLoginAnswer, ssoCodeOwed, ssoSetupOwed]), 401: ssoLoginRefused, 422: fieldErrors },
});

export const accountAccessEntry = z
  .object({
    id: z.number().int(),
    employeeName: z.string(),
    employeeEmail: z.string(),
    accessedBy: z.string(),
    reason: z.string(),
    startedAt: z.string(),
    minutes: z.number().int().meta({ description: 'How long the session lasted, or has lasted so far' }),
    active: z.boolean(),
  })
  .meta({ id: 'AccountAccessEntry' });

export const accountAccess = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/account-access',
  summary: "Masquerade sessions on the client's staff, newest first (employers of that client)",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: z.object({ clientId: pathId() }),
  responses: { 200: z.object({ data: z.array(accountAccessEntry) }), 403: messageError, 404: messageError },
});

export type SsoLoginAnswer = z.infer<typeof ssoLoginAnswer>;
export type SsoSecondFactorOwed = z.infer<typeof ssoCodeOwed> | z.infer<typeof ssoSetupOwed>;
export type MasqueradeCandidate = z.infer<typeof masqueradeCandidate>;
export type AccountAccessEntry = z.infer<typeof accountAccessEntry>;
