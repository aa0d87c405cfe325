// Activation: the link's lookup, the date-of-birth step and the
// password step, which activates the account and logs the person in (or on to 2FA setup).
import type { ActivateBody, ActivationGone, ActivationLookup, ActivationUnknown } from '@portal/contract/activation';
import type { PasswordCheckAnswer, SessionStarted, SetupOwed } from '@portal/contract/shared';
import { passwordsRefusedFor } from '../access/rules.js';
import { type LoginServices, sessionOrSetup } from '../auth/login-success.js';
import { checkLinkPassword, setPasswordThroughLink } from '../auth/new-password.js';
import { findOneTimeToken, type TokenHolder, verifyDateOfBirth } from '../auth/one-time-tokens.js';
import { recordAttempt } from '../auth/secret-guard.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../http/errors.js';

export const activationInvalidMessage = 'This activation link is not valid';
export const activationExpiredMessage = 'This activation link has expired or has already been used';

const activationExpired = () =>
  new HttpError(410, { status: 'error', verified: false, message: activationExpiredMessage } satisfies ActivationGone);

/** The holder of a usable activation link, or 404/410 `{ status: 'error', message }`. */
async function usableActivation(db: Database, activationId: string): Promise<TokenHolder> {
  const holder = await findOneTimeToken(db, 'activation', activationId);
  // Someone whose client takes no password activates through single sign-on: their link answers
  // as one that was never issued.
  if (!holder || passwordsRefusedFor(holder))
    throw new HttpError(404, { status: 'error', message: activationInvalidMessage } satisfies ActivationUnknown);
  // An account that already has a password is activated: its link has done its job.
  if (!holder.usable || holder.activated)
    throw new HttpError(410, { status: 'error', message: activationExpiredMessage } satisfies ActivationGone);
  return holder;
}

export async function lookUpActivation(db: Database, activationId: string): Promise<ActivationLookup> {
  const holder = await usableActivation(db, activationId);
  return {
    status: 'ok',
    firstName: holder.firstName,
    surname: holder.surname,
    email: holder.email,
    requiresTwoFa: holder.clientRequiresTwoFa,
  };
}

export async function verifyActivationDateOfBirth(
  db: Database,
  activationId: string,
  isoDate: string,
  ip?: string,
): Promise<{ verified: true }> {
  await verifyDateOfBirth(db, await usableActivation(db, activationId), isoDate, ip, activationExpired);
  return { verified: true };
}

/** The rules for a password typed on the activation page, as /password-reset/check answers for a reset link. */
export async function checkActivationPassword(
  db: Database,
  activationId: string,
  password: string,
): Promise<PasswordCheckAnswer> {
  return checkLinkPassword(db, await usableActivation(db, activationId), password);
}

export async function activate(
  services: LoginServices,
  request: ActivateBody & { ip?: string },
): Promise<SessionStarted | SetupOwed> {
  const { db } = services;
  const holder = await usableActivation(db, request.activationId);
  await setPasswordThroughLink(db, holder, request, activationExpired, { activate: true });
  const success = await sessionOrSetup(services, holder.userId, holder.clientRequiresTwoFa || holder.isPlatformAdmin);
  await recordAttempt(db, {
    email: holder.email.toLowerCase(),
    userId: holder.userId,
    succeeded: true,
    reason: 'activation',
    ip: request.ip,
  });
  return success;
}
