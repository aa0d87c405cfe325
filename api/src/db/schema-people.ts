// People: everyone who logs in (employees, employers, platform administrators), their previous
// passwords, a change of email address waiting to be confirmed, and the one-time links mailed
// to them (activation, password reset, single sign-on).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { clients } from './schema-clients.js';

/** What the employee tables search in; queries must use this exact expression to hit the index. */
export function userSearchText(t: { firstName: AnyPgColumn; surname: AnyPgColumn; email: AnyPgColumn }) {
  return sql`lower(${t.firstName} || ' ' || ${t.surname} || ' ' || ${t.email})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Null for platform administrators, who belong to no client.
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    userType: text('user_type', { enum: ['employee', 'employer'] })
      .notNull()
      .default('employee'),
    isApprover: boolean('is_approver').notNull().default(false),
    // An employer administrator: the dashboard's insights and settings, reports, data uploads and
    // vouchers. Other employers see the employee tables and, if approvers, approvals.
    isEmployerAdmin: boolean('is_employer_admin').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    employmentStatus: text('employment_status', { enum: ['active', 'inactive', 'left'] })
      .notNull()
      .default('active'),
    onProbation: boolean('on_probation').notNull().default(false),
    // What percentage benefits, free cover and the tax estimate are worked out from.
    annualSalaryPence: integer('annual_salary_pence').notNull().default(0),
    // Employment details as the employer holds them (shown read only on the profile; set by data
    // uploads). Null where the employer gave none.
    employeeNumber: text('employee_number'),
    jobTitle: text('job_title'),
    department: text('department'),
    location: text('location'),
    employmentStartDate: date('employment_start_date', { mode: 'string' }),
    // One of the client's avatar set (profile/avatar-sets.ts); null shows the default avatar.
    avatarUrl: text('avatar_url'),
    activatedAt: instant('activated_at'),
    // The person's own choice to be mailed before their selection window closes
    // (benefits/window-reminders.ts); on unless they turn it off on their profile.
    windowReminders: boolean('window_reminders').notNull().default(true),
    termsAcceptedRevision: integer('terms_accepted_revision').notNull().default(0),
    firstLogin: boolean('first_login').notNull().default(true),
    mfaSecret: text('mfa_secret'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    // The last accepted TOTP time step, so that each code is accepted once.
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    // A secret issued for 2FA setup but not yet confirmed by a code: the server chooses it, so a
    // client cannot enrol a secret of its own.
    mfaPendingSecret: text('mfa_pending_secret'),
    // The secrets above are sealed (secrets/secret-box.ts); the first setup pass names the account
    // by its pending secret alone, so that one is also findable by its SHA-256.
    mfaPendingSecretHash: text('mfa_pending_secret_hash'),
    createdAt: createdAt(),
    // When a session last started for this person (any way in but a masquerade): the dashboard's
    // "active in the last 30 days" is a range read of users_client_last_login (docs/employee-insights.md).
    lastLoginAt: instant('last_login_at'),
  },
  (t) => [
    // Emails compare case-insensitively through lower(), so no citext extension is needed.
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    index('users_client_id').on(t.clientId),
    index('users_client_name').on(t.clientId, t.surname, t.firstName, t.id),
    // Substring search of the employee tables (3+ characters) at 100k employees: pg_trgm.
    index('users_search_trgm').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    // The other sort orders of the employee tables (spec: sort_by and range), so that a page of
    // ten is read off an index rather than sorting the whole client.
    index('users_client_email').on(t.clientId, t.email, t.id),
    index('users_client_activated').on(t.clientId, t.activatedAt, t.id),
    index('users_client_mfa_name').on(t.clientId, t.mfaEnabled, t.surname, t.firstName, t.id),
    uniqueIndex('users_mfa_pending_secret_hash').on(t.mfaPendingSecretHash),
    // Benefit take-up counts a client's people by what eligibility depends on: an index-only scan.
    index('users_client_eligibility').on(t.clientId, t.employmentStatus, t.onProbation),
    index('users_client_last_login').on(t.clientId, t.lastLoginAt),
  ],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_id').on(t.userId)],
);

// A change of email address waiting for the new address to confirm it (docs/profile.md): only the
// link's SHA-256 is kept; it is used once, within 24 hours, by the same person signed in.
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_changes_token_hash').on(t.tokenHash), index('email_changes_user').on(t.userId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['activation', 'reset', 'sso', 'sso_pending'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    // Wrong dates of birth against this token; it is void after a few.
    failedAttempts: integer('failed_attempts').notNull().default(0),
    // Set once the holder typed the right date of birth: only then may the new-password step
    // say whether a password is a previous one (rule 512 is otherwise an oracle).
    dateOfBirthVerifiedAt: instant('date_of_birth_verified_at'),
    // The link itself, sealed, so that a resend can mail the same link again with a fresh expiry
    // instead of voiding the one already in the person's inbox.
    tokenSealed: text('token_sealed'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash').on(t.tokenHash), index('one_time_tokens_user').on(t.userId)],
);
