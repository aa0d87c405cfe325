// Counts kept in step with the rows they count (by triggers, or in the transaction that writes
// them), so that dashboards and tables read a few rows whatever a client's size: logins per day,
// the workforce by department and location, the employee tables' totals and page marks, and
// benefit take-up.
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { benefits, employmentStatuses } from './schema-benefits.js';
import { clients } from './schema-clients.js';
import { selectionStatuses } from './schema-selections.js';

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
// users: the tables read one row instead of counting the client on every page.
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
  (t) => [
    primaryKey({
      name: 'takeup_counts_pk',
      columns: [t.clientId, t.schemeYear, t.benefitId, t.status, t.employmentStatus, t.onProbation],
    }),
  ],
);
