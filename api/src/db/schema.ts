// One schema for the whole portal (spec section 3), shared by PGlite and PostgreSQL.
// Money is integer pence, calendar dates are `date` (ISO strings), instants are timestamptz.
import { sql } from 'drizzle-orm';
import type { BenefitConfig, BenefitKind } from './benefit-config.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  // The site's subdomain prefix ('acme' for acme.localhost), or 'localhost' for the default site.
  domain: text('domain').notNull().unique(),
  clientName: text('client_name').notNull(),
  contactUsEnabled: boolean('contact_us_enabled').notNull().default(false),
  ssoAccessOnly: boolean('sso_access_only').notNull().default(false),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  requiresTwoFa: boolean('requires_two_fa').notNull().default(false),
  dataLoadEligibilityImpact: boolean('data_load_eligibility_impact').notNull().default(false),
  schemeYear: integer('scheme_year').notNull().default(2026),
  // The scheme year's selection window (inclusive); outside it benefits are read only. Null ends
  // leave that side open.
  selectionWindowOpens: date('selection_window_opens', { mode: 'string' }),
  selectionWindowCloses: date('selection_window_closes', { mode: 'string' }),
  primaryColour: text('primary_colour').notNull().default('1bb4bf'),
  secondaryColour: text('secondary_colour').notNull().default('1b1a38'),
  logoFileUrl: text('logo_file_url'),
  brandHeaderLogo: text('brand_header_logo'),
  mobileLogo: text('mobile_logo'),
  clientLogo: text('client_logo'),
  benefitBrandName: text('benefit_brand_name').notNull(),
  benefitBrandPhoneNumber: text('benefit_brand_phone_number'),
  supportEmail: text('support_email'),
  supportEmailIsSchemeBased: boolean('support_email_is_scheme_based').notNull().default(false),
  contactUsEmail: text('contact_us_email'),
  avatarSetUrl: text('avatar_set_url'),
  baseFont: text('base_font'),
  headerFont: text('header_font'),
  ssoLogoutUrl: text('sso_logout_url'),
  createdAt: createdAt(),
});

export const clientExceptions = pgTable(
  'client_exceptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  },
  (t) => [uniqueIndex('client_exceptions_client_code').on(t.clientId, t.code)],
);

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
    userType: text('user_type', { enum: ['employee', 'employer'] }).notNull().default('employee'),
    isApprover: boolean('is_approver').notNull().default(false),
    // An employer administrator: the dashboard's insights and settings, reports, data uploads and
    // vouchers (issue 12). Other employers see the employee tables and, if approvers, approvals.
    isEmployerAdmin: boolean('is_employer_admin').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    employmentStatus: text('employment_status', { enum: ['active', 'inactive', 'left'] }).notNull().default('active'),
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
 * (SECURITY.md 23). The fifth failure in a row locks the address for 15 minutes.
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

/** Server-generated secrets shared by every api instance (e.g. the captcha HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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

export const siteContentKinds = ['terms-conditions', 'privacy-policy', 'our-cookie-policy', 'contact'] as const;
export type SiteContentKind = (typeof siteContentKinds)[number];

export const siteContent = pgTable(
  'site_content',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: siteContentKinds }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    // Bumping the terms revision makes every user accept the new terms (siteTermsUpdated).
    revision: integer('revision').notNull().default(1),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('site_content_client_kind').on(t.clientId, t.kind)],
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
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
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
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: instant('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: instant('locked_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_ready').on(t.status, t.runAfter)],
);

export const benefitKinds = ['order', 'cover', 'level', 'percentage', 'days', 'voucher', 'info'] as const satisfies readonly BenefitKind[];
export const benefitCategories = ['pension', 'insurance', 'health', 'lifestyle', 'wellbeing', 'family', 'time-off'] as const;
export const employmentStatuses = ['active', 'inactive', 'left'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    schemeYear: integer('scheme_year').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    // 'ccv' marks a balance-type (childcare voucher) benefit; statements are read by group.
    groupCode: text('group_code').notNull(),
    category: text('category', { enum: benefitCategories }).notNull().default('lifestyle'),
    kind: text('kind', { enum: benefitKinds }).notNull().default('info'),
    // How the kind is chosen and costed; its `kind` is the column's (a check keeps them equal).
    config: jsonb('config').$type<BenefitConfig>().notNull().default({ kind: 'info' }),
    summary: text('summary').notNull().default(''),
    // HTML, sanitised by the web before it is shown.
    description: text('description'),
    providerName: text('provider_name'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    salarySacrifice: boolean('salary_sacrifice').notNull().default(false),
    // Eligibility: people on probation may be excluded; only these employment statuses see it.
    excludesProbation: boolean('excludes_probation').notNull().default(false),
    employmentStatuses: text('employment_statuses', { enum: employmentStatuses }).array().notNull().default(sql`'{active}'`),
    // A scheme closed to new members takes no first selection: only people who held it go on.
    closedToNewMembers: boolean('closed_to_new_members').notNull().default(false),
    // Questions and answers about this benefit alone (HTML answers).
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    claimSteps: jsonb('claim_steps').$type<string[]>().notNull().default([]),
    claimsEnabled: boolean('claims_enabled').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // Life events (issue 11): a benefit that renews on its own date (an insured one) has its own
    // selection window, which replaces the client's when either end is set (docs/life-events.md).
    windowOpens: date('window_opens', { mode: 'string' }),
    windowCloses: date('window_closes', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('benefits_client_year_slug').on(t.clientId, t.schemeYear, t.slug),
    check('benefits_config_kind', sql`${t.config}->>'kind' = ${t.kind}`),
  ],
);

export const selectionStatuses = ['pending', 'approved', 'declined', 'active', 'opted-out'] as const;

/** A medical answer as sealed in selections.medical_answers_sealed (health data: never stored in plain text). */
export interface MedicalAnswer {
  questionId: number;
  answer: boolean;
}

