// Rule 512, "isn't a previous password": the current hash and the last few in password_history,
// compared with argon2 (hashes are salted, so there is no lookup by value).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordHistory, users } from '../db/schema.js';
import { verifyPassword } from '../session/passwords.js';
import { checkPassword, type PasswordCheck } from './password-rules.js';

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

/** All nine checks for a new password of this person. */
export async function checkNewPassword(db: Database, owner: PasswordOwner, password: string): Promise<PasswordCheck[]> {
  return checkPassword(password, owner, await isPreviousPassword(db, owner.id, password));
}

export const passwordRequirementsMessage = 'Please ensure your password meets the listed requirements';
export const passwordsDoNotMatchMessage = 'The passwords do not match';
