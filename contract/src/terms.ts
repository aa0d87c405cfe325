// Terms: the new-terms screen, the client's current terms and privacy
// statement, and accepting the current terms revision.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { requiredMessage } from './fields.js';

export const termsToAcceptAnswer = z
  .object({
    terms: z.object({ content: z.string().meta({ description: 'HTML' }), revision: z.number().int() }),
    policy: z.object({ content: z.string().meta({ description: 'HTML' }) }),
    status: z.literal(true),
  })
  .meta({ id: 'TermsToAccept' });

export const termsToAccept = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/policies',
  summary: "The client's current terms and privacy statement",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  responses: { 200: termsToAcceptAnswer },
});

export const acceptTermsBody = z.object({ termsAccepted: z.literal(true, { error: requiredMessage }) });

export const acceptTerms = endpoint({
  api: 'main',
  method: 'patch',
  path: '/user/policies',
  summary: 'Accepts the terms as they are now',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: false },
  body: acceptTermsBody,
  responses: { 200: z.object({ termsRevision: z.number().int() }) },
});

export type TermsToAcceptAnswer = z.infer<typeof termsToAcceptAnswer>;
export type AcceptTermsAnswer = z.infer<(typeof acceptTerms.responses)[200]>;
