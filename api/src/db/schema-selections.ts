// What people chose: a selection per choice of a benefit (the latest of each benefit and scheme
// year is the current one), and the monthly statements of what was paid into each benefit.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { benefits } from './schema-benefits.js';
import { users } from './schema-people.js';

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
    index('selections_benefit_pending')
      .on(t.benefitId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // A provider report reads one benefit's choices a batch at a time, by keyset on the id.
    index('selections_benefit_id').on(t.benefitId, t.id),
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
