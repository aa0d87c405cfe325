// Server-side sessions: an opaque token whose hash names a row. A session dies after the idle
// time without a call or at its absolute end after login, whichever comes first; both come from
// configuration (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS: config.session).
import { and, eq, gt, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import { defaultSessionLifetimes, type SessionLifetimes } from '../config.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { loginDays } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { sessions } from '../db/schema-sessions.js';
import { withTransaction } from '../db/transaction.js';
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
  return masquerade
    ? `${masqueradeTokenPrefix}${masquerade.userId}.${masquerade.schemeYear}.${newToken()}`
    : newToken();
}

/**
 * A login, counted where the employer's engagement figures read it: the person's last login and
 * their client's logins of the day (login_days), in the transaction that inserts the session, so
 * that a session never exists without its count, nor a count without its session.
 */
async function recordLogin(tx: Database, userId: number): Promise<void> {
  const [person] = await tx
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ clientId: users.clientId });
  // Platform administrators belong to no client: nobody's dashboard counts them.
  if (!person?.clientId) return;
  await tx
    .insert(loginDays)
    .values({ clientId: person.clientId, day: sql`(now() at time zone 'UTC')::date`, logins: 1 })
    .onConflictDoUpdate({ target: [loginDays.clientId, loginDays.day], set: { logins: sql`${loginDays.logins} + 1` } });
}

export async function startSession(db: Database, userId: number, options: StartSessionOptions = {}) {
  const { masquerade } = options;
  // A masquerade is an administrator acting, and a session still owing its second factor is not
  // yet a login: neither counts.
  if (masquerade || options.mfaPending) return insertSession(db, userId, options);
  return withTransaction(db, async (tx) => {
    const started = await insertSession(tx, userId, options);
    await recordLogin(tx, userId);
    return started;
  });
}

async function insertSession(db: Database, userId: number, options: StartSessionOptions) {
  const lifetimes = options.lifetimes ?? defaultSessionLifetimes;
  const { masquerade } = options;
  const token = tokenFor(masquerade);
  const absoluteSeconds = masquerade
    ? Math.min(lifetimes.absoluteSeconds, masquerade.minutes * 60)
    : lifetimes.absoluteSeconds;
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

/**
 * SQL: the session has been called within the idle window and has not reached its absolute end.
 * The idle window is a number, or a placeholder its prepared read fills in.
 */
export function sessionAlive(lifetimes: { idleSeconds: number | Placeholder }) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${lifetimes.idleSeconds})`),
  );
}

/** Where a call came from: the browser's address and User-Agent, when known. */
export interface CallOrigin {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

// A User-Agent is the caller's own words: kept short, so a long one cannot bloat the row.
const userAgentMaxLength = 300;

/**
 * How stale last_seen_at may grow before a call moves it. Writing the session row on every call
 * made each api read a write too (105,000 UPDATEs in one load run); once a minute keeps the idle
 * rule exact to the minute.
 */
export const touchEverySeconds = 60;

const sessionRead = preparedFor('session_by_token', (db) =>
  db
    .select({
      session: sessions,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${touchEverySeconds})`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sessionAlive({ idleSeconds: sql.placeholder('idleSeconds') }),
      ),
    )
    .limit(1),
);

/**
 * Finds the live session for a token, and moves its last_seen_at when it is a minute old or the
 * call comes from another place or device (then the session's last place and device). Undefined
 * when the token is unknown, revoked or expired.
 */
export async function touchSession(
  db: Database,
  lifetimes: SessionLifetimes,
  token: string,
  origin: CallOrigin = {},
): Promise<Session | undefined> {
  const [found] = await sessionRead(db).execute({ tokenHash: hashToken(token), idleSeconds: lifetimes.idleSeconds });
  if (!found) return undefined;
  const userAgent = origin.userAgent?.slice(0, userAgentMaxLength);
  const moved =
    (origin.ip !== undefined && origin.ip !== found.session.lastIp) ||
    (userAgent !== undefined && userAgent !== found.session.userAgent);
  if (!found.stale && !moved) return found.session;
  const [session] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, ...(origin.ip ? { lastIp: origin.ip } : {}), ...(userAgent ? { userAgent } : {}) })
    .where(eq(sessions.id, found.session.id))
    .returning();
  return session;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Seconds until the session dies if nothing else is called: what is left of the idle window since
 * last_seen_at (which moves at most once a minute), capped by the absolute end.
 */
export function secondsLeft(session: Session, lifetimes: SessionLifetimes, now = new Date()): number {
  const absolute = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  const idle = lifetimes.idleSeconds - Math.max(0, Math.floor((now.getTime() - session.lastSeenAt.getTime()) / 1000));
  return Math.max(0, Math.min(idle, absolute));
}

/**
 * Ends every live session of a person (but the one `except` names), e.g. after a new password, and
 * every masquerade acting as them: whoever knew the old password is out, and so is anyone acting
 * as the person with it still in force.
 */
export async function revokeUserSessions(db: Database, userId: number, except?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
  await endMasqueradesAs(db, userId, 'password_changed');
}

/**
 * Ends every masquerade session acting as this person (support's, or their employer's view-as).
 * Such a session is its starter's (`user_id`) and names the person in `masquerade_user_id`, so the
 * person's own sessions do not include it; yet it must not outlive the person's new password or
 * their signing out of other sessions. Each ending is audited with both identities and its cause.
 */
export async function endMasqueradesAs(db: Database, userId: number, cause: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.masqueradeUserId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id, starter: sessions.userId });
  if (ended.length === 0) return 0;
  const [person] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
  for (const session of ended) {
    await audit(
      db,
      { session: { userId: session.starter, masqueradeUserId: userId }, user: { clientId: person?.clientId ?? null } },
      'masquerade.end',
      { sessionId: session.id, cause },
    );
  }
  return ended.length;
}
