// The employee tables' report downloads as links the browser can follow: tickets of the two
// report kinds (auth/download-tickets.ts holds the mechanics every download shares).
import {
  type ReportQuery,
  reportQuery,
  reportKinds,
  type TicketAnswer,
  type TicketBody,
} from '@portal/contract/employees';
import type { Authentication } from '../auth/authentication.js';
import { issueTicket, redeemTicket } from '../auth/download-tickets.js';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { parseFields } from '../http/validation.js';

export { ticketExpiredMessage, ticketLifetimeSeconds } from '../auth/download-tickets.js';

/** A ticket for the report the query names; only the search and filter that shape it are kept. */
export async function issueDownloadTicket(db: Database, sessionId: number, request: TicketBody): Promise<TicketAnswer> {
  const { type, ...rest } = request;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'string' && value !== '') params[key] = value;
  return issueTicket(db, sessionId, type, params);
}

/** The employee report a ticket names and who asked for it; 410 when it cannot be used. */
export async function redeemDownloadTicket(
  db: Database,
  lifetimes: SessionLifetimes,
  ticket: string,
): Promise<{ query: ReportQuery; authentication: Authentication }> {
  const used = await redeemTicket(db, lifetimes, ticket, reportKinds);
  return { query: parseFields(reportQuery, { ...used.params, type: used.kind }), authentication: used.authentication };
}
