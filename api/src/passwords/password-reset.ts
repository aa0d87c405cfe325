// Forgotten and reset password (spec section 4 "Reset wizard"): a mailed one-hour link, the date
// of birth, then the new password. Whether an email is known is never revealed.
import { eq, sql } from 'drizzle-orm';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { queueMail } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/messages.js';
import { verifyDateOfBirth } from '../activation/activation.js';
import { recordAttempt } from '../session/attempts.js';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, type TokenHolder } from '../session/one-time-tokens.js';
import { hashPassword } from '../session/passwords.js';
import { revokeUserSessions } from '../session/sessions.js';
import { checkNewPassword } from './password-history.js';
import { assertAcceptablePassword, storePassword, type NewPassword } from './new-password.js';

export const resetSentMessage = 'If an account exists for that email address, we have sent it a link to reset the password.';
export const resetLinkInvalidMessage = 'Your password reset link has expired or is invalid.';

const linkInvalid = () => new HttpError(410, { valid: false, verified: false, message: resetLinkInvalidMessage });

/** Queues a reset mail for an activated account; does the same visible work for any email. */
export async function requestPasswordReset(db: Database, config: ApiConfig, email: string): Promise<{ sent: true; message: string }> {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, domain: clients.domain, brand: clients.benefitBrandName })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  // Only an account that has a password can reset it; an unactivated one activates instead.
  if (user?.passwordHash) {
    const token = await issueOneTimeToken(db, 'reset', user.id);
    await queueMail(db, passwordResetMail(user.email, user.brand ?? 'Benefits portal', publicOriginOf(config, user.domain), token));
  }
  return { sent: true, message: resetSentMessage };
}

async function usableReset(db: Database, token: string): Promise<TokenHolder> {
  const holder = await findOneTimeToken(db, 'reset', token);
  if (!holder?.usable || !holder.activated) throw linkInvalid();
  return holder;
}

export async function validateResetLink(db: Database, token: string) {
  await usableReset(db, token);
  return { valid: true };
}

export async function verifyResetDateOfBirth(db: Database, token: string, isoDate: string, ip?: string) {
  await verifyDateOfBirth(db, await usableReset(db, token), isoDate, ip, linkInvalid);
  return { verified: true };
}

export async function checkResetPassword(db: Database, token: string, password: string) {
  const holder = await usableReset(db, token);
  const checks = await checkNewPassword(db, { id: holder.userId, firstName: holder.firstName, surname: holder.surname, email: holder.email }, password);
  return { data: { checks } };
}

export interface ResetRequest extends NewPassword {
  token: string;
  date_of_birth: string;
  ip?: string;
}

export async function resetPassword(db: Database, request: ResetRequest) {
  const holder = await usableReset(db, request.token);
  await verifyDateOfBirth(db, holder, request.date_of_birth, request.ip, linkInvalid);
  await assertAcceptablePassword(db, { id: holder.userId, firstName: holder.firstName, surname: holder.surname, email: holder.email }, request);
  const passwordHash = await hashPassword(request.password);
  const reset = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (!(await consumeOneTimeToken(txDb, holder.tokenId))) return false;
    await storePassword(txDb, holder.userId, passwordHash);
    // Whoever knew the old password is logged out everywhere.
    await revokeUserSessions(txDb, holder.userId);
    return true;
  });
  if (!reset) throw linkInvalid();
  await recordAttempt(db, { email: holder.email.toLowerCase(), userId: holder.userId, succeeded: true, reason: 'password_reset', ip: request.ip });
  return { reset: true, redirectURL: null };
}
