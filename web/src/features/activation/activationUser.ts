// What activation keeps while logged out (spec "Activation": the first name, surname and email
// are stored). The hand-off to the 2FA setup screens is session.ts's storePendingTwoFactor.

export interface ActivationUser {
  firstName: string;
  surname: string;
  email: string;
}

const ACTIVATION_USER = 'activationUser';

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
