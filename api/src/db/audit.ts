// The audit trail: every change an employer or administrator makes writes an audit row:
// who, as whom (in a masquerade), for which client, what, when.
import type { Database } from './client.js';
import { auditLog } from './schema-audit.js';

/** Whoever acts: a session (and the person it acts as) of a user of a client. */
export interface AuditActor {
  session: { userId: number; masqueradeUserId: number | null };
  user: { clientId: number | null };
}

type Executor = Pick<Database, 'insert'>;

export async function audit(
  db: Executor,
  actor: AuditActor,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await auditRows(db, actor, action, [details]);
}

export async function auditRows(
  db: Executor,
  actor: AuditActor,
  action: string,
  detailsList: Record<string, unknown>[],
): Promise<void> {
  if (detailsList.length === 0) return;
  await db.insert(auditLog).values(
    detailsList.map((details) => ({
      actorUserId: actor.session.userId,
      asUserId: actor.session.masqueradeUserId ?? null,
      clientId: actor.user.clientId,
      action,
      details,
    })),
  );
}
