// Password login (docs/rest-api.md "Login rules"): argon2id, the same answer for unknown emails
// and wrong passwords, failures counted per email address (auth/secret-guard.ts), a 15-minute
// lock at the 5th. Platform administrators and people whose organisation requires it must use 2FA.
// People of a single-sign-on-only client get no password login, and a person logs in only on
// their own client's site (access/rules.ts).
import type {
  AccountLocked,
  InvalidCredentials,
  LoginBody,
  LoginUrlAnswer,
  LoginUrlBody,
} from '@portal/contract/session';
import type { LoginAnswer } from '@portal/contract/shared';
import { eq, sql } from 'drizzle-orm';
import { clientRefusesPasswords, logsInOn, passwordsRefusedFor, personRuleColumns } from '../access/rules.js';
import type { Captcha } from '../auth/captcha.js';
import { type LoginServices, loginSuccess } from '../auth/login-success.js';
import { passwordFailureReason, passwordMatches } from '../auth/passwords.js';
import { emailKey, SecretGuard } from '../auth/secret-guard.js';
import { findClientByDomain } from '../db/clients.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';

export interface SessionLoginServices extends LoginServices {
  captcha: Captcha;
}

const replies = {
  wrongSecret: () =>
    new HttpError(401, {
      error: 'invalid_credentials',
      showRecaptcha: true,
      userAccountLocked: false,
    } satisfies InvalidCredentials),
  locked: () =>
    new HttpError(423, {
      error: 'account_locked',
      userAccountLocked: true,
      showRecaptcha: true,
    } satisfies AccountLocked),
};

/**
 * The email step: whether this site sends people to single sign-on (its client takes no password),
 * and whether the password step must show the robot check from the start (owed after a failure on
 * this email, known or not). Both are decided from the site and the email as typed, never from an
 * account, so the answer is the same for a known and an unknown address.
 */
export async function loginUrlOf(
  { db, captcha }: SessionLoginServices,
  request: LoginUrlBody,
): Promise<LoginUrlAnswer> {
  const showRecaptcha = await captcha.isRequiredFor(emailKey(request.email));
  const site = await findClientByDomain(db, request.site);
  if (site && clientRefusesPasswords(site))
    return { hasSSO: true, url: `/sso/start?domain=${encodeURIComponent(site.domain)}`, showRecaptcha };
  return { hasSSO: false, showRecaptcha };
}

export async function logIn(
  services: SessionLoginServices,
  request: LoginBody & { ip?: string },
): Promise<LoginAnswer> {
  const { db } = services;
  const [found] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      mfaEnabled: users.mfaEnabled,
      isPlatformAdmin: users.isPlatformAdmin,
      clientRequiresTwoFa: clients.requiresTwoFa,
      ...personRuleColumns,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(sql`lower(${users.email}) = ${emailKey(request.email)}`);

  const guard = new SecretGuard(
    db,
    { email: request.email, userId: found?.id ?? null, ip: request.ip, deviceToken: request.deviceToken },
    replies,
    services.captcha,
  );
  await guard.requireCaptcha(request.recaptcha);
  // An account that is not activated has no password yet: it fails exactly like an unknown email.
  if (!(await passwordMatches(found, request.password))) return guard.fail(passwordFailureReason(found));
  // Refused after the same argon2id work and answered as a wrong password: nothing tells the caller
  // that this account exists or that its password was right.
  if (passwordsRefusedFor(found!)) return guard.fail('sso_access_only');
  // Another client's site would wrap this person's data in that client's brand.
  if (!logsInOn(found!, request.site)) return guard.fail('wrong_site');
  const twoFa = {
    enabled: found!.mfaEnabled,
    required: (found!.clientRequiresTwoFa ?? false) || found!.isPlatformAdmin,
  };
  // The right password does not open a locked address. While a second factor is still owed the
  // count stays: otherwise logging in again between wrong codes would reset it for ever.
  if (twoFa.enabled || twoFa.required) await guard.passFirstFactor();
  else await guard.pass();
  const success = await loginSuccess(services, found!.id, twoFa);
  await guard.record(
    true,
    success.is_should_validate_2fa
      ? 'second_factor_required'
      : success.is_should_setup_2fa
        ? 'second_factor_setup_required'
        : 'success',
  );
  return success;
}
