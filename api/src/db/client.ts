// Opens the system of record: PostgreSQL through node-postgres when a URL is given, otherwise
// embedded PGlite in a folder. Both run the same checked-in migrations and the same queries.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { maintainEmbedded, type MaintenancePass } from './maintenance.js';
import * as schemaAudit from './schema-audit.js';
import * as schemaBenefits from './schema-benefits.js';
import * as schemaClients from './schema-clients.js';
import * as schemaContact from './schema-contact.js';
import * as schemaContent from './schema-content.js';
import * as schemaCounts from './schema-counts.js';
import * as schemaDataLoads from './schema-data-loads.js';
import * as schemaFamily from './schema-family.js';
import * as schemaJobs from './schema-jobs.js';
import * as schemaLifeEvents from './schema-life-events.js';
import * as schemaLogin from './schema-login.js';
import * as schemaPeople from './schema-people.js';
import * as schemaReports from './schema-reports.js';
import * as schemaSelections from './schema-selections.js';
import * as schemaSessions from './schema-sessions.js';
import * as schemaSso from './schema-sso.js';
import * as schemaVouchers from './schema-vouchers.js';

// Every table, split by subject across schema-*.ts (drizzle-kit reads the same files).
const schema = {
  ...schemaAudit,
  ...schemaBenefits,
  ...schemaClients,
  ...schemaContact,
  ...schemaContent,
  ...schemaCounts,
  ...schemaDataLoads,
  ...schemaFamily,
  ...schemaJobs,
  ...schemaLifeEvents,
  ...schemaLogin,
  ...schemaPeople,
  ...schemaReports,
  ...schemaSelections,
  ...schemaSessions,
  ...schemaSso,
  ...schemaVouchers,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** PGlite data folder; 'memory://' keeps it in memory. Defaults to ./data. */
  dataDir?: string;
  /** postgres://… — when set, dataDir is ignored. */
  databaseUrl?: string;
  /** A PGlite data folder dumped earlier (dumpDataDir) to start from: tests boot a seeded image. */
  image?: Blob;
  /** Told of every query sent: tests count them (a list must not cost a query per row). */
  onQuery?: (sql: string) => void;
}

export interface OpenDatabase {
  db: Database;
  /** The embedded database's folder as a tarball (PGlite only): the seeded image of the tests. */
  dump?(): Promise<Blob>;
  /** PGlite only, which has no autovacuum: analyze and vacuum what its changes call for (maintenance.ts). */
  maintain?(): Promise<MaintenancePass>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

function queryLogger({ onQuery }: DatabaseOptions) {
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    try {
      const db = drizzleNodePg({ client: pool, schema, logger: queryLogger(options) });
      await migrateOnce(pool, () => migrateNodePg(db, { migrationsFolder }));
      return { db: db as unknown as Database, close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const client = new PGlite(options.dataDir ?? './data', {
    extensions: { pg_trgm },
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  try {
    const db = drizzlePglite({ client, schema, logger: queryLogger(options) });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      dump: () => client.dumpDataDir('none'),
      maintain: () => maintainEmbedded(client),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * Every api instance migrates at start; on one server several may start at once (a scaled-out
 * deployment rolling out). A session-level advisory lock, held on a connection of its own while
 * drizzle's migrator runs, lets one instance migrate while the others wait, then find nothing left
 * to do. The lock goes with the connection, so a migrator that dies holds nobody up.
 */
export const migrationLockKey = 727_001;

async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    holder.release();
  }
}

/** Throws unless the database answers a query now. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
