// Sessions: one per login or masquerade, the one-time links that start a masquerade, and the
// download tickets a session issues for a report link.
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './schema-people.js';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    // A session that passed the password but still owes a required second factor.
    mfaPending: boolean('mfa_pending').notNull().default(false),
    masqueradeUserId: integer('masquerade_user_id').references(() => users.id, { onDelete: 'set null' }),
    masqueradeSchemeYear: integer('masquerade_scheme_year'),
    masqueradeReason: text('masquerade_reason'),
    masqueradeStartedAt: instant('masquerade_started_at'),
    masqueradeExpiresAt: instant('masquerade_expires_at'),
    // Started by single sign-on: logging out also ends the identity provider's session.
    viaSso: boolean('via_sso').notNull().default(false),
    // Where the session was last used from, for "Where you're signed in": the browser's address
    // (as the gateway vouches for it) and its User-Agent, both as of the last call.
    lastIp: text('last_ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_user_id').on(t.userId),
    // The employer's "Account access" list reads masquerades by the person acted as.
    index('sessions_masquerade_user_id').on(t.masqueradeUserId),
  ],
);

// A one-time masquerade link (docs/masquerade.md): only its SHA-256 is kept; it is redeemed once,
// within minutes, into a session of the administrator acting as the person.
export const masqueradeLinks = pgTable(
  'masquerade_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    schemeYear: integer('scheme_year').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('masquerade_links_token_hash').on(t.tokenHash)],
);

/**
 * Report downloads the browser follows as a plain link (no bearer token in a URL).
 * A ticket names one report with its search and filter, is bound to the session that asked for
 * it, lives 60 seconds and is used once; only its SHA-256 is stored.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['employees', 'employeeTwoFA', 'reports'] }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('download_tickets_hash').on(t.tokenHash), index('download_tickets_expires').on(t.expiresAt)],
);
