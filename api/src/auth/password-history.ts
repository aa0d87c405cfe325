// Rule 512, "isn't a previous password": the current hash and the last few in password_history,
// compared with argon2 (hashes are salted, so there is no lookup by value).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordHistory, users } from '../db/schema-people.js';
import { verifyPassword } from './passwords.js';
import type { PasswordCheck } from '@portal/contract/shared';
import { checkPassword } from './password-rules.js';

/** How many earlier passwords are remembered; each costs one argon2 verification per check. */
export const rememberedPasswords = 5;

export interface PasswordOwner {
  id: number;
  firstName: string;
  surname: string;
  email: string;
}

export async function isPreviousPassword(db: Database, userId: number, password: string): Promise<boolean> {
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const history = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(rememberedPasswords);
  const hashes = [current?.hash, ...history.map((row) => row.hash)].filter((hash): hash is string => Boolean(hash));
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return matches.some(Boolean);
}

/**
 * The checks for a new password of this person: all nine, or, without `judgePrevious`, the eight
 * that say nothing about the passwords the person has had (rule 512 answers whether a guess is
 * the current password, so it is judged only after the date of birth or the current password).
 */
export async function checkNewPassword(
  db: Database,
  owner: PasswordOwner,
  password: string,
  options: { judgePrevious: boolean },
): Promise<PasswordCheck[]> {
  return checkPassword(
    password,
    owner,
    options.judgePrevious ? await isPreviousPassword(db, owner.id, password) : undefined,
  );
}

export const passwordRequirementsMessage = 'Please ensure your password meets the listed requirements';
export const passwordsDoNotMatchMessage = 'The passwords do not match';
