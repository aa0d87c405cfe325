// Databases from before TOTP secrets were sealed hold them in plain text. On start, after the
// migrations, each such row is sealed in place and its pending secret's hash filled in. Sealed
// rows are left alone, so the step is safe on every start and for instances starting together.
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { isSealed, type SecretBox } from '../secrets/secret-box.js';
import { pendingSecretHash } from './totp.js';

const batchSize = 2000;

/** Returns how many rows it sealed. */
export async function sealPlaintextTotpSecrets(db: Database, secretBox: SecretBox): Promise<number> {
  let sealed = 0;
  for (let afterId = 0; ;) {
    const batch = await db
      .select({ id: users.id, secret: users.mfaSecret, pending: users.mfaPendingSecret })
      .from(users)
      .where(and(gt(users.id, afterId), or(isNotNull(users.mfaSecret), isNotNull(users.mfaPendingSecret))))
      .orderBy(asc(users.id))
      .limit(batchSize);
    for (const row of batch) {
      const plainSecret = row.secret !== null && !isSealed(row.secret);
      const plainPending = row.pending !== null && !isSealed(row.pending);
      if (!plainSecret && !plainPending) continue;
      const updated = await db
        .update(users)
        .set({
          ...(plainSecret ? { mfaSecret: secretBox.seal(row.secret!) } : {}),
          ...(plainPending
            ? { mfaPendingSecret: secretBox.seal(row.pending!), mfaPendingSecretHash: pendingSecretHash(row.pending!) }
            : {}),
        })
        // Another instance may have sealed the row meanwhile: then the values no longer match.
        .where(
          and(
            eq(users.id, row.id),
            sql`${users.mfaSecret} is not distinct from ${row.secret}`,
            sql`${users.mfaPendingSecret} is not distinct from ${row.pending}`,
          ),
        )
        .returning({ id: users.id });
      sealed += updated.length;
    }
    if (batch.length < batchSize) return sealed;
    afterId = batch[batch.length - 1]!.id;
  }
}
