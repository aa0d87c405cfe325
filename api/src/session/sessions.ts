// Server-side sessions: an opaque token whose hash names a row. A session dies after 15 minutes
// without a call (idle) or 8 hours after login (absolute), whichever comes first.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export const idleTimeoutSeconds = 15 * 60;
export const absoluteLifetimeSeconds = 8 * 60 * 60;

export type Session = typeof sessions.$inferSelect;

export async function startSession(db: Database, userId: number, options: { mfaPending?: boolean } = {}) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    mfaPending: options.mfaPending ?? false,
    expiresAt: sql`now() + make_interval(secs => ${absoluteLifetimeSeconds})`,
  });
  return { token, expiresIn: idleTimeoutSeconds };
}

/**
 * Finds the live session for a token and moves its last_seen_at, in one statement so that the
 * idle check and the touch cannot race. Undefined when the token is unknown, revoked or expired.
 */
export async function touchSession(db: Database, token: string): Promise<Session | undefined> {
  const [session] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleTimeoutSeconds})`),
      ),
    )
    .returning();
  return session;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Seconds until the session dies if nothing else is called: the idle window, capped by the absolute end. */
export function secondsLeft(session: Session, now = new Date()): number {
  const absolute = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(idleTimeoutSeconds, absolute));
}

/** Ends every live session of a person, e.g. after their password was reset. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
