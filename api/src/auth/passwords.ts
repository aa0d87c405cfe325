// argon2id (the library's default algorithm) with its default cost parameters.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

// Unknown emails are verified against this so they take as long as a wrong password.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/** Computes the dummy hash ahead of the first unknown email, which would otherwise be slower. */
export function prepareDummyHash(): void {
  dummyPasswordHash().catch(() => {
    dummyHash = undefined;
  });
}

/**
 * True only for an account that has a password and was given it. Every other case still runs one
 * argon2id verification, so an unknown or unactivated email takes as long as a wrong password.
 */
export async function passwordMatches(
  found: { passwordHash: string | null } | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  return Boolean(found?.passwordHash) && matches;
}

/** Why a password check failed, for login_attempts only: every case answers alike. */
export function passwordFailureReason(found: { passwordHash: string | null } | undefined): string {
  if (!found) return 'unknown_email';
  return found.passwordHash ? 'wrong_password' : 'not_activated';
}
