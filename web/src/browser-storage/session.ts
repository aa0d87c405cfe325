// The login as the browser keeps it, under the spec's local-storage keys.
import { setMasquerade } from './masquerade';

export interface LoginCredentials {
  access_token: string;
  expires_in: number | null;
}

export type StoredUserType = 'EMPLOYEE' | 'EMPLOYER';

const LOGGED_IN = 'loggedIn';
const CREDENTIALS = 'loginCredentials';
const USER = 'user';
/** The first factor (email and password, or an SSO pending token) kept only until the two-factor screens finish the login. */
const PENDING_TWO_FACTOR = 'twoFactorLogin';
const LAST_API_CALL = 'lastApiCall';

export function getCredentials(): LoginCredentials | null {
  try {
    const raw = localStorage.getItem(CREDENTIALS);
    const parsed = raw ? (JSON.parse(raw) as Partial<LoginCredentials>) : null;
    return parsed && typeof parsed.access_token === 'string' && parsed.access_token
      ? { access_token: parsed.access_token, expires_in: parsed.expires_in ?? null }
      : null;
  } catch {
    return null;
  }
}

export function isLoggedIn(): boolean {
  return localStorage.getItem(LOGGED_IN) === 'true' && getCredentials() !== null;
}

export function storeLogin(credentials: LoginCredentials, userType?: StoredUserType): void {
  localStorage.setItem(LOGGED_IN, 'true');
  localStorage.setItem(CREDENTIALS, JSON.stringify(credentials));
  if (userType) localStorage.setItem(USER, JSON.stringify({ userType }));
  localStorage.removeItem(PENDING_TWO_FACTOR);
}

export function storeUserType(userType: StoredUserType): void {
  localStorage.setItem(USER, JSON.stringify({ userType }));
}

/** Forgets the login; cookie consent (key `root`) is kept on purpose. */
export function clearLogin(): void {
  setMasquerade(null);
  localStorage.removeItem(LOGGED_IN);
  localStorage.removeItem(CREDENTIALS);
  localStorage.removeItem(USER);
  localStorage.removeItem(PENDING_TWO_FACTOR);
}

/**
 * What stands for the first factor when the second is typed: the email and password of a
 * password login, or the pending token of a single-sign-on login that owes the organisation's 2FA.
 * Either shape is also the two-factor mutations' input for it.
 */
export type FirstFactor = { email: string; password: string } | { ssoPendingToken: string };

/** The email of a password login's first factor; a single-sign-on one carries none. */
export function emailOf(firstFactor: FirstFactor): string | undefined {
  return 'email' in firstFactor ? firstFactor.email : undefined;
}

/** What the two-factor screens need to finish a login. */
export interface PendingTwoFactor {
  firstFactor: FirstFactor;
  /** The spec's mfaData: present when the organisation requires 2FA and it is not set up yet. */
  setup: { secret: string; url: string } | null;
}

/**
 * Kept in local storage, as the spec says, only until the two-factor screens finish: storeLogin,
 * clearLogin and clearPendingTwoFactor remove it.
 */
export function storePendingTwoFactor(
  firstFactor: FirstFactor,
  setup: PendingTwoFactor['setup'] = null,
  now = Date.now(),
): void {
  localStorage.setItem(PENDING_TWO_FACTOR, JSON.stringify({ firstFactor, setup, storedAt: now }));
}

/** A password left behind by an abandoned two-factor step is forgotten after this long. */
export const PENDING_TWO_FACTOR_MAX_AGE_MS = 15 * 60 * 1000;

function firstFactorOf(value: unknown): FirstFactor | null {
  const given = (value ?? {}) as Record<string, unknown>;
  if (typeof given.ssoPendingToken === 'string') return { ssoPendingToken: given.ssoPendingToken };
  if (typeof given.email === 'string' && typeof given.password === 'string')
    return { email: given.email, password: given.password };
  return null;
}

export function getPendingTwoFactor(now = Date.now()): PendingTwoFactor | null {
  try {
    const raw = localStorage.getItem(PENDING_TWO_FACTOR);
    const parsed = raw
      ? (JSON.parse(raw) as { firstFactor?: unknown; setup?: PendingTwoFactor['setup']; storedAt?: number })
      : null;
    const firstFactor = firstFactorOf(parsed?.firstFactor);
    if (!parsed || !firstFactor) return null;
    if (typeof parsed.storedAt !== 'number' || now - parsed.storedAt > PENDING_TWO_FACTOR_MAX_AGE_MS) {
      clearPendingTwoFactor();
      return null;
    }
    const setup =
      parsed.setup && typeof parsed.setup.secret === 'string' && typeof parsed.setup.url === 'string'
        ? parsed.setup
        : null;
    return { firstFactor, setup };
  } catch {
    return null;
  }
}

export function clearPendingTwoFactor(): void {
  localStorage.removeItem(PENDING_TWO_FACTOR);
}

const LOGIN_ERROR = 'loginError';

/** The spec's loginError: why the user was sent back to the login page (e.g. the server's 401 detail). */
export function storeLoginError(message: string): void {
  try {
    sessionStorage.setItem(LOGIN_ERROR, message);
  } catch {
    // Storage blocked: the login page just shows no reason.
  }
}

/** Whether a login error waits for the login page (a logout made for a reason goes there). */
export function hasLoginError(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_ERROR) !== null;
  } catch {
    return false;
  }
}

/** Reads the login error once: the login page shows it, and a reload does not show it again. */
export function takeLoginError(): string | null {
  try {
    const message = sessionStorage.getItem(LOGIN_ERROR);
    sessionStorage.removeItem(LOGIN_ERROR);
    return message;
  } catch {
    return null;
  }
}

/** When the last API call was made (ms since the epoch), or null before any. */
export function lastApiCall(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_API_CALL));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function touchLastApiCall(now = Date.now()): void {
  try {
    sessionStorage.setItem(LAST_API_CALL, String(now));
  } catch {
    // Session storage blocked: the idle prompt simply cannot run.
  }
}

const RETURN_TO = 'returnTo';

/**
 * Where a signed-out visitor was going inside the app (a link from a mail, e.g. the email
 * change's confirmation): home sends them on there once they have logged in. Only paths of this
 * app are kept, never another origin.
 */
export function rememberReturnTo(path: string): void {
  if (!path.startsWith('/app/') || /^\/app\/home\/?$/.test(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO, path);
  } catch {
    // Storage blocked: the visitor lands on home, as anyone does.
  }
}

/** The path remembered above, once; null when there is none. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_TO);
    sessionStorage.removeItem(RETURN_TO);
    return path?.startsWith('/app/') ? path : null;
  } catch {
    return null;
  }
}
