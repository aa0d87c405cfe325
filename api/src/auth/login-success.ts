// What a right password leads to, wherever it was typed (login, activation, the second factor):
// a session, or the second factor still to validate or to set up.
import type { CodeOwed, LoginAnswer, SessionStarted, SetupOwed } from '@portal/contract/shared';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { startSession } from './sessions.js';
import { issueSetupSecret } from './totp.js';

export interface LoginServices {
  db: Database;
  /** Seals and opens TOTP secrets. */
  secretBox: SecretBox;
  config: { session: SessionLifetimes };
}

export interface TwoFactorDemand {
  /** The account already has 2FA: the code is validated next. */
  enabled: boolean;
  /** The account must set it up first: its organisation requires it, or it is a platform administrator. */
  required: boolean;
}

const base = { token_type: 'Bearer', showRecaptcha: false, userAccountLocked: false } as const;

/** The token response of a session just started, whichever way it was (password, SSO, masquerade). */
export function sessionStartedOf(session: { token: string; expiresIn: number }): SessionStarted {
  return {
    ...base,
    access_token: session.token,
    expires_in: session.expiresIn,
    is_should_setup_2fa: false,
    is_should_validate_2fa: false,
  };
}

/** Every factor is right: a new session and its token. */
export async function sessionStartedFor({ db, config }: LoginServices, userId: number): Promise<SessionStarted> {
  return sessionStartedOf(await startSession(db, userId, { lifetimes: config.session }));
}

/** 2FA set up first, with the pending secret to scan. */
async function setupOwedFor(services: LoginServices, userId: number): Promise<SetupOwed> {
  return {
    ...base,
    expires_in: 0,
    is_should_setup_2fa: true,
    is_should_validate_2fa: false,
    ...(await issueSetupSecret(services.db, services.secretBox, userId)),
  };
}

/** No code is owed yet: a session, or 2FA to set up first. */
export async function sessionOrSetup(
  services: LoginServices,
  userId: number,
  setupRequired: boolean,
): Promise<SessionStarted | SetupOwed> {
  return setupRequired ? setupOwedFor(services, userId) : sessionStartedFor(services, userId);
}

/** The second factor still owed after a first (a password, or a provider's login): the code, or its setup. */
export async function secondFactorOwed(
  services: LoginServices,
  userId: number,
  enabled: boolean,
): Promise<CodeOwed | SetupOwed> {
  return enabled
    ? { ...base, expires_in: 0, is_should_setup_2fa: false, is_should_validate_2fa: true }
    : setupOwedFor(services, userId);
}

export async function loginSuccess(
  services: LoginServices,
  userId: number,
  twoFa: TwoFactorDemand,
): Promise<LoginAnswer> {
  if (twoFa.enabled || twoFa.required) return secondFactorOwed(services, userId, twoFa.enabled);
  return sessionStartedFor(services, userId);
}