export const selections = pgTable(
  'selections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    schemeYear: integer('scheme_year').notNull(),
    status: text('status', { enum: selectionStatuses }).notNull(),
    // The order value of an order benefit (the approvals table's column).
    orderValuePence: integer('order_value_pence').notNull().default(0),
    // An order's details by their labels: the approvals table's dynamic columns.
    fields: jsonb('fields').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    // The values chosen for the benefit's edit fields, by field name (pence, basis points, days, a level…).
    values: jsonb('values').$type<Record<string, string | number | boolean>>().notNull().default({}),
    // The monthly costs as they were worked out when the choice was made: what payroll deducts.
    employeeMonthlyPence: integer('employee_monthly_pence').notNull().default(0),
    employerMonthlyPence: integer('employer_monthly_pence').notNull().default(0),
    taxSavingMonthlyPence: integer('tax_saving_monthly_pence').notNull().default(0),
    niSavingMonthlyPence: integer('ni_saving_monthly_pence').notNull().default(0),
    acceptedTermsVersion: integer('accepted_terms_version'),
    rejectionReason: text('rejection_reason'),
    // A medical answer asked for underwriting: the selection waits for a decision.
    underwritingRequired: boolean('underwriting_required').notNull().default(false),
    // JSON of MedicalAnswer[], sealed with the SecretBox; never sent back to a screen.
    medicalAnswersSealed: text('medical_answers_sealed'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('selections_benefit_status').on(t.benefitId, t.status),
    // A person's latest selection of each benefit is their current one.
    index('selections_user').on(t.userId, t.benefitId, t.id),
    // The approvals table reads one benefit's pending selections, oldest first.
    index('selections_benefit_pending').on(t.benefitId, t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // A provider report reads one benefit's choices a batch at a time, by keyset on the id.
    index('selections_benefit_id').on(t.benefitId, t.id),
  ],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    // The spec's gender ids: 1 female, 2 male.
    genderId: smallint('gender_id'),
    relationship: text('relationship', { enum: ['partner', 'dependant'] }).notNull(),
    active: boolean('active').notNull().default(true),
    fullTimeEducationEndDate: date('full_time_education_end_date', { mode: 'string' }),
    registeredDisabled: boolean('registered_disabled').notNull().default(false),
    createdAt: createdAt(),
    // --- Family members (issue 11, docs/family.md) ---------------------------
    // When the member was last edited (made inactive included).
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('family_members_user').on(t.userId),
    // At most one active partner per person, whatever two requests race to add one.
    uniqueIndex('family_members_one_active_partner')
      .on(t.userId)
      .where(sql`${t.relationship} = 'partner' and ${t.active}`),
    // --- end of family members --------------------------------------------------------------
  ],
);

export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    employeeContributionPence: integer('employee_contribution_pence').notNull().default(0),
    employerContributionPence: integer('employer_contribution_pence').notNull().default(0),
  },
  (t) => [uniqueIndex('statements_user_benefit_month').on(t.userId, t.benefitId, t.year, t.month)],
);

