// Benefits: the catalogue (a client's benefits of each scheme year: how each is chosen and
// costed, and who may choose it), and beside it terms by version, medical questions, related
// benefits, claims and the receipts uploaded for them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BenefitConfig, BenefitKind } from './benefit-config.js';
import { createdAt, instant } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';
import { sessions } from './schema-sessions.js';

const benefitRef = (name = 'benefit_id') =>
  integer(name)
    .notNull()
    .references(() => benefits.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both read as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const benefitKinds = [
  'order',
  'cover',
  'level',
  'percentage',
  'days',
  'voucher',
  'info',
] as const satisfies readonly BenefitKind[];
export const benefitCategories = [
  'pension',
  'insurance',
  'health',
  'lifestyle',
  'wellbeing',
  'family',
  'time-off',
] as const;
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
    employmentStatuses: text('employment_statuses', { enum: employmentStatuses })
      .array()
      .notNull()
      .default(sql`'{active}'`),
    // A scheme closed to new members takes no first selection: only people who held it go on.
    closedToNewMembers: boolean('closed_to_new_members').notNull().default(false),
    // Questions and answers about this benefit alone (HTML answers).
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    claimSteps: jsonb('claim_steps').$type<string[]>().notNull().default([]),
    claimsEnabled: boolean('claims_enabled').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // Life events: a benefit that renews on its own date (an insured one) has its own
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

/** A benefit's terms and conditions, one row per published version; the highest is current. */
export const benefitTerms = pgTable(
  'benefit_terms',
  {
    id: serial('id').primaryKey(),
    benefitId: benefitRef(),
    version: integer('version').notNull(),
    // HTML, sanitised by the web before it is shown.
    content: text('content').notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('benefit_terms_benefit_version').on(t.benefitId, t.version)],
);

/** Asked when cover above the free cover is chosen; a yes to one that needs underwriting makes the selection wait. */
export const benefitMedicalQuestions = pgTable(
  'benefit_medical_questions',
  {
    id: serial('id').primaryKey(),
    benefitId: benefitRef(),
    position: integer('position').notNull().default(0),
    text: text('text').notNull(),
    needsUnderwriting: boolean('needs_underwriting').notNull().default(true),
  },
  (t) => [index('benefit_medical_questions_benefit').on(t.benefitId, t.position)],
);

export const benefitRelations = pgTable(
  'benefit_relations',
  {
    benefitId: benefitRef(),
    relatedBenefitId: benefitRef('related_benefit_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.relatedBenefitId] })],
);

/**
 * A receipt uploaded for a claim: its bytes live here (no instance keeps files on disk), it
 * belongs to the person who uploaded it, and one that no claim took by `expiresAt` is removed.
 */
export const receiptUploads = pgTable(
  'receipt_uploads',
  {
    id: serial('id').primaryKey(),
    // What the claim names: 32 random bytes, base64url; the serial id is never handed out.
    publicId: text('public_id').notNull(),
    userId: userRef(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    // Read from the content's first bytes, never from the name or a header.
    mediaType: text('media_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    expiresAt: instant('expires_at').notNull(),
    claimedAt: instant('claimed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_uploads_public_id').on(t.publicId),
    index('receipt_uploads_unclaimed_expiry')
      .on(t.expiresAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

export const claimStatuses = ['submitted', 'approved', 'paid', 'rejected'] as const;

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    benefitId: benefitRef(),
    amountPence: integer('amount_pence').notNull(),
    treatmentDate: date('treatment_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: claimStatuses }).notNull().default('submitted'),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receiptUploads.id, { onDelete: 'restrict' }),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    index('claims_user_benefit').on(t.userId, t.benefitId, t.submittedAt),
    uniqueIndex('claims_receipt').on(t.receiptId),
  ],
);
