// Setting a new password (activation, reset): the nine rules and the confirmation first, then
// the hash, the history row and a cleared lock in one transaction with the token's use.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordHistory, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { checkNewPassword, passwordRequirementsMessage, passwordsDoNotMatchMessage, type PasswordOwner } from './password-history.js';

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** Throws 422 `{ errors, checks, message }` unless the password meets every rule and is confirmed. */
export async function assertAcceptablePassword(db: Database, owner: PasswordOwner, body: NewPassword): Promise<void> {
  const checks = await checkNewPassword(db, owner, body.password);
  const errors: Record<string, string[]> = {};
  if (checks.some((check) => !check.status)) errors.password = [passwordRequirementsMessage];
  if (body.password !== body.password_confirmation) errors.password_confirmation = [passwordsDoNotMatchMessage];
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, { errors, checks: checks.map(({ name, status, code }) => ({ code, name, status })), message: passwordRequirementsMessage });
  }
}

/** Stores the new password's hash (and remembers it for rule 512); clears any lock. */
export async function storePassword(db: Database, userId: number, passwordHash: string, options: { activate?: boolean } = {}): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      ...(options.activate ? { activatedAt: sql`now()` } : {}),
    })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash });
}
