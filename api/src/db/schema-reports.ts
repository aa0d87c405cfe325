// Reporting (docs/reporting.md): the reports an employer administrator requested.
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

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
    status: text('status', { enum: ['ready', 'error'] })
      .notNull()
      .default('ready'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_client_created').on(t.clientId, t.createdAt)],
);
