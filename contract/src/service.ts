// The api's own endpoints, beside the spec's: readiness, this description, and the demo mailbox
// (demo and tests only: off in production unless DEMO_MAILBOX=on).
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';
import { requiredEmail, timestamp } from './fields.js';

export const health = endpoint({
  api: 'main',
  method: 'get',
  path: '/healthz',
  summary: 'Liveness: the process answers',
  auth: 'none',
  access: publicCall,
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const readiness = endpoint({
  api: 'main',
  method: 'get',
  path: '/readyz',
  summary: 'Readiness: answers once the database answers (500 until then)',
  auth: 'none',
  access: publicCall,
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const openApi = endpoint({
  api: 'main',
  method: 'get',
  path: '/openapi.json',
  summary: 'This description of both APIs (OpenAPI 3.1), printed from the contract',
  auth: 'none',
  access: publicCall,
  responses: { 200: z.looseObject({ openapi: z.string() }) },
});

export const mail = z
  .object({
    to: z.string(),
    replyTo: z.string().nullable().meta({ description: 'Where answers go, when not to the sender' }),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: timestamp(),
  })
  .meta({ id: 'Mail' });

export const demoMailbox = endpoint({
  api: 'main',
  method: 'get',
  path: '/demo/mailbox',
  summary: 'The latest 20 mails the outbox holds for an address, newest first (a browser asking for HTML gets a page)',
  auth: 'none',
  access: publicCall,
  query: z.object({ to: requiredEmail() }),
  responses: { 200: z.object({ data: z.array(mail) }) },
});

export type Mail = z.infer<typeof mail>;
