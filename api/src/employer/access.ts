// Who may read and act on a client's employer tables (SECURITY.md 12): an employer user of that
// very client. The client in the path must be the session's own; another client's id answers 404
// with no data, exactly like an id that does not exist, so ids cannot be probed.
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Authentication, User } from '../session/authentication.js';

export const employerOnlyMessage = 'Access Denied';

/** The session user when they are an employer of a client; 403 otherwise. */
export function requireEmployer(auth: Authentication): User & { clientId: number } {
  const { user } = auth;
  if (user.userType !== 'employer' || user.clientId === null || user.employmentStatus !== 'active') {
    throw new HttpError(403, { message: employerOnlyMessage });
  }
  return user as User & { clientId: number };
}

/** The employer's own client id when the path names it; 404 for any other id. */
export function requireOwnClient(auth: Authentication, rawClientId: string): number {
  const user = requireEmployer(auth);
  if (String(user.clientId) !== rawClientId) throw notFound();
  return user.clientId;
}

/** Approving is for approvers (spec section 6). */
export function requireApprover(auth: Authentication): User & { clientId: number } {
  const user = requireEmployer(auth);
  if (!user.isApprover) throw new HttpError(403, { message: employerOnlyMessage });
  return user;
}

/** A positive whole id from a path, or 404. */
export function idOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
}

type Executor = Pick<Database, 'insert'>;

/** ARCHITECTURE.md "Data": every change an employer makes writes an audit row. */
export async function audit(
  db: Executor,
  auth: Authentication,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await auditRows(db, auth, action, [details]);
}

export async function auditRows(
  db: Executor,
  auth: Authentication,
  action: string,
  detailsList: Record<string, unknown>[],
): Promise<void> {
  if (detailsList.length === 0) return;
  await db.insert(auditLog).values(
    detailsList.map((details) => ({
      actorUserId: auth.session.userId,
      asUserId: auth.session.masqueradeUserId ?? null,
      clientId: auth.user.clientId,
      action,
      details,
    })),
  );
}