export const ccvBalances = pgTable('ccv_balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balancePence: integer('balance_pence').notNull().default(0),
  lastPaymentDate: date('last_payment_date', { mode: 'string' }),
});

// ---- Life events (issue 11, docs/life-events.md) ----------------------------------------------
// A client's kinds of life event, and the events its people report. A type names the benefits it
// lets a person change by their group codes, which stay the same from one scheme year to the next.

export const lifeEventTypes = pgTable(
  'life_event_types',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // How many days after the event the benefits it affects can be changed.
    windowDays: integer('window_days').notNull(),
    benefitGroupCodes: text('benefit_group_codes').array().notNull().default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    // Retired types stay for the events that name them; nobody can report a new one.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('life_event_types_client_code').on(t.clientId, t.code), check('life_event_types_window_days', sql`${t.windowDays} between 1 and 366`)],
);

/**
 * An event a person reported. Its window (event date to window_closes_on, inclusive) is fixed
 * when it is reported, so a later change to its type's days moves no one's window. It is open
 * until that window ends, then closed: closed_on is the window's last day and closed_year that
 * day's year, written by closeEndedLifeEvents so the employer's report reads them as they are.
 */
export const lifeEvents = pgTable(
  'life_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lifeEventTypeId: integer('life_event_type_id')
      .notNull()
      .references(() => lifeEventTypes.id, { onDelete: 'restrict' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    windowClosesOn: date('window_closes_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    closedOn: date('closed_on', { mode: 'string' }),
    closedYear: integer('closed_year'),
    // When it was reported.
    createdAt: createdAt(),
  },
  (t) => [
    index('life_events_user').on(t.userId),
    // The same event reported twice is one event (a double-clicked Add, or a second try).
    uniqueIndex('life_events_user_type_date').on(t.userId, t.lifeEventTypeId, t.eventDate),
    index('life_events_open').on(t.windowClosesOn).where(sql`${t.status} = 'open'`),
    check('life_events_closed', sql`(${t.status} = 'open') = (${t.closedOn} is null and ${t.closedYear} is null)`),
  ],
);
// ---- end of life events ------------------------------------------------------------------------

/**
 * Report downloads the browser follows as a plain link (SECURITY.md 11: no bearer token in a URL).
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

// A client's single sign-on (docs/single-sign-on.md): its OpenID Connect identity provider, the
// client credentials the api uses as relying party (the secret sealed, SECURITY.md 25), the claim
// that carries the email, and whether that provider enforces MFA itself.
export const ssoSettings = pgTable('sso_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientIdentifier: text('client_identifier').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  emailClaim: text('email_claim').notNull().default('email'),
  idpEnforcesMfa: boolean('idp_enforces_mfa').notNull().default(false),
  createdAt: createdAt(),
});

// One sign-in in flight at the identity provider: the state (only its hash, taken together with
// the value of the starting browser's cookie, so that no other browser can finish it), the PKCE
// verifier and the nonce, single use, for 10 minutes.
export const ssoStates = pgTable(
  'sso_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_states_state_hash').on(t.stateHash)],
);

// ---- Contact us (issue 11, docs/contact-and-cookies.md) ------------------------------------
// A client's enquiry options are content, per client, in display order; every enquiry sent is
// kept (the mail to the client's contactUsEmail is only a copy), with the subject's label as it
// read when it was sent, and who acted for the person in a masquerade.

export const contactEnquiryOptions = pgTable(
  'contact_enquiry_options',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // What the form sends as `subject`; stable across edits of the label.
    value: text('value').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('contact_enquiry_options_client_value').on(t.clientId, t.value)],
);

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The administrator or employer acting as the person (masquerade); null otherwise.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectValue: text('subject_value').notNull(),
    subjectLabel: text('subject_label').notNull(),
    comments: text('comments').notNull(),
    createdAt: createdAt(),
  },
  // The hourly limit counts a person's latest enquiries; the client's list reads newest first.
  (t) => [index('contact_enquiries_user_created').on(t.userId, t.createdAt), index('contact_enquiries_client_created').on(t.clientId, t.createdAt)],
);

// ---- Vouchers (issue 12, docs/vouchers.md) ---------------------------------------------------
// The employer's childcare-voucher orders: one a month may be placed (it pays each employee's
// ccv amount into their balance); a saved order is a draft of the month's order, one a month.

export const voucherOrderStatuses = ['saved', 'placed'] as const;

export const voucherOrders = pgTable(
  'voucher_orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // The calendar month the vouchers are for, YYYY-MM.
    month: text('month').notNull(),
    status: text('status', { enum: voucherOrderStatuses }).notNull(),
    employeeCount: integer('employee_count').notNull(),
    totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    placedAt: instant('placed_at'),
  },
  // One placed and one saved order per client and month: a second place is refused by the index.
  (t) => [uniqueIndex('voucher_orders_client_month_status').on(t.clientId, t.month, t.status)],
);

export const voucherOrderLines = pgTable(
  'voucher_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => voucherOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [uniqueIndex('voucher_order_lines_order_user').on(t.orderId, t.userId)],
);

// ---- Reporting (issue 12, docs/reporting.md) ---------------------------------------------------
/**
 * A report an employer administrator requested: its kind, year and month (and, for a provider
 * report, perhaps one provider). Its rows are read from the live data each time it is downloaded;
 * a download that fails part-way sets it to error.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['payroll', 'provider', 'lifeevent'] }).notNull(),
    year: integer('year').notNull(),
    month: smallint('month').notNull(),
    providerName: text('provider_name'),
    label: text('label').notNull(),
    status: text('status', { enum: ['ready', 'error'] }).notNull().default('ready'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_client_created').on(t.clientId, t.createdAt)],
);
// ---- end of reporting --------------------------------------------------------------------------
// Logins per client per day (UTC), counted in the same transaction as each session's insert, so
// that the engagement chart reads at most a year of rows whatever the client's size
// (docs/employee-insights.md).
export const loginDays = pgTable(
  'login_days',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    logins: integer('logins').notNull().default(0),
    // Accounts activated that day, kept by the users_insight_counts trigger (migration
    // 0013_insight_counts.sql) whatever sets activated_at: activation, SSO, seed or upload.
    registrations: integer('registrations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);

// Headcount, registered and 2FA of the employees who have not left, per client, department and
// location ('' where none is recorded), kept by the users_insight_counts trigger in the statement
// that changes users, so Employee insights reads a few rows instead of the whole client.
export const workforceCounts = pgTable(
  'workforce_counts',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    headcount: integer('headcount').notNull().default(0),
    registered: integer('registered').notNull().default(0),
    twoFactor: integer('two_factor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.department, t.location] })],
);

// The employee tables' totals per client (everyone of the client, those registered, those with
// 2FA), kept by the users_table_totals trigger (custom migration) in the statement that changes
// users: the tables read one row instead of counting the client on every page (issue 13).
export const clientUserTotals = pgTable('client_user_totals', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  people: integer('people').notNull().default(0),
  registered: integer('registered').notNull().default(0),
  twoFactor: integer('two_factor').notNull().default(0),
  /**
   * Moves on whenever the order of the client's people may have changed (someone joined or left,
   * or a name, email, registration or 2FA changed), kept by the users_order_version trigger: page
   * marks built at an older version are stale.
   */
  orderVersion: bigint('order_version', { mode: 'number' }).notNull().default(0),
});

