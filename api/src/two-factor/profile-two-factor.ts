// 2FA from the profile (v2/user/{id}/mfa): create a secret, validate a code to enable it, and
// disable it. Each asks for the person's own session, refuses masquerade, and creating or
// disabling asks for the current password, counted like a login by the guard.
// Disabling also asks for a current code: a session and a password alone (a stolen laptop with a
// remembered password) must not be enough to remove the second factor.
import type { ErrorMessage, ErrorMessageLocked } from '@portal/contract/errors';
import type { FieldErrors } from '@portal/contract/errors';
import type {
  CreateSecretAnswer,
  DisableTwoFactorAnswer,
  DisableTwoFactorBody,
  ValidateSecretAnswer,
} from '@portal/contract/two-factor';
import { eq } from 'drizzle-orm';
import { requireOwnAccount } from '../access/rules.js';
import type { Authentication } from '../auth/authentication.js';
import { checkCurrentPassword, type GuardReplies, lockedMessage, SecretGuard } from '../auth/secret-guard.js';
import { verifyPassword } from '../auth/passwords.js';
import { acceptCode, enablePendingSecret, issueSetupSecret, stepOfCode } from '../auth/totp.js';
import { clientOf } from '../db/clients.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { invalidCodeMessage } from './two-factor-login.js';

export const platformAdminTwoFactorMessage = 'Platform administrators must use two-factor authentication';
const startAgainMessage = 'Please start the two-factor setup again';

const failure = (status: number, message: string) =>
  new HttpError(status, { error: { message } } satisfies ErrorMessage);
const repliesOf = (wrongMessage: string): GuardReplies => ({
  wrongSecret: () => failure(422, wrongMessage),
  locked: () =>
    new HttpError(423, { error: { message: lockedMessage }, userAccountLocked: true } satisfies ErrorMessageLocked),
});
const wrongPassword = repliesOf('Your current password is incorrect');
// A wrong code is said on the code's field, so the panel marks the boxes rather than the password.
const wrongCode: GuardReplies = {
  wrongSecret: () => new HttpError(422, { errors: { code: [invalidCodeMessage] } } satisfies FieldErrors),
  locked: wrongPassword.locked,
};

interface ProfileServices {
  db: Database;
  secretBox: SecretBox;
}

/** own-record: the person named in the path must be the session's own (a masquerade is refused by the contract's declaration). */
export function assertOwnAccount(auth: Authentication, userId: number): void {
  requireOwnAccount(auth, userId, () => failure(403, 'You can only change your own two-factor authentication'));
}

async function passwordStep(db: Database, auth: Authentication, password: string, reason: string): Promise<void> {
  const guard = await checkCurrentPassword(db, auth.user, password, wrongPassword, { reason: `${reason}_failed` });
  await guard.record(true, reason);
}

export async function createTwoFactorSecret(
  { db, secretBox }: ProfileServices,
  auth: Authentication,
  password: string,
): Promise<CreateSecretAnswer> {
  if (auth.user.mfaEnabled) throw failure(409, 'Two-factor authentication is already enabled');
  await passwordStep(db, auth, password, 'profile_2fa_create_password');
  return issueSetupSecret(db, secretBox, auth.user.id);
}

export async function validateTwoFactorSecret(
  { db, secretBox }: ProfileServices,
  auth: Authentication,
  code: string,
): Promise<ValidateSecretAnswer> {
  const guard = new SecretGuard(db, { email: auth.user.email, userId: auth.user.id }, repliesOf(invalidCodeMessage));
  await guard.refuseWhileLocked();
  const [row] = await db.select({ sealed: users.mfaPendingSecret }).from(users).where(eq(users.id, auth.user.id));
  if (!row?.sealed) throw failure(422, startAgainMessage);
  const pending = secretBox.open(row.sealed);
  const step = await stepOfCode(pending, code);
  if (step === undefined) return guard.fail('profile_2fa_code_failed');
  if (!(await enablePendingSecret(db, secretBox, auth.user.id, pending, step))) throw failure(422, startAgainMessage);
  await guard.pass();
  await guard.record(true, 'profile_2fa_code');
  return { status: 'ok', mfaEnabled: true };
}

/**
 * Both factors, through one count on the email: the password does not clear it (as at login while
 * a code is still owed), or a right password between wrong codes would reset their count for
 * ever; only both right do. The code is accepted once, like a login's (its time step is stored).
 */
export async function disableTwoFactor(
  { db, secretBox }: ProfileServices,
  auth: Authentication,
  body: DisableTwoFactorBody,
): Promise<DisableTwoFactorAnswer> {
  // An account that can masquerade as anyone keeps its second factor.
  if (auth.user.isPlatformAdmin) throw failure(403, platformAdminTwoFactorMessage);
  if ((await clientOf(db, auth.user))?.requiresTwoFa)
    throw failure(403, 'Your organisation requires two-factor authentication');
  const who = { email: auth.user.email, userId: auth.user.id };
  const passwordGuard = new SecretGuard(db, who, wrongPassword);
  await passwordGuard.refuseWhileLocked();
  if (!auth.user.passwordHash || !(await verifyPassword(auth.user.passwordHash, body.password)))
    await passwordGuard.fail('profile_2fa_disable_password_failed');
  const codeGuard = new SecretGuard(db, who, wrongCode);
  const secret = auth.user.mfaSecret;
  const outcome = secret ? await acceptCode(db, auth.user.id, secretBox.open(secret), body.code) : 'invalid';
  if (outcome !== 'accepted')
    await codeGuard.fail(
      outcome === 'replayed' ? 'profile_2fa_disable_replayed_code' : 'profile_2fa_disable_code_failed',
    );
  await codeGuard.pass();
  await db
    .update(users)
    .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaPendingSecretHash: null, mfaLastStep: null })
    .where(eq(users.id, auth.user.id));
  await codeGuard.record(true, 'profile_2fa_disabled');
  return { status: 'ok', mfaEnabled: false };
}
