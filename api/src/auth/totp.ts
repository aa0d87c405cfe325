// TOTP (RFC 6238 with otplib 13): SHA-1, 6 digits, 30-second steps, one step either side. Each
// code is accepted once: the last accepted step is stored per user and only a later one passes.
// Secrets are stored sealed (AES-256-GCM, secrets/secret-box.ts); the pending one is also stored
// as its SHA-256, by which the first setup pass finds its account.
import { createHash } from 'node:crypto';
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';
import { twoFactorCodeLength } from '@portal/contract/constants';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import type { SecretBox } from '../secrets/secret-box.js';

const stepSeconds = 30;
// 80-bit secrets (the demo's, and older authenticator apps') are still accepted; new ones are 160.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** A new secret from a CSPRNG (otplib uses crypto.getRandomValues), base32. */
export function newTwoFactorSecret(): string {
  return generateSecret({ length: 20 });
}

/** How a pending secret is looked up without storing it in the clear. */
export function pendingSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function otpauthUrl(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step the code belongs to (within ±1 step of now), or undefined when it matches none. */
export async function stepOfCode(secret: string, code: string, epoch?: number): Promise<number | undefined> {
  if (!new RegExp(`^\\d{${twoFactorCodeLength}}$`).test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epochTolerance: stepSeconds, guardrails, epoch });
    // The functional verify() types TOTP and HOTP results together; a TOTP match carries timeStep.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A malformed stored secret is a wrong code, not a server error.
    return undefined;
  }
}

export type CodeOutcome = 'accepted' | 'invalid' | 'replayed';

/**
 * Checks a code against the user's enabled secret and records its step, in one UPDATE so that two
 * requests with the same code cannot both pass.
 */
export async function acceptCode(db: Database, userId: number, secret: string, code: string): Promise<CodeOutcome> {
  const step = await stepOfCode(secret, code);
  if (step === undefined) return 'invalid';
  const accepted = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return accepted.length > 0 ? 'accepted' : 'replayed';
}

/** Enables 2FA with the pending secret once a code for it is right; false when it changed meanwhile. */
export async function enablePendingSecret(
  db: Database,
  secretBox: SecretBox,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const enabled = await db
    .update(users)
    .set({
      mfaSecret: secretBox.seal(secret),
      mfaEnabled: true,
      mfaPendingSecret: null,
      mfaPendingSecretHash: null,
      mfaLastStep: step,
    })
    .where(and(eq(users.id, userId), eq(users.mfaPendingSecretHash, pendingSecretHash(secret))))
    .returning({ id: users.id });
  return enabled.length > 0;
}

/**
 * The secret a person scans to set up 2FA: kept server-side as pending, and the same one on every
 * call until it is confirmed, so logging in twice does not invalidate a QR code already scanned.
 * The issuer is the client's benefit brand name.
 */
export async function issueSetupSecret(
  db: Database,
  secretBox: SecretBox,
  userId: number,
): Promise<{ secret: string; url: string }> {
  const fresh = newTwoFactorSecret();
  // Only the first call stores a secret; a concurrent one finds it already there and reads it.
  await db
    .update(users)
    .set({ mfaPendingSecret: secretBox.seal(fresh), mfaPendingSecretHash: pendingSecretHash(fresh) })
    .where(and(eq(users.id, userId), isNull(users.mfaPendingSecret)));
  const [row] = await db
    .select({ sealed: users.mfaPendingSecret, email: users.email, clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.sealed) throw new Error('no user to set up 2FA for');
  const secret = secretBox.open(row.sealed);
  const [client] =
    row.clientId === null
      ? []
      : await db.select({ brand: clients.benefitBrandName }).from(clients).where(eq(clients.id, row.clientId));
  return { secret, url: otpauthUrl(client?.brand ?? 'Benefits portal', row.email, secret) };
}
