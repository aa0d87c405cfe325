// Activation and password-reset links: 32 random bytes for the link, only the SHA-256 stored;
// single use, expiring (activation 14 days, reset 1 hour), and void after 5 wrong dates of birth.
// An activation link is also kept sealed, so that a welcome-email resend can mail the same link
// again instead of voiding the one already in the person's inbox.
import { maxFailedAttempts } from '@portal/contract/constants';
import type { DateOfBirthMismatch } from '@portal/contract/shared';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type PersonRuleFacts, personRuleColumns } from '../access/rules.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { oneTimeTokens, users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { recordAttempt } from './secret-guard.js';
import { hashToken, newToken } from './tokens.js';

export type OneTimeTokenKind = 'activation' | 'reset' | 'sso' | 'sso_pending';
// Dates of birth are throttled like every other secret, on the link.
const maxDateOfBirthAttempts = maxFailedAttempts;
export const dateOfBirthMismatchMessage = 'This date does not match our records';
// A single-sign-on token only carries the browser from the identity provider to /sso-login; a
// pending one waits while the organisation's 2FA code is typed (or set up) after it.
const lifetimeSeconds: Record<OneTimeTokenKind, number> = {
  activation: 14 * 24 * 60 * 60,
  reset: 60 * 60,
  sso: 60,
  sso_pending: 10 * 60,
};

const usable = sql`(${oneTimeTokens.usedAt} is null and ${oneTimeTokens.expiresAt} > now() and ${oneTimeTokens.failedAttempts} < ${maxDateOfBirthAttempts})`;

/**
 * A new link that voids the earlier ones of its kind (for a reset, only the newest works). With a
 * secret box the link is also stored sealed, so that it can be mailed again (activationLinkFor).
 */
export async function issueOneTimeToken(
  db: Database,
  kind: OneTimeTokenKind,
  userId: number,
  secretBox?: SecretBox,
): Promise<string> {
  const token = newToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    kind,
    tokenHash: hashToken(token),
    tokenSealed: secretBox?.seal(token) ?? null,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds[kind]})`,
  });
  return token;
}

/**
 * The activation link to mail: while the person's newest one is still usable, that same link with
 * a fresh 14-day expiry, so the welcome mail already in their inbox keeps working; otherwise a
 * new one. The person's row is locked meanwhile, so two resends at once agree on one link.
 */
export async function activationLinkFor(db: Database, secretBox: SecretBox, userId: number): Promise<string> {
  return withTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [current] = await tx
      .select({ id: oneTimeTokens.id, sealed: oneTimeTokens.tokenSealed })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.kind, 'activation'),
          isNotNull(oneTimeTokens.tokenSealed),
          usable,
        ),
      )
      .orderBy(desc(oneTimeTokens.id))
      .limit(1);
    if (!current?.sealed) return issueOneTimeToken(tx, 'activation', userId, secretBox);
    await tx
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds.activation})` })
      .where(eq(oneTimeTokens.id, current.id));
    return secretBox.open(current.sealed);
  });
}

export interface TokenHolder extends PersonRuleFacts {
  tokenId: number;
  userId: number;
  email: string;
  firstName: string;
  surname: string;
  dateOfBirth: string | null;
  activated: boolean;
  clientRequiresTwoFa: boolean;
  isPlatformAdmin: boolean;
  /** Unused, unexpired, and fewer than 5 wrong dates of birth. */
  usable: boolean;
  /** The right date of birth was typed against this link (only then is rule 512 answered). */
  dateOfBirthVerified: boolean;
}

/** The token's holder, or undefined for a token that was never issued. */
export async function findOneTimeToken(
  db: Database,
  kind: OneTimeTokenKind,
  token: string,
): Promise<TokenHolder | undefined> {
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
      isPlatformAdmin: users.isPlatformAdmin,
      usable: sql<boolean>`${usable}`,
      dateOfBirthVerified: sql<boolean>`(${oneTimeTokens.dateOfBirthVerifiedAt} is not null)`,
      ...personRuleColumns,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)));
  return row;
}

export type DateOfBirthOutcome = 'verified' | 'mismatch' | 'void';

/** A date of birth typed against a link: every try is an attempt, wrong ones count on the token. */
export async function checkDateOfBirth(
  db: Database,
  holder: TokenHolder,
  isoDate: string,
  ip?: string,
): Promise<DateOfBirthOutcome> {
  const email = holder.email.toLowerCase();
  if (holder.dateOfBirth !== null && holder.dateOfBirth === isoDate) {
    await db
      .update(oneTimeTokens)
      .set({ dateOfBirthVerifiedAt: sql`now()` })
      .where(eq(oneTimeTokens.id, holder.tokenId));
    await recordAttempt(db, { email, userId: holder.userId, succeeded: true, reason: 'date_of_birth_verified', ip });
    return 'verified';
  }
  const [row] = await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
    .where(eq(oneTimeTokens.id, holder.tokenId))
    .returning({ failedAttempts: oneTimeTokens.failedAttempts });
  const isVoid = (row?.failedAttempts ?? maxDateOfBirthAttempts) >= maxDateOfBirthAttempts;
  await recordAttempt(db, {
    email,
    userId: holder.userId,
    succeeded: false,
    reason: isVoid ? 'date_of_birth_token_void' : 'wrong_date_of_birth',
    ip,
  });
  return isVoid ? 'void' : 'mismatch';
}

/** Throws 422 for a date that does not match, and `expired()` when that was the last try the link allows. */
export async function verifyDateOfBirth(
  db: Database,
  holder: TokenHolder,
  isoDate: string,
  ip: string | undefined,
  expired: () => HttpError,
): Promise<void> {
  const outcome = await checkDateOfBirth(db, holder, isoDate, ip);
  if (outcome === 'void') throw expired();
  if (outcome === 'mismatch') {
    throw new HttpError(422, {
      verified: false,
      errors: { date_of_birth: [dateOfBirthMismatchMessage] },
    } satisfies DateOfBirthMismatch);
  }
}

/** The person a link belongs to, as the password rules see them. */
export function holderAsOwner(holder: TokenHolder) {
  return { id: holder.userId, firstName: holder.firstName, surname: holder.surname, email: holder.email };
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
