// 2FA from the profile (v2/user/{id}/mfa): create a secret, validate a code to enable it, and
// disable it. Each asks for the person's own session, refuses masquerade, and creating or
// disabling asks for the current password (security item 10), counted like a login by the guard.
import type { ErrorMessage, ErrorMessageLocked } from '@portal/contract/errors';
import type { CreateSecretAnswer, DisableTwoFactorAnswer, ValidateSecretAnswer } from '@portal/contract/two-factor';
import { eq } from 'drizzle-orm';
import { requireOwnAccount } from '../access/rules.js';
import type { Authentication } from '../auth/authentication.js';
import { checkCurrentPassword, type GuardReplies, lockedMessage, SecretGuard } from '../auth/secret-guard.js';
import { enablePendingSecret, issueSetupSecret, stepOfCode } from '../auth/totp.js';
import { clientOf } from '../db/clients.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { invalidCodeMessage } from './two-factor-login.js';

export const platformAdminTwoFactorMessage = 'Platform administrators must use two-factor authentication';
const startAgainMessage = 'Please start the two-factor setup again';

const failure = (status: number, message: string) => new HttpError(status, { error: { message } } satisfies ErrorMessage);
const repliesOf = (wrongMessage: string): GuardReplies => ({
  wrongSecret: () => failure(422, wrongMessage),
  locked: () => new HttpError(423, { error: { message: lockedMessage }, userAccountLocked: true } satisfies ErrorMessageLocked),
});
const wrongPassword = repliesOf('Your current password is incorrect');

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

export async function createTwoFactorSecret({ db, secretBox }: ProfileServices, auth: Authentication, password: string): Promise<CreateSecretAnswer> {
  if (auth.user.mfaEnabled) throw failure(409, 'Two-factor authentication is already enabled');
  await passwordStep(db, auth, password, 'profile_2fa_create_password');
  return issueSetupSecret(db, secretBox, auth.user.id);
}

export async function validateTwoFactorSecret({ db, secretBox }: ProfileServices, auth: Authentication, code: string): Promise<ValidateSecretAnswer> {
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

export async function disableTwoFactor(db: Database, auth: Authentication, password: string): Promise<DisableTwoFactorAnswer> {
  // SECURITY.md 25: an account that can masquerade as anyone keeps its second factor.
  if (auth.user.isPlatformAdmin) throw failure(403, platformAdminTwoFactorMessage);
  if ((await clientOf(db, auth.user))?.requiresTwoFa) throw failure(403, 'Your organisation requires two-factor authentication');
  await passwordStep(db, auth, password, 'profile_2fa_disable_password');
  await db
    .update(users)
    .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaPendingSecretHash: null, mfaLastStep: null })
    .where(eq(users.id, auth.user.id));
  return { status: 'ok', mfaEnabled: false };
}
