// Downloads as links the browser can follow (no bearer token in a URL): the
// gateway asks for a ticket with the user's bearer token, the browser follows the ticket's link,
// and the ticket is redeemed once, within 60 seconds, while the session that asked for it is still
// alive. Tickets live in the database, so any gateway or api instance can redeem one. A ticket
// has a kind, and each download route redeems only its own kinds.
import type { MessageError } from '@portal/contract/errors';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { downloadTickets, sessions } from '../db/schema-sessions.js';
import { HttpError } from '../http/errors.js';
import type { Authentication } from './authentication.js';
import { sessionAlive } from './sessions.js';
import { hashToken, newToken } from './tokens.js';

export const ticketLifetimeSeconds = 60;
export const ticketExpiredMessage = 'This download link has expired, please download the report again';

export type TicketKind = (typeof downloadTickets.$inferInsert)['kind'];

/** A ticket for one download of `kind`, shaped by `params`, bound to the session. */
export async function issueTicket(
  db: Database,
  sessionId: number,
  kind: TicketKind,
  params: Record<string, string>,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = newToken();
  // Old tickets are of no use to anyone: clear them as new ones are made.
  await db.delete(downloadTickets).where(sql`${downloadTickets.expiresAt} < now() - interval '1 hour'`);
  await db.insert(downloadTickets).values({
    tokenHash: hashToken(ticket),
    sessionId,
    kind,
    params,
    expiresAt: sql`now() + make_interval(secs => ${ticketLifetimeSeconds})`,
  });
  return { ticket, expiresIn: ticketLifetimeSeconds };
}

/**
 * Uses the ticket up (one UPDATE, so two parallel redemptions cannot both win) and answers what it
 * names and who asked for it; 410 when unknown, of another kind, used, expired or its session has ended.
 */
export async function redeemTicket(
  db: Database,
  lifetimes: SessionLifetimes,
  ticket: string,
  kinds: readonly TicketKind[],
): Promise<{ kind: TicketKind; params: Record<string, string>; authentication: Authentication }> {
  const [used] = await db
    .update(downloadTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(downloadTickets.tokenHash, hashToken(ticket)),
        inArray(downloadTickets.kind, [...kinds]),
        isNull(downloadTickets.usedAt),
        gt(downloadTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  const gone = new HttpError(410, { message: ticketExpiredMessage } satisfies MessageError);
  if (!used) throw gone;
  const [holder] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, used.sessionId), eq(sessions.mfaPending, false), sessionAlive(lifetimes)));
  if (!holder) throw gone;
  return { kind: used.kind, params: used.params, authentication: holder };
}
