// Report downloads as links the browser can follow (SECURITY.md 11): the gateway asks for a
// ticket with the user's bearer token, the browser follows /downloads/<ticket>, and the ticket is
// redeemed here once, within 60 seconds, while the session that asked for it is still alive.
// Tickets live in the database, so any gateway or api instance can redeem one.
import { type ReportQuery, reportQuery, type TicketAnswer, type TicketBody } from '@portal/contract/employees';
import type { MessageError } from '@portal/contract/errors';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { sessionAlive } from '../auth/sessions.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { downloadTickets, sessions, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { parseFields } from '../http/validation.js';

export const ticketLifetimeSeconds = 60;
export const ticketExpiredMessage = 'This download link has expired, please download the report again';

/** A ticket for the report the query names; only the search and filter that shape it are kept. */
export async function issueDownloadTicket(db: Database, sessionId: number, request: TicketBody): Promise<TicketAnswer> {
  const { type, ...rest } = request;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'string' && value !== '') params[key] = value;
  const ticket = newToken();
  // Old tickets are of no use to anyone: clear them as new ones are made.
  await db.delete(downloadTickets).where(sql`${downloadTickets.expiresAt} < now() - interval '1 hour'`);
  await db.insert(downloadTickets).values({
    tokenHash: hashToken(ticket),
    sessionId,
    kind: type,
    params,
    expiresAt: sql`now() + make_interval(secs => ${ticketLifetimeSeconds})`,
  });
  return { ticket, expiresIn: ticketLifetimeSeconds };
}

/**
 * Uses the ticket up (one UPDATE, so two parallel redemptions cannot both win) and answers the
 * report it names and who asked for it; 410 when unknown, used, expired or its session has ended.
 */
export async function redeemDownloadTicket(db: Database, lifetimes: SessionLifetimes, ticket: string): Promise<{ query: ReportQuery; authentication: Authentication }> {
  const [used] = await db
    .update(downloadTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(downloadTickets.tokenHash, hashToken(ticket)), isNull(downloadTickets.usedAt), gt(downloadTickets.expiresAt, sql`now()`)))
    .returning();
  const gone = new HttpError(410, { message: ticketExpiredMessage } satisfies MessageError);
  if (!used) throw gone;
  const [holder] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, used.sessionId), eq(sessions.mfaPending, false), sessionAlive(lifetimes)));
  if (!holder) throw gone;
  return { query: parseFields(reportQuery, { ...used.params, type: used.kind }), authentication: holder };
}
