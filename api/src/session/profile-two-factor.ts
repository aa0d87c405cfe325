// 2FA from the profile (v2/user/{id}/mfa): create a secret, validate a code to enable it, and
// disable it. Each asks for the person's own session, refuses masquerade, and creating or
// disabling asks for the current password (security item 10), counted like a login.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Authentication } from './authentication.js';
import { clearFailures, countFailure, isLocked, lockedMessage, recordAttempt } from './attempts.js';
import { refuseDuringMasquerade } from './masquerade-guard.js';
import { verifyPassword } from './passwords.js';
import { enablePendingSecret, issueSetupSecret, stepOfCode } from './two-factor.js';
import { invalidCodeMessage } from './two-factor-login.js';

const failure = (status: number, message: string) => new HttpError(status, { error: { message } });
const locked = () => new HttpError(423, { error: { message: lockedMessage }, userAccountLocked: true });

/** The person named in the path must be the session's own, and not acted as by an administrator. */
export function assertOwnAccount(auth: Authentication, userId: number): void {
  if (auth.user.id !== userId) throw failure(403, 'You can only change your own two-factor authentication');
  refuseDuringMasquerade(auth.session);
}

async function counted(db: Database, auth: Authentication, ok: boolean, reason: string, message: string): Promise<void> {
  const email = auth.user.email.toLowerCase();
  if (ok) {
    await recordAttempt(db, { email, userId: auth.user.id, succeeded: true, reason });
    return;
  }
  const { locked: nowLocked } = await countFailure(db, auth.user.id);
  await recordAttempt(db, { email, userId: auth.user.id, succeeded: false, reason: nowLocked ? 'locked' : `${reason}_failed` });
  throw nowLocked ? locked() : failure(422, message);
}

async function checkCurrentPassword(db: Database, auth: Authentication, password: string, reason: string): Promise<void> {
  if (await isLocked(db, auth.user.id)) throw locked();
  const ok = auth.user.passwordHash !== null && (await verifyPassword(auth.user.passwordHash, password));
  await counted(db, auth, ok, reason, 'Your current password is incorrect');
  await clearFailures(db, auth.user.id);
}

export async function createTwoFactorSecret(db: Database, auth: Authentication, password: string) {
  if (auth.user.mfaEnabled) throw failure(409, 'Two-factor authentication is already enabled');
  await checkCurrentPassword(db, auth, password, 'profile_2fa_create_password');
  return issueSetupSecret(db, auth.user.id);
}

export async function validateTwoFactorSecret(db: Database, auth: Authentication, code: string) {
  if (await isLocked(db, auth.user.id)) throw locked();
  const [row] = await db.select({ pending: users.mfaPendingSecret }).from(users).where(eq(users.id, auth.user.id));
  if (!row?.pending) throw failure(422, 'Please start the two-factor setup again');
  const step = await stepOfCode(row.pending, code);
  // counted() throws for a wrong code, so past it the step is known.
  await counted(db, auth, step !== undefined, 'profile_2fa_code', invalidCodeMessage);
  if (!(await enablePendingSecret(db, auth.user.id, row.pending, step!))) throw failure(422, 'Please start the two-factor setup again');
  await clearFailures(db, auth.user.id);
  return { status: 'ok', mfaEnabled: true };
}

export async function disableTwoFactor(db: Database, auth: Authentication, password: string) {
  const [client] = auth.user.clientId === null ? [] : await db.select({ requiresTwoFa: clients.requiresTwoFa }).from(clients).where(eq(clients.id, auth.user.clientId));
  if (client?.requiresTwoFa) throw failure(403, 'Your organisation requires two-factor authentication');
  await checkCurrentPassword(db, auth, password, 'profile_2fa_disable_password');
  await db
    .update(users)
    .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
    .where(eq(users.id, auth.user.id));
  return { status: 'ok', mfaEnabled: false };
}
