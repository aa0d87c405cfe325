// Password login (docs/rest-api.md "Login rules"): argon2id, the same answer for unknown emails
// and wrong passwords, failures counted in the database, a 15-minute lock at the 5th.
import { eq, sql } from 'drizzle-orm';
import type { Captcha } from '../captcha/captcha.js';
import { captchaMessage } from '../captcha/captcha.js';
import type { Database } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { accountLocked, clearFailures, countFailure, recordAttempt } from './attempts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { issueSetupSecret } from './two-factor.js';

export interface LoginRequest {
  email: string;
  password: string;
  deviceToken: string;
  recaptcha?: string;
  ip?: string;
}

export interface LoginSuccess {
  access_token?: string;
  token_type: 'Bearer';
  expires_in: number;
  is_should_setup_2fa: boolean;
  is_should_validate_2fa: boolean;
  showRecaptcha: false;
  userAccountLocked: false;
  /** Only with is_should_setup_2fa: the pending secret and its otpauth:// URL for the QR code. */
  secret?: string;
  url?: string;
}

// Unknown emails are verified against this so they take as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/** Computes the dummy hash ahead of the first unknown email, which would otherwise be slower. */
export function prepareLogin(): void {
  dummyPasswordHash().catch(() => {
    dummyHash = undefined;
  });
}

const invalidCredentials = () => new HttpError(401, { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false });
export const captchaFailed = () => new HttpError(422, { errors: { recaptcha: [captchaMessage] }, showRecaptcha: true });

/** The answer to a right password: a session, or the second factor still to validate or set up. */
export async function loginSuccess(db: Database, userId: number, twoFa: { enabled: boolean; required: boolean }): Promise<LoginSuccess> {
  const base = { token_type: 'Bearer', showRecaptcha: false, userAccountLocked: false } as const;
  if (twoFa.enabled) return { ...base, expires_in: 0, is_should_setup_2fa: false, is_should_validate_2fa: true };
  if (twoFa.required) {
    return { ...base, expires_in: 0, is_should_setup_2fa: true, is_should_validate_2fa: false, ...(await issueSetupSecret(db, userId)) };
  }
  const session = await startSession(db, userId);
  return { ...base, access_token: session.token, expires_in: session.expiresIn, is_should_setup_2fa: false, is_should_validate_2fa: false };
}

export async function logIn(db: Database, captcha: Captcha, request: LoginRequest): Promise<LoginSuccess> {
  const email = request.email.trim().toLowerCase();
  const [found] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      mfaEnabled: users.mfaEnabled,
      lockedUntil: users.lockedUntil,
      clientRequiresTwoFa: clients.requiresTwoFa,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`lower(${users.email}) = ${email}`);

  const record = (userId: number | null, succeeded: boolean, reason: string) =>
    recordAttempt(db, { email, userId, succeeded, reason, ip: request.ip, deviceToken: request.deviceToken });

  // After a failed attempt on this email (known or not, alike) the next one must carry a solved
  // captcha; without one the password is not even looked at.
  if ((await captcha.isRequiredFor(email)) && !(await captcha.verify(request.recaptcha))) {
    await record(found?.id ?? null, false, 'captcha_required');
    throw captchaFailed();
  }

  // An account that is not activated has no password yet: it fails exactly like an unknown email.
  const passwordMatches = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), request.password);
  if (!found || !found.passwordHash) {
    await record(found?.id ?? null, false, found ? 'not_activated' : 'unknown_email');
    await captcha.requireFor(email);
    throw invalidCredentials();
  }

  if (!passwordMatches) {
    const { locked } = await countFailure(db, found.id);
    await record(found.id, false, locked ? 'locked' : 'wrong_password');
    await captcha.requireFor(email);
    throw locked ? accountLocked() : invalidCredentials();
  }

  // The right password does not open a locked account.
  if (!(await clearFailures(db, found.id))) {
    await record(found.id, false, 'locked');
    await captcha.requireFor(email);
    throw accountLocked();
  }
  await captcha.clearFor(email);

  const success = await loginSuccess(db, found.id, { enabled: found.mfaEnabled, required: found.clientRequiresTwoFa ?? false });
  const reason = success.is_should_validate_2fa ? 'second_factor_required' : success.is_should_setup_2fa ? 'second_factor_setup_required' : 'success';
  await record(found.id, true, reason);
  return success;
}
