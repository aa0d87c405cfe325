// Forgotten and reset password (the reset wizard): a mailed one-hour link, the date
// of birth, then the new password. Whether an email is known is never revealed.
import type {
  ForgotPasswordAnswer,
  ResetBody,
  ResetLinkInvalid,
  ResetPasswordAnswer,
} from '@portal/contract/password-reset';
import type { PasswordCheckAnswer } from '@portal/contract/shared';
import { eq, sql } from 'drizzle-orm';
import { passwordsRefusedFor, personRuleColumns } from '../access/rules.js';
import { checkLinkPassword, setPasswordThroughLink } from '../auth/new-password.js';
import { findOneTimeToken, issueOneTimeToken, type TokenHolder, verifyDateOfBirth } from '../auth/one-time-tokens.js';
import { emailKey, recordAttempt } from '../auth/secret-guard.js';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { enqueueJob, type JobHandler } from '../jobs/worker.js';
import { queueMail } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/messages.js';

export const resetSentMessage =
  'If an account exists for that email address, we have sent it a link to reset the password.';
export const resetLinkInvalidMessage = 'Your password reset link has expired or is invalid.';

const linkInvalid = () =>
  new HttpError(410, { valid: false, verified: false, message: resetLinkInvalidMessage } satisfies ResetLinkInvalid);

/** The job that decides, off the request, whether a forgotten-password request gets a mail. */
export const resetRequestJobKind = 'password-reset-request';

/**
 * Takes a forgotten-password request: one INSERT of a job, the same for every email, so the answer
 * says nothing about accounts in its words or in its time. Issuing a link and queueing its mail
 * (a few more writes, for a known email only) made a known email's answer measurably slower
 * (bench/forgot-password.ts); the job does that work after the answer has gone.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<ForgotPasswordAnswer> {
  await enqueueJob(db, resetRequestJobKind, { email: emailKey(email) });
  return { sent: true, message: resetSentMessage };
}

/**
 * The job: a reset link and its mail for an account that has a password and may use one; nothing
 * for an unknown email, an account never activated (it activates instead) or someone whose client
 * takes no password. The link and the mail are written together, so a retried job never leaves a
 * mail whose link a later one voided.
 */
export function resetRequestHandler({ db, config }: { db: Database; config: ApiConfig }): JobHandler {
  return async (payload) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        passwordHash: users.passwordHash,
        domain: clients.domain,
        brand: clients.benefitBrandName,
        ...personRuleColumns,
      })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(sql`lower(${users.email}) = ${email}`);
    if (!user?.passwordHash || passwordsRefusedFor(user)) return;
    await withTransaction(db, async (tx) => {
      const token = await issueOneTimeToken(tx, 'reset', user.id);
      await queueMail(
        tx,
        passwordResetMail(user.email, user.brand ?? 'Benefits portal', publicOriginOf(config, user.domain), token),
      );
    });
  };
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

export async function verifyResetDateOfBirth(
  db: Database,
  token: string,
  isoDate: string,
  ip?: string,
): Promise<{ verified: true }> {
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
  await recordAttempt(db, {
    email: holder.email.toLowerCase(),
    userId: holder.userId,
    succeeded: true,
    reason: 'password_reset',
    ip: request.ip,
  });
  return { reset: true, redirectURL: null };
}
