// Activation (spec section 4 "Activation"): the link's lookup, the date-of-birth step and the
// password step, which activates the account and logs the person in (or on to 2FA setup).
import type { Database } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { assertAcceptablePassword, storePassword, type NewPassword } from '../passwords/new-password.js';
import { checkNewPassword } from '../passwords/password-history.js';
import { hashPassword } from '../session/passwords.js';
import { loginSuccess, type LoginSuccess } from '../session/login.js';
import { recordAttempt } from '../session/attempts.js';
import { checkDateOfBirth, consumeOneTimeToken, findOneTimeToken, type TokenHolder } from '../session/one-time-tokens.js';

export const activationInvalidMessage = 'This activation link is not valid';
export const activationExpiredMessage = 'This activation link has expired or has already been used';
export const dateOfBirthMismatchMessage = 'This date does not match our records';

/** The holder of a usable activation link, or 404/410 `{ status: 'error', message }`. */
async function usableActivation(db: Database, activationId: string): Promise<TokenHolder> {
  const holder = await findOneTimeToken(db, 'activation', activationId);
  if (!holder) throw new HttpError(404, { status: 'error', message: activationInvalidMessage });
  // An account that already has a password is activated: its link has done its job.
  if (!holder.usable || holder.activated) throw new HttpError(410, { status: 'error', message: activationExpiredMessage });
  return holder;
}

export async function lookUpActivation(db: Database, activationId: string) {
  const holder = await usableActivation(db, activationId);
  return { status: 'ok', firstName: holder.firstName, surname: holder.surname, email: holder.email, requiresTwoFa: holder.clientRequiresTwoFa };
}

/** Throws 422 for a date that does not match, 410 when that was the last try the link allows. */
export async function verifyDateOfBirth(db: Database, holder: TokenHolder, isoDate: string, ip: string | undefined, expired: () => HttpError) {
  const outcome = await checkDateOfBirth(db, holder, isoDate, ip);
  if (outcome === 'void') throw expired();
  if (outcome === 'mismatch') throw new HttpError(422, { verified: false, errors: { date_of_birth: [dateOfBirthMismatchMessage] } });
}

const activationExpired = () => new HttpError(410, { status: 'error', verified: false, message: activationExpiredMessage });

export async function verifyActivationDateOfBirth(db: Database, activationId: string, isoDate: string, ip?: string) {
  const holder = await usableActivation(db, activationId);
  await verifyDateOfBirth(db, holder, isoDate, ip, activationExpired);
  return { verified: true };
}

/** The nine rules for a password typed on the activation page, as /password-reset/check does for a reset link. */
export async function checkActivationPassword(db: Database, activationId: string, password: string) {
  const holder = await usableActivation(db, activationId);
  const checks = await checkNewPassword(db, { id: holder.userId, firstName: holder.firstName, surname: holder.surname, email: holder.email }, password);
  return { data: { checks } };
}

export interface ActivateRequest extends NewPassword {
  activationId: string;
  date_of_birth: string;
  ip?: string;
}

export async function activate(db: Database, request: ActivateRequest): Promise<LoginSuccess> {
  const holder = await usableActivation(db, request.activationId);
  // The date of birth is checked again: the password step must not be reachable without it.
  await verifyDateOfBirth(db, holder, request.date_of_birth, request.ip, activationExpired);
  await assertAcceptablePassword(db, { id: holder.userId, firstName: holder.firstName, surname: holder.surname, email: holder.email }, request);
  const passwordHash = await hashPassword(request.password);
  const activated = await db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx as unknown as Database, holder.tokenId))) return false;
    await storePassword(tx as unknown as Database, holder.userId, passwordHash, { activate: true });
    return true;
  });
  if (!activated) throw activationExpired();
  const success = await loginSuccess(db, holder.userId, { enabled: false, required: holder.clientRequiresTwoFa });
  await recordAttempt(db, { email: holder.email.toLowerCase(), userId: holder.userId, succeeded: true, reason: 'activation', ip: request.ip });
  return success;
}
