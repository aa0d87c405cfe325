// Changing the password from the profile (POST /password): the current password first (security
// item 10, counted like a login), never in a masquerade, the nine rules, and every other session
// of the person ended.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Authentication } from '../session/authentication.js';
import { clearFailures, countFailure, isLocked, lockedMessage, recordAttempt } from '../session/attempts.js';
import { refuseDuringMasquerade } from '../session/masquerade-guard.js';
import { hashPassword, verifyPassword } from '../session/passwords.js';
import { checkNewPassword } from './password-history.js';
import { assertAcceptablePassword, storePassword, type NewPassword } from './new-password.js';

export const currentPasswordIncorrectMessage = 'Your current password is incorrect';

export async function checkProfilePassword(db: Database, auth: Authentication, password: string) {
  return { data: { checks: await checkNewPassword(db, auth.user, password) } };
}

export async function changePassword(db: Database, auth: Authentication, body: NewPassword & { current_password: string }, ip?: string) {
  refuseDuringMasquerade(auth.session);
  const { user } = auth;
  const email = user.email.toLowerCase();
  if (await isLocked(db, user.id)) throw new HttpError(423, { error: 'account_locked', message: lockedMessage, userAccountLocked: true });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.current_password))) {
    const { locked } = await countFailure(db, user.id);
    await recordAttempt(db, { email, userId: user.id, succeeded: false, reason: locked ? 'locked' : 'change_password_wrong_current', ip });
    if (locked) throw new HttpError(423, { error: 'account_locked', message: lockedMessage, userAccountLocked: true });
    throw new HttpError(422, { errors: { current_password: [currentPasswordIncorrectMessage] } });
  }
  await clearFailures(db, user.id);
  await assertAcceptablePassword(db, user, body);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await storePassword(txDb, user.id, passwordHash);
    // Whoever else knew the old password is logged out; this session carries on.
    await txDb
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.session.id), isNull(sessions.revokedAt)));
  });
  await recordAttempt(db, { email, userId: user.id, succeeded: true, reason: 'password_changed', ip });
  return { status: 'ok' };
}
