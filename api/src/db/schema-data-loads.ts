// Employee data uploads (docs/data-loads.md): a dry run of an employee file, what
// applying it changed (for undo), and the history. A dry run keeps the rows it read as one gzip
// blob in its own row, so that checking a 100,000-row file is one insert, not 100,000.
import { sql } from 'drizzle-orm';
import {
  customType,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both read as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const dataLoadStatuses = ['checked', 'queued', 'applying', 'applied', 'failed', 'undone', 'undo'] as const;
export type DataLoadStatus = (typeof dataLoadStatuses)[number];

export interface DataLoadCountsJson {
  new: number;
  changed: number;
  unchanged: number;
  leaving: number;
}

export interface DataLoadErrorJson {
  row: number;
  column: string | null;
  message: string;
}

export const dataLoads = pgTable(
  'data_loads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull().default(0),
    counts: jsonb('counts')
      .$type<DataLoadCountsJson>()
      .notNull()
      .default({ new: 0, changed: 0, unchanged: 0, leaving: 0 }),
    errorCount: integer('error_count').notNull().default(0),
    // The first 500 row errors; error_count counts them all.
    errors: jsonb('errors').$type<DataLoadErrorJson[]>().notNull().default([]),
    status: text('status', { enum: dataLoadStatuses }).notNull().default('checked'),
    // 'load' for a file, 'undo' for the undo of an earlier load.
    kind: text('kind', { enum: ['load', 'undo'] })
      .notNull()
      .default('load'),
    undoesLoadId: integer('undoes_load_id'),
    sendWelcomeEmails: boolean('send_welcome_emails').notNull().default(true),
    jobId: integer('job_id'),
    failure: text('failure'),
    progressDone: integer('progress_done').notNull().default(0),
    // The valid rows, gzip of JSON (data-loads/rows-blob.ts); null once applied, failed or when
    // the dry run has errors.
    rowsBlob: bytea('rows_blob'),
    createdAt: instant('created_at').notNull().defaultNow(),
    appliedAt: instant('applied_at'),
  },
  (t) => [
    index('data_loads_client_status').on(t.clientId, t.status, t.createdAt),
    // One load at a time per client is queued or being applied, even when two requests race.
    uniqueIndex('data_loads_one_busy_per_client')
      .on(t.clientId)
      .where(sql`${t.status} in ('queued', 'applying')`),
  ],
);

/** What applying a load did to one employee: created, or their values before it (for undo). */
export const dataLoadChanges = pgTable(
  'data_load_changes',
  {
    loadId: integer('load_id')
      .notNull()
      .references(() => dataLoads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: boolean('created').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('data_load_changes_load').on(t.loadId)],
);
