// A fresh database per test file: a new, uniquely named database on the server named by
// TEST_DATABASE_URL (CI's PostgreSQL), or in-memory PGlite when it is not set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from './client.js';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

export async function createTestDatabaseOptions(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { dataDir: 'memory://' }, drop: async () => undefined };

  // The name is generated here from hex digits only, so interpolating it is safe.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
