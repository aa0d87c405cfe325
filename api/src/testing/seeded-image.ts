// The migrated and seeded demo database as a PGlite image, built once and kept on disk, so that each
// api test file starts from a copy (about 1.5 s) instead of booting, migrating and seeding a new
// database (5 to 8 s, most of the PGlite suite's time). The image is named by the hash of
// everything that could change it (the migrations, the api's sources) and the day (the seed
// dates some rows from today), so a stale image is never used.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, publicOriginOf } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createTestDatabaseOptions, databaseUrlOf, type TestDatabase, withAdmin } from '../db/testing.js';
import { SecretBox } from '../secrets/secret-box.js';
import { seedDemo } from '../seed/seed.js';

export interface SeededImage {
  image: Blob;
  /** The key the image's sealed secrets (demo TOTP secrets) were sealed with. */
  encryptionKey: Buffer;
}

const keyBytes = 32;
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function imageName(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of [...filesUnder(join(apiRoot, 'drizzle')), ...filesUnder(join(apiRoot, 'src'))]) {
    hash
      .update(file)
      .update(String(statSync(file).size))
      .update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

const imagesDir = join(tmpdir(), 'portal-test-images');

/** The image and its key, from disk, or built now (two test workers may both build it: the last rename wins, and either file is whole). */
export async function seededImage(): Promise<SeededImage> {
  const file = join(imagesDir, `${imageName()}.img`);
  if (!existsSync(file)) {
    const encryptionKey = randomBytes(keyBytes);
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemo(database.db, {
        secretBox: new SecretBox(encryptionKey),
        welcomeMailOrigin: publicOriginOf(configFromEnv({}), 'acme'),
      });
      // As the api does at start (db/maintenance.ts), so that a test's api finds nothing to do.
      await database.maintain!();
      const image = Buffer.from(await (await database.dump!()).arrayBuffer());
      mkdirSync(imagesDir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.concat([encryptionKey, image]));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  const bytes = readFileSync(file);
  return { encryptionKey: bytes.subarray(0, keyBytes), image: new Blob([bytes.subarray(keyBytes)]) };
}

/**
 * On PostgreSQL, the seeded image's counterpart: a database migrated and seeded once (named as the
 * image is, so a stale one is never used) for each test's database to be copied from, and the key
 * its demo secrets were sealed with (kept beside the images). The test workers take turns with an
 * advisory lock: one builds it, the others wait and find it built.
 */
async function seededTemplate(serverUrl: string): Promise<{ template: string; encryptionKey: Buffer }> {
  const template = `tpl_${imageName()}`;
  const keyFile = join(imagesDir, `${template}.key`);
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount && existsSync(keyFile)) return;
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${template}`);
      const encryptionKey = randomBytes(keyBytes);
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, template) });
      try {
        await seedDemo(database.db, {
          secretBox: new SecretBox(encryptionKey),
          welcomeMailOrigin: publicOriginOf(configFromEnv({}), 'acme'),
        });
      } finally {
        // A template must have no one connected when it is copied.
        await database.close();
      }
      mkdirSync(imagesDir, { recursive: true });
      const partial = `${keyFile}.${process.pid}`;
      writeFileSync(partial, encryptionKey);
      renameSync(partial, keyFile);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return { template, encryptionKey: readFileSync(keyFile) };
}

/**
 * A test's own database, already migrated and seeded with the demo cast, and the key its demo
 * secrets were sealed with: on PGlite a copy of the seeded image (pass `image` to the api); on
 * PostgreSQL a new database copied from the seeded template.
 */
export async function seededTestDatabase(): Promise<TestDatabase & { image?: Blob; encryptionKey: Buffer }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { image, encryptionKey } = await seededImage();
    return { ...(await createTestDatabaseOptions()), image, encryptionKey };
  }
  const { template, encryptionKey } = await seededTemplate(serverUrl);
  return { ...(await createTestDatabaseOptions(template)), encryptionKey };
}
