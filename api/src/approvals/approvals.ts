// Approve selections (spec sections 2, 3, 4 and 7): the pending selections of the approver's own
// client, per benefit, and the approval that moves them on in one transaction with audit rows.
// Ids from another client are treated as ids that do not exist: nothing is read or changed.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { benefits, selections, users } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Authentication } from '../session/authentication.js';
import { auditRows, requireApprover } from '../employer/access.js';

export const approvalsPerPage = 10;
export const noSelectionsMessage = 'No selections to approve/reject, please review your choice';
export const notPendingMessage = 'Some of these selections are no longer awaiting approval';

/** Every benefit of the client with selections awaiting approval: the dashboard's summary. */
export async function pendingSummary(db: Database, auth: Authentication) {
  const approver = requireApprover(auth);
  const rows = await db
    .select({ benefitId: benefits.id, benefitName: benefits.name, count: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(and(eq(benefits.clientId, approver.clientId), eq(selections.status, 'pending')))
    .groupBy(benefits.id, benefits.name)
    .orderBy(asc(benefits.name));
  return { count: rows.reduce((sum, row) => sum + row.count, 0), summary: rows };
}

export const pendingQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a whole number' }).int({ error: 'The page must be a whole number' }).min(1, { error: 'The page must be a whole number' }).max(1_000_000).optional().default(1),
});

/** One benefit's pending selections, oldest first, a page of ten; 404 for another client's benefit. */
export async function pendingForBenefit(db: Database, auth: Authentication, benefitId: number, page: number) {
  const approver = requireApprover(auth);
  const [benefit] = await db
    .select({ id: benefits.id, name: benefits.name })
    .from(benefits)
    .where(and(eq(benefits.id, benefitId), eq(benefits.clientId, approver.clientId)));
  if (!benefit) throw notFound();
  const pending = and(eq(selections.benefitId, benefit.id), eq(selections.status, 'pending'));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(selections).where(pending);
  const rows = await db
    .select({
      selectionId: selections.id,
      firstName: users.firstName,
      surname: users.surname,
      orderValue: selections.orderValuePence,
      fields: selections.fields,
      createdAt: selections.createdAt,
    })
    .from(selections)
    .innerJoin(users, eq(users.id, selections.userId))
    .where(pending)
    .orderBy(asc(selections.createdAt), asc(selections.id))
    .limit(approvalsPerPage)
    .offset((page - 1) * approvalsPerPage);
  // The dynamic columns: every field name on this page, alphabetical (jsonb keeps no key order).
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))].sort((a, b) => a.localeCompare(b));
  return {
    benefitId: benefit.id,
    benefitName: benefit.name,
    fieldNames,
    selectionsData: rows.map((row) => ({
      selectionId: row.selectionId,
      employeeName: `${row.firstName} ${row.surname}`,
      orderValue: row.orderValue,
      fields: row.fields,
      createdAt: row.createdAt.toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / approvalsPerPage)),
    per_page: approvalsPerPage,
    total,
  };
}

export const approvalBody = z.object({
  selectionIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), { error: noSelectionsMessage })
    .min(1, { error: noSelectionsMessage })
    .max(500, { error: 'Please approve or reject at most 500 selections at a time' }),
  approval: z.boolean({ error: 'This field is required' }),
});

/**
 * Approves (approval true) or rejects (false) the selections, all or none: they must all be
 * pending selections of the approver's client, else nothing changes (404 when any is unknown or
 * another client's, 409 when any was already decided, e.g. a double submission).
 */
export async function decideSelections(db: Database, auth: Authentication, selectionIds: number[], approval: boolean) {
  const approver = requireApprover(auth);
  const ids = [...new Set(selectionIds)];
  const status = approval ? ('approved' as const) : ('declined' as const);
  return db.transaction(async (tx) => {
    // Lock the rows first, so that two approvers deciding the same selections queue up.
    const found = await tx
      .select({ id: selections.id, status: selections.status, benefitId: selections.benefitId, userId: selections.userId })
      .from(selections)
      .innerJoin(benefits, eq(benefits.id, selections.benefitId))
      .where(and(inArray(selections.id, ids), eq(benefits.clientId, approver.clientId)))
      .for('update', { of: selections });
    if (found.length !== ids.length) throw notFound();
    if (found.some((row) => row.status !== 'pending')) throw new HttpError(409, { message: notPendingMessage });
    await tx
      .update(selections)
      .set({ status, decidedAt: sql`now()`, decidedBy: approver.id })
      .where(inArray(selections.id, ids));
    await auditRows(
      tx,
      auth,
      approval ? 'selection.approve' : 'selection.reject',
      found.map((row) => ({ selectionId: row.id, benefitId: row.benefitId, employeeId: row.userId, status })),
    );
    return { status: 'ok', approval, selectionIds: ids, processed: ids.length };
  });
}

/** v2/scheme/selections/status/: how many of the client's approval selections are in each status. */
export async function selectionStatusCounts(db: Database, auth: Authentication) {
  const approver = requireApprover(auth);
  const rows = await db
    .select({ status: selections.status, count: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(and(eq(benefits.clientId, approver.clientId), eq(benefits.requiresApproval, true)))
    .groupBy(selections.status);
  const counts: Record<string, number> = { pending: 0, approved: 0, declined: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return { data: counts };
}
