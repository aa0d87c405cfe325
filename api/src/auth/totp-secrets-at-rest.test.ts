// TOTP secrets at rest (sealed, secrets/secret-box.ts): an existing database whose secrets are
// still in plain text has them sealed when the api starts, and 2FA keeps working with them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import { users } from '../db/schema-people.js';
import { isSealed, SecretBox } from '../secrets/secret-box.js';
import { startApi } from '../server.js';
import { seededImage, seededTestDatabase } from '../testing/seeded-image.js';
import { codeFor } from '../testing/test-totp.js';
import { sealPlaintextTotpSecrets } from './totp-secrets-at-rest.js';
import { pendingSecretHash } from './totp.js';

const riley = 'JBSWY3DPEHPK3PXP';
const pending = 'KRUGS4ZAON4XG5DFNUQGS4ZAON2W4ZDF';

test('start-up seals the TOTP secrets an older database kept in plain text', async () => {
  // A database that outlives one api process: a PGlite folder, or PostgreSQL in CI.
  const dir = mkdtempSync(join(tmpdir(), 'api-at-rest-'));
  // Both start from a copy of the seeded demo database (seeding anew took most of a minute on a
  // busy machine), with the key its demo secrets were sealed with: on PostgreSQL a database copied
  // from the seeded template, on PGlite a folder that starts as the seeded image.
  const database = process.env.TEST_DATABASE_URL
    ? await seededTestDatabase()
    : { options: { dataDir: dir }, drop: async () => undefined, ...(await seededImage()) };
  const config = { ...configFromEnv({}), encryptionKey: database.encryptionKey };
  const secretBox = new SecretBox(config.encryptionKey);
  try {
    const before = await startApi({ port: 0, seed: true, ...database.options, image: database.image, config });
    await before.db.update(users).set({ mfaSecret: riley }).where(eq(users.email, 'mfa@acme.test'));
    await before.db
      .update(users)
      .set({ mfaPendingSecret: pending, mfaPendingSecretHash: null })
      .where(eq(users.email, 'employee@globex.test'));
    await before.close();

    const api = await startApi({ port: 0, ...database.options, config });
    try {
      const row = async (email: string) => (await api.db.select().from(users).where(eq(users.email, email)))[0]!;
      const rileyRow = await row('mfa@acme.test');
      expect(isSealed(rileyRow.mfaSecret!)).toBe(true);
      expect(secretBox.open(rileyRow.mfaSecret!)).toBe(riley);
      const morgan = await row('employee@globex.test');
      expect(secretBox.open(morgan.mfaPendingSecret!)).toBe(pending);
      expect(morgan.mfaPendingSecretHash).toBe(pendingSecretHash(pending));
      // Sealed rows are left alone: running the step again changes nothing.
      expect(await sealPlaintextTotpSecrets(api.db, secretBox)).toBe(0);
      expect((await row('mfa@acme.test')).mfaSecret).toBe(rileyRow.mfaSecret);

      const login = {
        email: 'mfa@acme.test',
        password: 'Tulip-Harbour-79!',
        site: 'acme',
        deviceToken: 'd',
        code: await codeFor(riley),
      };
      const answer = await fetch(`${api.url}/login/mfa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      });
      expect(answer.status).toBe(200);
      // The first setup pass still finds its account by the pending secret.
      const setup = { type: 'temporary', secret: pending, code: await codeFor(pending) };
      const verified = await fetch(`${api.url}/login/setup/mfa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(setup),
      });
      expect(await verified.json()).toEqual({ status: 'ok', verified: true });
    } finally {
      await api.close();
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
