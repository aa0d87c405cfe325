// The second factor at login (POST /login/mfa) and its first setup (POST /login/setup/mfa). Both
// re-check the password the web kept from the login step; wrong passwords and wrong codes count
// towards the same 15-minute lock as a wrong password at /login.
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Captcha } from '../captcha/captcha.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { clearFailures, countFailure, isLocked, lockedMessage, recordAttempt } from './attempts.js';
import { dummyPasswordHash, type LoginSuccess } from './login.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { acceptCode, enablePendingSecret, stepOfCode } from './two-factor.js';

export interface CodeLoginRequest {
  email: string;
  password: string;
  deviceToken: string;
  code: string;
  ip?: string;
}

/** The spec's two-factor errors: a JSON list, each with a code the web shows as a paragraph. */
export const twoFactorError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, { error: [{ code, message }], ...extra });

export const invalidCodeMessage = 'The code you entered is not valid. Please try again';
const invalidCredentials = () => twoFactorError(401, 'invalid_credentials', "We can't find a match! Try again or contact us");
const locked = () => twoFactorError(423, 'account_locked', lockedMessage, { userAccountLocked: true });
const invalidSecret = () => twoFactorError(422, 'invalid_secret', 'Your two-factor setup has expired, please log in again');

type Found = typeof users.$inferSelect;

/** Password check shared by both endpoints: the person, or a thrown 401/423 after counting it. */
async function checkPassword(db: Database, request: CodeLoginRequest, reasonPrefix: string): Promise<Found> {
  const email = request.email.trim().toLowerCase();
  const [found] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  const matches = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), request.password);
  const record = (succeeded: boolean, reason: string) =>
    recordAttempt(db, { email, userId: found?.id ?? null, succeeded, reason: `${reasonPrefix}${reason}`, ip: request.ip, deviceToken: request.deviceToken });
  if (!found?.passwordHash) {
    await record(false, found ? 'not_activated' : 'unknown_email');
    throw invalidCredentials();
  }
  if (!matches) {
    const failure = await countFailure(db, found.id);
    await record(false, failure.locked ? 'locked' : 'wrong_password');
    throw failure.locked ? locked() : invalidCredentials();
  }
  if (await isLocked(db, found.id)) {
    await record(false, 'locked');
    throw locked();
  }
  return found;
}

/** A wrong code is a failed attempt like a wrong password. */
async function wrongCode(db: Database, user: Found, request: { deviceToken?: string; ip?: string }, reason: string): Promise<never> {
  const failure = await countFailure(db, user.id);
  await recordAttempt(db, { email: user.email.toLowerCase(), userId: user.id, succeeded: false, reason: failure.locked ? 'locked' : reason, ip: request.ip, deviceToken: request.deviceToken });
  throw failure.locked ? locked() : twoFactorError(422, 'invalid_code', invalidCodeMessage);
}

async function startLoggedIn(db: Database, captcha: Captcha, user: Found, request: CodeLoginRequest, reason: string): Promise<LoginSuccess> {
  if (!(await clearFailures(db, user.id))) throw locked();
  await captcha.clearFor(user.email.toLowerCase());
  const session = await startSession(db, user.id);
  await recordAttempt(db, { email: user.email.toLowerCase(), userId: user.id, succeeded: true, reason, ip: request.ip, deviceToken: request.deviceToken });
  return {
    access_token: session.token,
    token_type: 'Bearer',
    expires_in: session.expiresIn,
    is_should_setup_2fa: false,
    is_should_validate_2fa: false,
    showRecaptcha: false,
    userAccountLocked: false,
  };
}

export async function logInWithCode(db: Database, captcha: Captcha, request: CodeLoginRequest): Promise<LoginSuccess> {
  const user = await checkPassword(db, request, '');
  if (!user.mfaEnabled || !user.mfaSecret) throw twoFactorError(422, 'two_factor_not_enabled', 'Two-factor authentication is not set up for this account');
  const outcome = await acceptCode(db, user.id, user.mfaSecret, request.code);
  if (outcome !== 'accepted') return wrongCode(db, user, request, outcome === 'replayed' ? 'replayed_code' : 'wrong_code');
  return startLoggedIn(db, captcha, user, request, 'second_factor_success');
}

export interface SetupRequest {
  type: 'temporary' | 'complete';
  code: string;
  secret: string;
  email?: string;
  password?: string;
  deviceToken?: string;
  ip?: string;
}

function sameSecret(a: string | null, b: string): boolean {
  if (a === null) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * 'temporary' (the first pass) checks a code against the pending secret and changes nothing but
 * the failure count; 'complete' also needs the password, enables 2FA and starts the session.
 */
export async function setUpTwoFactor(db: Database, captcha: Captcha, request: SetupRequest): Promise<LoginSuccess | { status: 'ok'; verified: true }> {
  if (request.type === 'temporary') {
    // The pending secret was handed only to someone who had just passed the password; the spec's
    // first pass sends no credentials, so the secret itself names the account.
    const [user] = await db.select().from(users).where(eq(users.mfaPendingSecret, request.secret));
    if (!user || (request.email && user.email.toLowerCase() !== request.email.trim().toLowerCase())) throw invalidSecret();
    if (await isLocked(db, user.id)) throw locked();
    if ((await stepOfCode(request.secret, request.code)) === undefined) return wrongCode(db, user, request, 'wrong_setup_code');
    return { status: 'ok', verified: true };
  }
  const login = { email: request.email ?? '', password: request.password ?? '', deviceToken: request.deviceToken ?? '', code: request.code, ip: request.ip };
  const user = await checkPassword(db, login, 'setup_');
  if (!sameSecret(user.mfaPendingSecret, request.secret)) throw invalidSecret();
  const step = await stepOfCode(request.secret, request.code);
  if (step === undefined) return wrongCode(db, user, request, 'wrong_setup_code');
  if (!(await enablePendingSecret(db, user.id, request.secret, step))) throw invalidSecret();
  return startLoggedIn(db, captcha, user, login, 'second_factor_setup_success');
}
