// The spec's 'password changed' login flag (login state passwordChanged): set by the
// reset wizard on success, shown once by the login page as a success banner.
const PASSWORD_CHANGED = 'passwordChanged';

export function markPasswordChanged(): void {
  try {
    localStorage.setItem(PASSWORD_CHANGED, 'true');
  } catch {
    // Storage blocked: the login page simply shows no banner.
  }
}

export function isPasswordChanged(): boolean {
  try {
    return localStorage.getItem(PASSWORD_CHANGED) === 'true';
  } catch {
    return false;
  }
}

/** Cleared once the login page has shown it, so the banner shows once. */
export function clearPasswordChanged(): void {
  try {
    localStorage.removeItem(PASSWORD_CHANGED);
  } catch {
    // Nothing to clear.
  }
}
