// What every api instance shares to work: the job queue, the outbox that mail is sent from (by
// jobs), and the secrets the api generates for itself.
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Where answers go when it is not the sender (a contact enquiry is answered to the person).
    replyTo: text('reply_to'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    // Set by jobs that may run again after a crash (a bulk resend): the same key is queued once.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('outbox_status').on(t.status, t.createdAt), uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: instant('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: instant('locked_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_ready').on(t.status, t.runAfter)],
);

/** Server-generated secrets shared by every api instance (e.g. the captcha HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
