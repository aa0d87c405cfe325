// The audit log: every change an employer or administrator makes, who made it, as whom (in a
// masquerade), for which client (db/audit.ts writes it).
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The user acted as (masquerade), when different from the actor.
    asUserId: integer('as_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_client_created').on(t.clientId, t.createdAt)],
);
