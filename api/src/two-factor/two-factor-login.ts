// The second factor at login (POST /login/mfa) and its first setup (POST /login/setup/mfa). They
// follow /login's rules (secret-guard.ts): a solved captcha after a failure on the email, every
// failure counted towards the same 15-minute lock, and one answer for every wrong secret. A wrong
// password, a wrong or replayed code, a setup secret that is not the account's and an account
// without 2FA all answer alike, so that no reply confirms the password.
import { timingSafeEqual } from 'node:crypto';
import type { CodedErrors } from '@portal/contract/errors';
import type { SessionStarted } from '@portal/contract/shared';
import type {
  CodeLoginBody,
  SetupBody,
  SetupCodeVerified,
  SsoCodeLoginBody,
  SsoSetupBody,
} from '@portal/contract/two-factor';
import { eq, sql } from 'drizzle-orm';
import { logsInOn, type PersonRuleFacts, passwordsRefusedFor, personRuleColumns } from '../access/rules.js';
import type { Captcha } from '../auth/captcha.js';
import { consumeOneTimeToken, findOneTimeToken } from '../auth/one-time-tokens.js';
import { startSsoSession } from '../auth/sso-session.js';
import { type LoginServices, sessionStartedFor } from '../auth/login-success.js';
import { passwordFailureReason, passwordMatches } from '../auth/passwords.js';
import { emailKey, lockedMessage, SecretGuard } from '../auth/secret-guard.js';
import { acceptCode, enablePendingSecret, pendingSecretHash, stepOfCode } from '../auth/totp.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';

/** What the second factor at login needs besides the request: the login's services and its robot check. */
export interface TwoFactorLoginServices extends LoginServices {
  captcha: Captcha;
}

/** The spec's two-factor errors: a JSON list, each with a code the web shows as a paragraph. */
const twoFactorError = (status: number, code: string, message: string, extra: Omit<CodedErrors, 'error'> = {}) =>
  new HttpError(status, { error: [{ code, message }], ...extra } satisfies CodedErrors);

export const invalidCodeMessage = 'The code you entered is not valid. Please try again';
const replies = {
  wrongSecret: () =>
    twoFactorError(422, 'invalid_code', invalidCodeMessage, { showRecaptcha: true, userAccountLocked: false }),
  locked: () => twoFactorError(423, 'account_locked', lockedMessage, { showRecaptcha: true, userAccountLocked: true }),
};
const invalidSecret = () =>
  twoFactorError(422, 'invalid_secret', 'Your two-factor setup has expired, please log in again');
const ssoExpiredMessage = 'Your single sign-on has expired, please sign in again';
const ssoExpired = () => twoFactorError(401, 'sso_expired', ssoExpiredMessage);

type Found = typeof users.$inferSelect;

/** The account behind an email, with what the person rules read of its client. */
async function findByEmail(
  context: TwoFactorLoginServices,
  email: string,
): Promise<(Found & PersonRuleFacts) | undefined> {
  const [found] = await context.db
    .select({ user: users, ...personRuleColumns })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`lower(${users.email}) = ${emailKey(email)}`);
  return found && { ...found.user, clientDomain: found.clientDomain, clientSsoAccessOnly: found.clientSsoAccessOnly };
}

type Attempt<T> = T & { ip?: string };

function guardOf(
  context: TwoFactorLoginServices,
  email: string,
  found: Found | undefined,
  request: { ip?: string; deviceToken?: string },
) {
  return new SecretGuard(
    context.db,
    { email, userId: found?.id ?? null, ip: request.ip, deviceToken: request.deviceToken },
    replies,
    context.captcha,
  );
}

async function startLoggedIn(
  context: TwoFactorLoginServices,
  guard: SecretGuard,
  userId: number,
  reason: string,
): Promise<SessionStarted> {
  await guard.pass();
  const started = await sessionStartedFor(context, userId);
  await guard.record(true, reason);
  return started;
}

export async function logInWithCode(
  context: TwoFactorLoginServices,
  request: Attempt<CodeLoginBody>,
): Promise<SessionStarted> {
  const found = await findByEmail(context, request.email);
  const guard = guardOf(context, request.email, found, request);
  await guard.requireCaptcha(request.recaptcha);
  if (!(await passwordMatches(found, request.password))) return guard.fail(passwordFailureReason(found));
  const user = found!;
  // As a wrong password, after the same work: see session/login.ts.
  if (passwordsRefusedFor(user)) return guard.fail('sso_access_only');
  if (!logsInOn(user, request.site)) return guard.fail('wrong_site');
  if (!user.mfaEnabled || !user.mfaSecret) return guard.fail('two_factor_not_enabled');
  // A locked address must not use up a time step of the code.
  await guard.refuseWhileLocked();
  const outcome = await acceptCode(context.db, user.id, context.secretBox.open(user.mfaSecret), request.code);
  if (outcome !== 'accepted') return guard.fail(outcome === 'replayed' ? 'replayed_code' : 'wrong_code');
  return startLoggedIn(context, guard, user.id, 'second_factor_success');
}

