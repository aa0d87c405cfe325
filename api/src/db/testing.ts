// A fresh database per test file: a new, uniquely named database on the server named by
// TEST_DATABASE_URL (CI's PostgreSQL), or in-memory PGlite when it is not set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from './client.js';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/** A database name we generate (letters, digits and underscores only), so interpolating it is safe. */
const safeName = /^[a-z][a-z0-9_]*$/;

/**
 * `template` (PostgreSQL only) names a database to copy: a seeded one (testing/seeded-image.ts).
 * Copying one takes a fraction of a second where seeding takes 3-4 s.
 */
export async function createTestDatabaseOptions(template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { dataDir: 'memory://' }, drop: async () => undefined };
  if (template !== undefined && !safeName.test(template)) throw new Error(`not a template database name: ${template}`);

  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    options: { databaseUrl: databaseUrlOf(serverUrl, name) },
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** The URL of another database on the server `serverUrl` names. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
