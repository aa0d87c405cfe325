// Activation and password-reset links: 32 random bytes for the link, only the SHA-256 stored;
// single use, expiring (activation 14 days, reset 1 hour), and void after 5 wrong dates of birth.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, oneTimeTokens, users } from '../db/schema.js';
import { recordAttempt } from './attempts.js';
import { hashToken, newToken } from './tokens.js';

export type OneTimeTokenKind = 'activation' | 'reset';
export const maxDateOfBirthAttempts = 5;
const lifetimeSeconds: Record<OneTimeTokenKind, number> = { activation: 14 * 24 * 60 * 60, reset: 60 * 60 };

export async function issueOneTimeToken(db: Database, kind: OneTimeTokenKind, userId: number): Promise<string> {
  const token = newToken();
  // Only the newest link of a kind works: asking again voids the earlier ones.
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    kind,
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds[kind]})`,
  });
  return token;
}

export interface TokenHolder {
  tokenId: number;
  userId: number;
  email: string;
  firstName: string;
  surname: string;
  dateOfBirth: string | null;
  activated: boolean;
  clientRequiresTwoFa: boolean;
  /** Unused, unexpired, and fewer than 5 wrong dates of birth. */
  usable: boolean;
}

/** The token's holder, or undefined for a token that was never issued. */
export async function findOneTimeToken(db: Database, kind: OneTimeTokenKind, token: string): Promise<TokenHolder | undefined> {
  if (token.length > 512) return undefined;
  const [row] = await db
    .select({
      tokenId: oneTimeTokens.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      dateOfBirth: users.dateOfBirth,
      activated: sql<boolean>`${users.passwordHash} is not null`,
      clientRequiresTwoFa: sql<boolean>`coalesce(${clients.requiresTwoFa}, false)`,
      usable: sql<boolean>`(${oneTimeTokens.usedAt} is null and ${oneTimeTokens.expiresAt} > now() and ${oneTimeTokens.failedAttempts} < ${maxDateOfBirthAttempts})`,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)));
  return row;
}

export type DateOfBirthOutcome = 'verified' | 'mismatch' | 'void';

/** A date of birth typed against a link: every try is an attempt, wrong ones count on the token. */
export async function checkDateOfBirth(db: Database, holder: TokenHolder, isoDate: string, ip?: string): Promise<DateOfBirthOutcome> {
  const email = holder.email.toLowerCase();
  if (holder.dateOfBirth !== null && holder.dateOfBirth === isoDate) {
    await recordAttempt(db, { email, userId: holder.userId, succeeded: true, reason: 'date_of_birth_verified', ip });
    return 'verified';
  }
  const [row] = await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
    .where(eq(oneTimeTokens.id, holder.tokenId))
    .returning({ failedAttempts: oneTimeTokens.failedAttempts });
  const isVoid = (row?.failedAttempts ?? maxDateOfBirthAttempts) >= maxDateOfBirthAttempts;
  await recordAttempt(db, { email, userId: holder.userId, succeeded: false, reason: isVoid ? 'date_of_birth_token_void' : 'wrong_date_of_birth', ip });
  return isVoid ? 'void' : 'mismatch';
}

/** Uses the token up; false when another request used it first or it stopped being usable. */
export async function consumeOneTimeToken(db: Database, tokenId: number): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
        lt(oneTimeTokens.failedAttempts, maxDateOfBirthAttempts),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return used.length > 0;
}
