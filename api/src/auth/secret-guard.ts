// The one guard for every secret a person types: the password at login, a 2FA code, the current
// password in a session. Every try is written to login_attempts. Failures are counted per email
// address in login_failures, whether or not an account has that address, so an unknown address
// locks exactly as a known one does and five failures reveal nothing. The 5th failure in a row
// locks the address for 15 minutes, whichever secret was wrong. The paths a person takes to log in
// also owe a solved captcha after a failure on that email, before any secret is looked at. (Dates
// of birth are counted on their link instead: one-time-tokens.ts.)
import { accountLockMinutes, maxFailedAttempts } from '@portal/contract/constants';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginAttempts, loginFailures } from '../db/schema-login.js';
import type { HttpError } from '../http/errors.js';
import { type Captcha, captchaRequired } from './captcha.js';
import { verifyPassword } from './passwords.js';

export const lockedMessage = `Your account has been locked after too many failed attempts. Please try again in ${accountLockMinutes} minutes`;

/** Addresses are counted as typed, whatever the case and surrounding spaces. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface Attempt {
  email: string;
  userId: number | null;
  succeeded: boolean;
  reason: string;
  ip?: string | null;
  deviceToken?: string | null;
}

export async function recordAttempt(db: Database, attempt: Attempt): Promise<void> {
  await db.insert(loginAttempts).values({
    ...attempt,
    email: emailKey(attempt.email),
    ip: attempt.ip ?? null,
    deviceToken: attempt.deviceToken ?? null,
  });
}

/**
 * One INSERT ... ON CONFLICT DO UPDATE, so that concurrent failures are all counted (the row lock
 * serialises them, and the first failure of an address cannot be lost to a race on its insert).
 * A lock that has run out starts a fresh count; a failure while locked is counted but does not
 * extend the lock. The database clock decides, as for every other lock and session check.
 */
export async function countFailure(db: Database, email: string): Promise<{ failedCount: number; locked: boolean }> {
  const f = loginFailures;
  const lockRanOut = sql`(${f.lockedUntil} is not null and ${f.lockedUntil} <= now())`;
  const nextCount = sql`(case when ${lockRanOut} then 1 else ${f.failedCount} + 1 end)`;
  const lockFrom = (count: SQL) =>
    sql`case when ${count} >= ${maxFailedAttempts} then now() + make_interval(mins => ${accountLockMinutes}) end`;
  const [row] = await db
    .insert(f)
    .values({ email: emailKey(email), failedCount: 1, lockedUntil: lockFrom(sql`1`), updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: f.email,
      set: {
        failedCount: nextCount,
        lockedUntil: sql`case when ${f.lockedUntil} > now() then ${f.lockedUntil} else ${lockFrom(nextCount)} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failedCount: f.failedCount, locked: sql<boolean>`coalesce(${f.lockedUntil} > now(), false)` });
  return row ?? { failedCount: 0, locked: false };
}

/**
 * Clears the count after a right secret unless the address is locked; false when it is. The
 * DELETE waits for a concurrent failure's row and re-checks it, so a failure that just locked
 * the address is seen; only when nothing was deleted does a second look tell locked from clean.
 */
export async function clearFailures(db: Database, email: string): Promise<boolean> {
  const key = emailKey(email);
  const cleared = await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, key),
        sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now())`,
      ),
    )
    .returning({ email: loginFailures.email });
  return cleared.length > 0 || !(await isLocked(db, key));
}

/**
 * A new password set through a mailed link and the date of birth ends any lock on the address:
 * whoever ran up the failures did not know the new password, and the owner gets back in.
 */
export async function forgetFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, emailKey(email)));
}

export async function isLocked(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: loginFailures.email })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, emailKey(email)), gt(loginFailures.lockedUntil, sql`now()`)));
  return row !== undefined;
}

export interface GuardReplies {
  /** The one answer to every wrong secret on a path, so that none tells which part was wrong. */
  wrongSecret: () => HttpError;
  locked: () => HttpError;
}

export interface Guarded {
  email: string;
  /** The account behind the email, when there is one: kept on the login_attempts row. */
  userId: number | null;
  ip?: string | null;
  deviceToken?: string | null;
}

/**
 * The rules above for one attempt on one path. With a captcha (the login paths) a failure also
 * makes the next attempt on that email owe one, and a success clears that.
 */
export class SecretGuard {
  readonly email: string;

  constructor(
    private readonly db: Database,
    private readonly who: Guarded,
    private readonly replies: GuardReplies,
    private readonly captcha?: Captcha,
  ) {
    this.email = emailKey(who.email);
  }

  record(succeeded: boolean, reason: string): Promise<void> {
    return recordAttempt(this.db, { ...this.who, email: this.email, succeeded, reason });
  }

  /** Before any secret is looked at: after a failure on this email, a solved captcha is owed. */
  async requireCaptcha(recaptcha: string | null | undefined): Promise<void> {
    if (!this.captcha || !(await this.captcha.isRequiredFor(this.email))) return;
    if (await this.captcha.verify(recaptcha)) return;
    await this.record(false, 'captcha_required');
    throw captchaRequired();
  }

  /** For steps that must not even spend a secret while locked (a TOTP step, a setup code). */
  async refuseWhileLocked(): Promise<void> {
    if (!(await isLocked(this.db, this.email))) return;
    await this.record(false, 'locked');
    await this.captcha?.requireFor(this.email);
    throw this.replies.locked();
  }

  /** A wrong secret: counted, recorded, and answered like every other wrong secret of the path. */
  async fail(reason: string): Promise<never> {
    const { locked } = await countFailure(this.db, this.email);
    await this.record(false, locked ? 'locked' : reason);
    await this.captcha?.requireFor(this.email);
    throw locked ? this.replies.locked() : this.replies.wrongSecret();
  }

  /**
   * The password was right but a second factor is still owed: refused while locked, and the
   * count is left for the second factor to clear, so that a password login between wrong codes
   * does not start them afresh. The captcha just solved is not asked for again at once.
   */
  async passFirstFactor(): Promise<void> {
    await this.refuseWhileLocked();
    await this.captcha?.clearFor(this.email);
  }

  /** Every secret was right: the count is cleared, unless the address is locked. */
  async pass(): Promise<void> {
    if (!(await clearFailures(this.db, this.email))) {
      await this.record(false, 'locked');
      await this.captcha?.requireFor(this.email);
      throw this.replies.locked();
    }
    await this.captcha?.clearFor(this.email);
  }
}

/**
 * The signed-in person's current password (asked again before a security change), counted like a
 * login: `wrongSecret` when it is wrong, `locked` while the address is. The guard is returned so
 * that the success is recorded once the change it allows is made.
 */
export async function checkCurrentPassword(
  db: Database,
  user: { id: number; email: string; passwordHash: string | null },
  password: string,
  replies: GuardReplies,
  failure: { reason: string; ip?: string },
): Promise<SecretGuard> {
  const guard = new SecretGuard(db, { email: user.email, userId: user.id, ip: failure.ip }, replies);
  await guard.refuseWhileLocked();
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) await guard.fail(failure.reason);
  await guard.pass();
  return guard;
}
