// Report downloads as links the browser can follow (SECURITY.md 11): the gateway asks for a
// ticket with the user's bearer token, the browser follows /downloads/<ticket>, and the ticket is
// redeemed here once, within 60 seconds, while the session that asked for it is still alive.
// Tickets live in the database, so any gateway or api instance can redeem one.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { downloadTickets, sessions, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { idleTimeoutSeconds } from '../session/sessions.js';
import { hashToken, newToken } from '../session/tokens.js';
import type { ReportKind } from './reports.js';

export const ticketLifetimeSeconds = 60;
export const ticketExpiredMessage = 'This download link has expired, please download the report again';

export async function issueDownloadTicket(
  db: Database,
  sessionId: number,
  kind: ReportKind,
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
 * Uses the ticket up (one UPDATE, so two parallel redemptions cannot both win) and answers what
 * it names and who asked for it; 410 when unknown, used, expired or its session has ended.
 */
export async function redeemDownloadTicket(db: Database, ticket: string) {
  const [used] = await db
    .update(downloadTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(downloadTickets.tokenHash, hashToken(ticket)), isNull(downloadTickets.usedAt), gt(downloadTickets.expiresAt, sql`now()`)))
    .returning();
  const gone = new HttpError(410, { message: ticketExpiredMessage });
  if (!used) throw gone;
  const [holder] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, used.sessionId),
        isNull(sessions.revokedAt),
        eq(sessions.mfaPending, false),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleTimeoutSeconds})`),
      ),
    );
  if (!holder) throw gone;
  return { kind: used.kind, params: used.params, authentication: { session: holder.session, user: holder.user } };
}
