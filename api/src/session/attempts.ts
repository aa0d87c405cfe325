// Every secret a person types (password, 2FA code, date of birth) is an attempt: written to
// login_attempts, and failures against an account are counted in the database, so the 15-minute
// lock at the 5th applies whichever secret was wrong.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginAttempts, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

export const maxFailedLogins = 5;
export const lockMinutes = 15;

export interface Attempt {
  email: string;
  userId: number | null;
  succeeded: boolean;
  reason: string;
  ip?: string | null;
  deviceToken?: string | null;
}

export async function recordAttempt(db: Database, attempt: Attempt): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, ip: attempt.ip ?? null, deviceToken: attempt.deviceToken ?? null });
}

/**
 * One UPDATE so that concurrent failures are all counted (the row lock serialises them). A lock
 * that has run out starts a fresh count; the 5th consecutive failure locks for 15 minutes.
 */
export async function countFailure(db: Database, userId: number): Promise<{ failedLoginCount: number; locked: boolean }> {
  const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= now())`;
  const nextCount = sql`(case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${nextCount}`,
      lockedUntil: sql`case
        when ${users.lockedUntil} > now() then ${users.lockedUntil}
        when ${nextCount} >= ${maxFailedLogins} then now() + make_interval(mins => ${lockMinutes})
        else null end`,
    })
    .where(eq(users.id, userId))
    // The database clock decides, as it does for every other lock and session check.
    .returning({ failedLoginCount: users.failedLoginCount, locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)` });
  return row ?? { failedLoginCount: 0, locked: false };
}

/**
 * Clears the failure count unless the account is locked; false when it is. Checking the lock and
 * clearing in one statement sees every failure committed by concurrent requests.
 */
export async function clearFailures(db: Database, userId: number): Promise<boolean> {
  const cleared = await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))))
    .returning({ id: users.id });
  return cleared.length > 0;
}

export async function isLocked(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)` }).from(users).where(eq(users.id, userId));
  return row?.locked ?? false;
}

export const lockedMessage = 'Your account has been locked after too many failed attempts. Please try again in 15 minutes';
export const accountLocked = () => new HttpError(423, { error: 'account_locked', userAccountLocked: true, showRecaptcha: true });
