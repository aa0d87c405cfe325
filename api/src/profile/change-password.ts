// Changing the password from the profile (POST /password): the current password first (security
// item 10, counted by the guard like a login), never in a masquerade, the nine rules, and every
// other session of the person ended. POST /password/check answers the rules as typed; rule 512
// ("isn't a previous password") only with the current password, checked the same way, since
// without it each guess would learn whether it is the current password.
import type { FieldErrors } from '@portal/contract/errors';
import type { ChangePasswordBody, PasswordLocked, ProfilePasswordCheckBody } from '@portal/contract/profile';
import type { PasswordCheckAnswer } from '@portal/contract/shared';
import type { Authentication } from '../auth/authentication.js';
import { assertAcceptablePassword, storePassword } from '../auth/new-password.js';
import { checkNewPassword } from '../auth/password-history.js';
import { hashPassword } from '../auth/passwords.js';
import { checkCurrentPassword, lockedMessage } from '../auth/secret-guard.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';

export const currentPasswordIncorrectMessage = 'Your current password is incorrect';

/** How the profile's password-guarded calls answer a wrong or locked current password. */
export const currentPasswordReplies = {
  wrongSecret: () =>
    new HttpError(422, { errors: { current_password: [currentPasswordIncorrectMessage] } } satisfies FieldErrors),
  locked: () =>
    new HttpError(423, {
      error: 'account_locked',
      message: lockedMessage,
      userAccountLocked: true,
    } satisfies PasswordLocked),
};

export async function checkProfilePassword(
  db: Database,
  auth: Authentication,
  body: ProfilePasswordCheckBody,
  ip?: string,
): Promise<PasswordCheckAnswer> {
  const withCurrent = body.current_password !== undefined;
  if (body.current_password !== undefined) {
    const guard = await checkCurrentPassword(db, auth.user, body.current_password, currentPasswordReplies, {
      reason: 'password_check_wrong_current',
      ip,
    });
    await guard.record(true, 'password_check_current');
  }
  return { data: { checks: await checkNewPassword(db, auth.user, body.password, { judgePrevious: withCurrent }) } };
}

export async function changePassword(
  db: Database,
  auth: Authentication,
  body: ChangePasswordBody,
  ip?: string,
): Promise<{ status: 'ok' }> {
  const { user } = auth;
  const guard = await checkCurrentPassword(db, user, body.current_password, currentPasswordReplies, {
    reason: 'change_password_wrong_current',
    ip,
  });
  await assertAcceptablePassword(db, user, body);
  const passwordHash = await hashPassword(body.password);
  await withTransaction(db, async (tx) => {
    await storePassword(tx, user.id, passwordHash);
    // Whoever else knew the old password is logged out; this session carries on.
    await revokeUserSessions(tx, user.id, auth.session.id);
  });
  await guard.record(true, 'password_changed');
  return { status: 'ok' };
}
