// Changing the login email (docs/profile.md): the current password first,
// never in a masquerade, never where single sign-on owns the address. The new address gets a
// link; only following it, signed in as the same person within 24 hours, changes anything. The
// answer is the same whether or not another account holds the address, so it reveals none.
import type { ChangeEmailBody } from '@portal/contract/profile';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { checkCurrentPassword } from '../auth/secret-guard.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { type ApiConfig, publicOriginOf } from '../config.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { emailChanges, users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { queueMail } from '../mail/mailer.js';
import { emailChangedMail, emailChangeMail, emailInUseMail } from '../mail/messages.js';
import { currentPasswordReplies } from './change-password.js';
import { emailOwnedBySso } from './sso-email.js';

export const sameEmailMessage = 'This is already your email address';
export const ssoOwnsEmailMessage = "Your email address is managed by your organisation's single sign-on";
export const linkUnusableMessage = 'This link has expired or has already been used';
export const emailTakenMessage = 'This email address is already in use';

const lifetimeSeconds = 24 * 60 * 60;

/** PostgreSQL's unique_violation, from node-postgres and PGlite alike (drizzle may wrap it as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

const pending = and(
  isNull(emailChanges.confirmedAt),
  isNull(emailChanges.cancelledAt),
  gt(emailChanges.expiresAt, sql`now()`),
);

/** The address a person asked to move to and has not yet confirmed; null when none. */
export async function pendingEmailOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), pending))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail ?? null;
}

async function emailInUse(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

export async function requestEmailChange(
  { db, config }: { db: Database; config: ApiConfig },
  auth: Authentication,
  body: ChangeEmailBody,
  ip?: string,
): Promise<{ status: 'sent'; email: string }> {
  const { user } = auth;
  const client = await clientOf(db, user);
  if (emailOwnedBySso(client)) throw new HttpError(403, { error: { message: ssoOwnsEmailMessage } });
  const email = body.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase())
    throw new HttpError(422, { errors: { email: [sameEmailMessage] } });
  const guard = await checkCurrentPassword(db, user, body.current_password, currentPasswordReplies, {
    reason: 'email_change_wrong_current',
    ip,
  });
  const token = newToken();
  const brand = client?.benefitBrandName ?? 'Benefits portal';
  const taken = await emailInUse(db, email);
  await withTransaction(db, async (tx) => {
    // Only the newest request can be confirmed.
    await tx
      .update(emailChanges)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(emailChanges.userId, user.id), pending));
    // A taken address still gets a row, so the profile says the same as for any other address;
    // its link is never mailed, so it can only expire.
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: email,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    });
    await audit(tx, auth, 'profile.email_change_requested', { newEmail: email });
  });
  await queueMail(
    db,
    taken
      ? emailInUseMail(email, brand)
      : emailChangeMail(email, user.firstName, brand, publicOriginOf(config, client?.domain), token),
  );
  await guard.record(true, 'email_change_requested');
  return { status: 'sent', email };
}

export async function confirmEmailChange(
  db: Database,
  auth: Authentication,
  token: string,
): Promise<{ status: 'ok'; email: string }> {
  const { user } = auth;
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), pending));
  // Someone else's link reads like a used one: it tells the holder nothing.
  if (!change || change.userId !== user.id) throw new HttpError(410, { message: linkUnusableMessage });
  const client = await clientOf(db, user);
  if (emailOwnedBySso(client)) throw new HttpError(403, { error: { message: ssoOwnsEmailMessage } });
  // Taken since the request: refused here, or by the unique index when two confirm at once.
  if (await emailInUse(db, change.newEmail)) throw new HttpError(409, { message: emailTakenMessage });
  try {
    await withTransaction(db, async (tx) => {
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, user.id));
      await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(eq(emailChanges.id, change.id));
      await audit(tx, auth, 'profile.email_changed', { from: user.email, to: change.newEmail });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, { message: emailTakenMessage });
    throw error;
  }
  await queueMail(
    db,
    emailChangedMail(user.email, user.firstName, client?.benefitBrandName ?? 'Benefits portal', change.newEmail),
  );
  return { status: 'ok', email: change.newEmail };
}

export async function cancelEmailChange(db: Database, auth: Authentication): Promise<{ status: 'ok' }> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(emailChanges.userId, auth.user.id), pending));
  await audit(db, auth, 'profile.email_change_cancelled', {});
  return { status: 'ok' };
}
