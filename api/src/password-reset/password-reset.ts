// Forgotten and reset password (spec section 4 "Reset wizard"): a mailed one-hour link, the date
// of birth, then the new password. Whether an email is known is never revealed.
import type { ForgotPasswordAnswer, ResetBody, ResetLinkInvalid, ResetPasswordAnswer } from '@portal/contract/password-reset';
import type { PasswordCheckAnswer } from '@portal/contract/shared';
import { eq, sql } from 'drizzle-orm';
import { passwordsRefusedFor, personRuleColumns } from '../access/person-rules.js';
import { checkLinkPassword, setPasswordThroughLink } from '../auth/new-password.js';
import { findOneTimeToken, issueOneTimeToken, type TokenHolder, verifyDateOfBirth } from '../auth/one-time-tokens.js';
import { emailKey, recordAttempt } from '../auth/secret-guard.js';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { queueMail } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/messages.js';

export const resetSentMessage = 'If an account exists for that email address, we have sent it a link to reset the password.';
export const resetLinkInvalidMessage = 'Your password reset link has expired or is invalid.';

const linkInvalid = () => new HttpError(410, { valid: false, verified: false, message: resetLinkInvalidMessage } satisfies ResetLinkInvalid);

/** Queues a reset mail for an activated account; does the same visible work for any email. */
export async function requestPasswordReset(db: Database, config: ApiConfig, email: string): Promise<ForgotPasswordAnswer> {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, domain: clients.domain, brand: clients.benefitBrandName, ...personRuleColumns })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`lower(${users.email}) = ${emailKey(email)}`);
  // Only an account that has a password can reset it; an unactivated one activates instead, and
  // someone whose client takes no password is answered as an unknown email, with no mail.
  if (user?.passwordHash && !passwordsRefusedFor(user)) {
    const token = await issueOneTimeToken(db, 'reset', user.id);
    await queueMail(db, passwordResetMail(user.email, user.brand ?? 'Benefits portal', publicOriginOf(config, user.domain), token));
  }
  return { sent: true, message: resetSentMessage };
}

async function usableReset(db: Database, token: string): Promise<TokenHolder> {
  const holder = await findOneTimeToken(db, 'reset', token);
  // A link of someone whose client takes no password reads as any link that does not work.
  if (!holder?.usable || !holder.activated || passwordsRefusedFor(holder)) throw linkInvalid();
  return holder;
}

export async function validateResetLink(db: Database, token: string): Promise<{ valid: true }> {
  await usableReset(db, token);
  return { valid: true };
}

export async function verifyResetDateOfBirth(db: Database, token: string, isoDate: string, ip?: string): Promise<{ verified: true }> {
  await verifyDateOfBirth(db, await usableReset(db, token), isoDate, ip, linkInvalid);
  return { verified: true };
}

/** The rules as typed; rule 512 only once the date of birth was verified for this link. */
export async function checkResetPassword(db: Database, token: string, password: string): Promise<PasswordCheckAnswer> {
  return checkLinkPassword(db, await usableReset(db, token), password);
}

/** A reset also ends the lock on the address and every session of the person. */
export async function resetPassword(db: Database, request: ResetBody & { ip?: string }): Promise<ResetPasswordAnswer> {
  const holder = await usableReset(db, request.token);
  await setPasswordThroughLink(db, holder, request, linkInvalid);
  await recordAttempt(db, { email: holder.email.toLowerCase(), userId: holder.userId, succeeded: true, reason: 'password_reset', ip: request.ip });
  return { reset: true, redirectURL: null };
}
