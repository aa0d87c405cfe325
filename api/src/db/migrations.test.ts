// Every api migrates when it starts; several starting together on one PostgreSQL database take
// turns under an advisory lock (client.ts), so each start succeeds and each migration is applied
// once. PGlite is one process's own database: nothing to race there.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from './client.js';
import { createTestDatabaseOptions } from './testing.js';

const migrationFiles = readdirSync(fileURLToPath(new URL('../../drizzle', import.meta.url))).filter((name) =>
  name.endsWith('.sql'),
);

if (!process.env.TEST_DATABASE_URL) {
  test.skip('apis starting together migrate once: skipped, TEST_DATABASE_URL is not set (PGlite cannot be shared)', () =>
    undefined);
} else {
  test('four apis starting together on an empty database all start, and each migration is applied once', async () => {
    const database = await createTestDatabaseOptions();
    const opened: OpenDatabase[] = [];
    try {
      opened.push(...(await Promise.all(Array.from({ length: 4 }, () => openDatabase(database.options)))));
      const { rows } = (await opened[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n).toBe(migrationFiles.length);
    } finally {
      await Promise.all(opened.map((open) => open.close()));
      await database.drop();
    }
  }, 60_000);
}
