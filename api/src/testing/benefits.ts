// For benefits tests: the demo's benefit ids by slug (in the client's current scheme year), and the audit rows a selection change wrote.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema-audit.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';

export async function benefitIdOf(db: Database, slug: string, domain = 'acme'): Promise<number> {
  const [row] = await db
    .select({ id: benefits.id })
    .from(benefits)
    .innerJoin(clients, eq(clients.id, benefits.clientId))
    .where(and(eq(benefits.slug, slug), eq(clients.domain, domain), eq(benefits.schemeYear, clients.schemeYear)));
  if (!row) throw new Error(`no benefit ${slug} at ${domain}`);
  return row.id;
}

/** The audit rows about one selection, newest first. */
export async function selectionAudit(db: Database, selectionId: number) {
  return db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details, at: auditLog.createdAt })
    .from(auditLog)
    .where(sql`(${auditLog.details}->>'selectionId')::int = ${selectionId}`)
    .orderBy(desc(auditLog.id));
}
