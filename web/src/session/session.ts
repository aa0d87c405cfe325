// The login as the browser keeps it, under the spec's local-storage keys.

export interface LoginCredentials {
  access_token: string;
  expires_in: number | null;
}

export type StoredUserType = 'EMPLOYEE' | 'EMPLOYER';

const LOGGED_IN = 'loggedIn';
const CREDENTIALS = 'loginCredentials';
const USER = 'user';
/** Email and password kept only until the two-factor screens finish the login (spec section 4). */
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
  localStorage.removeItem(LOGGED_IN);
  localStorage.removeItem(CREDENTIALS);
  localStorage.removeItem(USER);
  localStorage.removeItem(PENDING_TWO_FACTOR);
}

export function storePendingTwoFactor(email: string, password: string): void {
  localStorage.setItem(PENDING_TWO_FACTOR, JSON.stringify({ email, password }));
}

export function touchLastApiCall(now = Date.now()): void {
  try {
    sessionStorage.setItem(LAST_API_CALL, String(now));
  } catch {
    // Session storage blocked: the idle prompt simply cannot run.
  }
}