// Every n-th key of a client's employee list in one sort, ascending (employees/page-marks.ts): a
// page deep in the list is read from the nearest mark, instead of skipping every row before it.
export const employeePageMarks = pgTable(
  'employee_page_marks',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sortBy: text('sort_by').notNull(),
    /** Rows between two marks. */
    spacing: integer('spacing').notNull(),
    /** client_user_totals.order_version when the marks were read. */
    orderVersion: bigint('order_version', { mode: 'number' }).notNull(),
    /** The sort's key (its columns in order) of rows 0, spacing, 2 × spacing, ... */
    marks: jsonb('marks').$type<(string | number | boolean)[][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.sortBy] })],
);

// Current selections (a person's latest of each benefit and scheme year) counted per client,
// scheme year, benefit and status, and by the two facts eligibility depends on (the person's
// employment status and probation), so that benefit take-up sums a few rows per benefit with the
// benefit's own rules, whatever the client's size (docs/benefit-takeup.md). Kept exact by the
// takeup_counts triggers on selections and users (migration 0015_takeup_counts.sql) in the
// statement that changes them; rows may fall to 0 and stay.
export const takeupCounts = pgTable(
  'takeup_counts',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    schemeYear: integer('scheme_year').notNull(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: selectionStatuses }).notNull(),
    employmentStatus: text('employment_status', { enum: employmentStatuses }).notNull(),
    onProbation: boolean('on_probation').notNull(),
    people: integer('people').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'takeup_counts_pk', columns: [t.clientId, t.schemeYear, t.benefitId, t.status, t.employmentStatus, t.onProbation] })],
);
