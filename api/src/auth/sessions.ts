// Server-side sessions: an opaque token whose hash names a row. A session dies after the idle
// time without a call or at its absolute end after login, whichever comes first; both come from
// configuration (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS: config.session).
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { defaultSessionLifetimes, type SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export type Session = typeof sessions.$inferSelect;

export interface StartSessionOptions {
  mfaPending?: boolean;
  /** The login paths pass the configured lifetimes; tools and tests may rely on the documented defaults. */
  lifetimes?: SessionLifetimes;
  /** A masquerade: the session's user (an administrator) acts as this person until `minutes` pass. */
  masquerade?: { userId: number; schemeYear: number; reason: string; minutes: number };
  /** Started by single sign-on: its logout also ends the identity provider's session. */
  viaSso?: boolean;
}

/**
 * A masquerade session's token names the person and the scheme year before its random part, so
 * the gateway sets the masquerade headers from the session itself, with no call and no cache
 * (docs/masquerade.md). Only the whole token's hash is stored: altering the names kills it.
 */
export const masqueradeTokenPrefix = 'msq.';

function tokenFor(masquerade: StartSessionOptions['masquerade']): string {
  return masquerade ? `${masqueradeTokenPrefix}${masquerade.userId}.${masquerade.schemeYear}.${newToken()}` : newToken();
}

export async function startSession(db: Database, userId: number, options: StartSessionOptions = {}) {
  const lifetimes = options.lifetimes ?? defaultSessionLifetimes;
  const { masquerade } = options;
  const token = tokenFor(masquerade);
  const absoluteSeconds = masquerade ? Math.min(lifetimes.absoluteSeconds, masquerade.minutes * 60) : lifetimes.absoluteSeconds;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      mfaPending: options.mfaPending ?? false,
      viaSso: options.viaSso ?? false,
      expiresAt: sql`now() + make_interval(secs => ${absoluteSeconds})`,
      ...(masquerade && {
        masqueradeUserId: masquerade.userId,
        masqueradeSchemeYear: masquerade.schemeYear,
        masqueradeReason: masquerade.reason,
        masqueradeStartedAt: sql`now()`,
        masqueradeExpiresAt: sql`now() + make_interval(secs => ${absoluteSeconds})`,
      }),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresIn: Math.min(lifetimes.idleSeconds, absoluteSeconds) };
}

/** SQL: the session has been called within the idle window and has not reached its absolute end. */
export function sessionAlive(lifetimes: SessionLifetimes) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${lifetimes.idleSeconds})`),
  );
}

/**
 * Finds the live session for a token and moves its last_seen_at, in one statement so that the
 * idle check and the touch cannot race. Undefined when the token is unknown, revoked or expired.
 */
export async function touchSession(db: Database, lifetimes: SessionLifetimes, token: string): Promise<Session | undefined> {
  const [session] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), sessionAlive(lifetimes)))
    .returning();
  return session;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Seconds until the session dies if nothing else is called: the idle window, capped by the absolute end. */
export function secondsLeft(session: Session, lifetimes: SessionLifetimes, now = new Date()): number {
  const absolute = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(lifetimes.idleSeconds, absolute));
}

/** Ends every live session of a person (but the one `except` names), e.g. after a new password. */
export async function revokeUserSessions(db: Database, userId: number, except?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except === undefined ? undefined : ne(sessions.id, except)));
}