function sameHash(stored: string | null, secret: string): boolean {
  if (stored === null) return false;
  const left = Buffer.from(stored);
  const right = Buffer.from(pendingSecretHash(secret));
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * 'temporary' (the first pass) checks a code against the pending secret and stores nothing; a
 * wrong code counts like any other. 'complete' also needs the password, enables 2FA and starts
 * the session.
 */
export async function setUpTwoFactor(
  context: TwoFactorLoginServices,
  request: Attempt<SetupBody>,
): Promise<SessionStarted | SetupCodeVerified> {
  if (request.type === 'temporary') return checkSetupCode(context, request);
  const found = await findByEmail(context, request.email);
  const guard = guardOf(context, request.email, found, request);
  await guard.requireCaptcha(request.recaptcha);
  if (!(await passwordMatches(found, request.password))) return guard.fail(`setup_${passwordFailureReason(found)}`);
  const user = found!;
  if (passwordsRefusedFor(user)) return guard.fail('setup_sso_access_only');
  if (!logsInOn(user, request.site)) return guard.fail('setup_wrong_site');
  // The secret must be the one this account was handed: a client cannot enrol one of its own.
  if (!sameHash(user.mfaPendingSecretHash, request.secret)) return guard.fail('setup_wrong_secret');
  await guard.refuseWhileLocked();
  const step = await stepOfCode(request.secret, request.code);
  if (step === undefined) return guard.fail('wrong_setup_code');
  // Another request completed the setup with this secret first: as a replayed code.
  if (!(await enablePendingSecret(context.db, context.secretBox, user.id, request.secret, step)))
    return guard.fail('replayed_setup_code');
  return startLoggedIn(context, guard, user.id, 'second_factor_setup_success');
}

/**
 * The first pass sends no credentials (the spec's payload): the pending secret, handed only to
 * someone who had just passed the password, names the account. Its email is then guarded as at
 * every other step; success changes nothing, so it cannot reset the count of the steps around it.
 */
async function checkSetupCode(
  context: TwoFactorLoginServices,
  request: Attempt<Extract<SetupBody, { type: 'temporary' }>>,
): Promise<SetupCodeVerified> {
  const [user] = await context.db
    .select()
    .from(users)
    .where(eq(users.mfaPendingSecretHash, pendingSecretHash(request.secret)));
  if (!user || (request.email && emailKey(user.email) !== emailKey(request.email))) throw invalidSecret();
  const guard = guardOf(context, user.email, user, request);
  await guard.requireCaptcha(request.recaptcha);
  await guard.refuseWhileLocked();
  if ((await stepOfCode(request.secret, request.code)) === undefined) return guard.fail('wrong_setup_code');
  await guard.record(true, 'setup_code_verified');
  return { status: 'ok', verified: true };
}

/**
 * A single-sign-on login that owes the organisation's 2FA: the pending token POST /login/sso
 * handed out stands for the email and password, and the same guard counts every wrong code on
 * the person's email. The token is used up only by the success, so a mistyped code can be retried.
 */
async function ssoPendingHolder(
  context: TwoFactorLoginServices,
  token: string,
): Promise<{ user: Found; tokenId: number }> {
  const holder = await findOneTimeToken(context.db, 'sso_pending', token);
  if (!holder?.usable) throw ssoExpired();
  const [user] = await context.db.select().from(users).where(eq(users.id, holder.userId));
  if (!user) throw ssoExpired();
  return { user, tokenId: holder.tokenId };
}

async function finishSsoLogin(
  context: TwoFactorLoginServices,
  guard: SecretGuard,
  user: Found,
  tokenId: number,
  request: { ip?: string },
  reason: string,
): Promise<SessionStarted> {
  await guard.pass();
  if (!(await consumeOneTimeToken(context.db, tokenId))) throw ssoExpired();
  const started = await startSsoSession(context, user, request.ip);
  await guard.record(true, reason);
  return started;
}

export async function logInWithSsoCode(
  context: TwoFactorLoginServices,
  request: Attempt<SsoCodeLoginBody>,
): Promise<SessionStarted> {
  const { user, tokenId } = await ssoPendingHolder(context, request.sso_pending_token);
  const guard = guardOf(context, user.email, user, request);
  await guard.requireCaptcha(request.recaptcha);
  await guard.refuseWhileLocked();
  if (!user.mfaEnabled || !user.mfaSecret) return guard.fail('two_factor_not_enabled');
  const outcome = await acceptCode(context.db, user.id, context.secretBox.open(user.mfaSecret), request.code);
  if (outcome !== 'accepted') return guard.fail(outcome === 'replayed' ? 'replayed_code' : 'wrong_code');
  return finishSsoLogin(context, guard, user, tokenId, request, 'sso_second_factor_success');
}

export async function setUpTwoFactorAfterSso(
  context: TwoFactorLoginServices,
  request: Attempt<SsoSetupBody>,
): Promise<SessionStarted> {
  const { user, tokenId } = await ssoPendingHolder(context, request.sso_pending_token);
  const guard = guardOf(context, user.email, user, request);
  await guard.requireCaptcha(request.recaptcha);
  if (!sameHash(user.mfaPendingSecretHash, request.secret)) return guard.fail('setup_wrong_secret');
  await guard.refuseWhileLocked();
  const step = await stepOfCode(request.secret, request.code);
  if (step === undefined) return guard.fail('wrong_setup_code');
  if (!(await enablePendingSecret(context.db, context.secretBox, user.id, request.secret, step)))
    return guard.fail('replayed_setup_code');
  return finishSsoLogin(context, guard, user, tokenId, request, 'sso_second_factor_setup_success');
}
