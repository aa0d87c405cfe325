// What guards the login: every attempt, failures and locks per email address, the captcha owed
// before the next try, and captcha solutions already spent.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './schema-people.js';

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded').notNull(),
    reason: text('reason').notNull(),
    ip: text('ip'),
    deviceToken: text('device_token'),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_user_id').on(t.userId, t.createdAt)],
);

/**
 * Failed secret checks per email address (lower case), whether or not an account has it, so that
 * an unknown address locks exactly as a known one does and five failures reveal nothing
 * The fifth failure in a row locks the address for 15 minutes.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: instant('locked_until'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Emails (known or not, so both behave alike) that must solve a captcha before the next login. */
export const captchaRequirements = pgTable('captcha_requirements', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Captcha solutions already used, kept until their challenge expires, so each is used once. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('captcha_spent_expires').on(t.expiresAt)],
);
