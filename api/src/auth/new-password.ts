// Setting a new password (activation, reset, the profile): the nine rules and the confirmation
// first, then the hash and the history row; through a mailed link, in one transaction with the
// link's use.
import type { PasswordCheckAnswer, PasswordRefused } from '@portal/contract/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordHistory, users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { consumeOneTimeToken, holderAsOwner, type TokenHolder, verifyDateOfBirth } from './one-time-tokens.js';
import {
  checkNewPassword,
  passwordRequirementsMessage,
  passwordsDoNotMatchMessage,
  type PasswordOwner,
} from './password-history.js';
import { hashPassword } from './passwords.js';
import { forgetFailures } from './secret-guard.js';
import { revokeUserSessions } from './sessions.js';

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** Throws 422 `{ errors, checks, message }` unless the password meets every rule and is confirmed. */
export async function assertAcceptablePassword(db: Database, owner: PasswordOwner, body: NewPassword): Promise<void> {
  // Only ever called once the date of birth or the current password was checked in the same request.
  const checks = await checkNewPassword(db, owner, body.password, { judgePrevious: true });
  const errors: Record<string, string[]> = {};
  if (checks.some((check) => !check.status)) errors.password = [passwordRequirementsMessage];
  if (body.password !== body.password_confirmation) errors.password_confirmation = [passwordsDoNotMatchMessage];
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, {
      errors,
      checks: checks.map(({ name, status, code }) => ({ code, name, status })),
      message: passwordRequirementsMessage,
    } satisfies PasswordRefused);
  }
}

/** Stores the new password's hash (and remembers it for rule 512). */
export async function storePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  options: { activate?: boolean } = {},
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, ...(options.activate ? { activatedAt: sql`now()` } : {}) })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash });
}

/** The rules for a password typed against a link: rule 512 only once the date of birth was verified for it. */
export async function checkLinkPassword(
  db: Database,
  holder: TokenHolder,
  password: string,
): Promise<PasswordCheckAnswer> {
  return {
    data: {
      checks: await checkNewPassword(db, holderAsOwner(holder), password, {
        judgePrevious: holder.dateOfBirthVerified,
      }),
    },
  };
}

export interface LinkPasswordRequest extends NewPassword {
  date_of_birth: string;
  ip?: string;
}

/**
 * The password step of a mailed link. The date of birth is checked again (the step must not be
 * reachable without it), then the rules; the password is stored as the link is used up and every
 * session of the person ends, in one transaction; `expired()` when another request used the link
 * first. The new password ends any lock: whoever ran up the failures did not know it.
 */
export async function setPasswordThroughLink(
  db: Database,
  holder: TokenHolder,
  request: LinkPasswordRequest,
  expired: () => HttpError,
  options: { activate?: boolean } = {},
): Promise<void> {
  await verifyDateOfBirth(db, holder, request.date_of_birth, request.ip, expired);
  await assertAcceptablePassword(db, holderAsOwner(holder), request);
  const passwordHash = await hashPassword(request.password);
  const stored = await withTransaction(db, async (tx) => {
    if (!(await consumeOneTimeToken(tx, holder.tokenId))) return false;
    await storePassword(tx, holder.userId, passwordHash, options);
    await revokeUserSessions(tx, holder.userId);
    return true;
  });
  if (!stored) throw expired();
  await forgetFailures(db, holder.email);
}
