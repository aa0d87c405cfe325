// What activation keeps while logged out (spec "Activation": the first name, surname and email
// are stored), and the hand-off to the 2FA setup screens when the organisation requires 2FA.

export interface ActivationUser {
  firstName: string;
  surname: string;
  email: string;
}

const ACTIVATION_USER = 'activationUser';
/** The two-factor screens' pending-login key and shape (web/src/session/session.ts, PendingTwoFactor). */
const PENDING_TWO_FACTOR = 'twoFactorLogin';

export function storeActivationUser(user: ActivationUser): void {
  try {
    sessionStorage.setItem(ACTIVATION_USER, JSON.stringify(user));
  } catch {
    // Storage blocked: the screen still holds the names in its state.
  }
}

export function clearActivationUser(): void {
  try {
    sessionStorage.removeItem(ACTIVATION_USER);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The organisation requires 2FA: the login continues on /two-fa-qr-setup, which finishes it with
 * the email, password and the setup secret (the spec's mfaData), kept until then as the password
 * login keeps them.
 */
export function storeTwoFactorHandOff(email: string, password: string, setup: { secret: string; url: string } | null): void {
  localStorage.setItem(PENDING_TWO_FACTOR, JSON.stringify({ email, password, setup }));
}
