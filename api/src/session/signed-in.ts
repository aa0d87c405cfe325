// What a signed-in session asks about itself: how long it has left, and to end.
import { audit } from '../db/audit.js';
import type { LogoutAnswer, PingAnswer } from '@portal/contract/session';
import type { Authentication } from '../auth/authentication.js';
import { revokeSession, secondsLeft } from '../auth/sessions.js';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';

export function ping(auth: Authentication, lifetimes: SessionLifetimes): PingAnswer {
  return { status: 'ok', expires_in: secondsLeft(auth.session, lifetimes) };
}

/** Ends the session on the server; a client with single sign-on names where to log out there too. */
export async function logOut(db: Database, auth: Authentication): Promise<LogoutAnswer> {
  await revokeSession(db, auth.session.id);
  // Ending a masquerade leaves the person's own identity provider alone.
  if (auth.session.masqueradeUserId !== null) {
    await audit(db, auth, 'masquerade.end', { sessionId: auth.session.id });
    return { status: 'ok', ssoLogoutUrl: null };
  }
  return { status: 'ok', ssoLogoutUrl: (await clientOf(db, auth.user))?.ssoLogoutUrl ?? null };
}
