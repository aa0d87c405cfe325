// Approve selections: the pending selections of the approver's own
// client, per benefit, and the approval that moves them on in one transaction with audit rows.
// Ids from another client are treated as ids that do not exist: nothing is read or changed. Each
// employee hears of the decision by mail, queued in the same transaction.
import { approvalsPerPage } from '@portal/contract/constants';
import type {
  DecisionAnswer,
  PendingSelectionsAnswer,
  PendingSummaryAnswer,
  StatusCountsAnswer,
} from '@portal/contract/approvals';
import type { MessageError } from '@portal/contract/errors';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { type ApiConfig, publicOriginOf } from '../config.js';
import { auditRows } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { isLatest, personEligible } from '../db/selections.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError, notFound } from '../http/errors.js';
import { queueMails } from '../mail/mailer.js';
import { selectionDecisionMail } from '../mail/messages.js';

// Ten a page, as the employee tables (not a spec constant: the spec sizes only those).
export const notPendingMessage = 'Some of these selections are no longer awaiting approval';

/**
 * A selection awaiting approval, as benefit take-up counts Pending (docs/benefit-takeup.md): the
 * person's latest selection of the benefit in the client's scheme year, by someone the benefit is
 * open to. An order left by someone since put on probation by a scheme that excludes probation is
 * not theirs to have, so it is neither counted nor offered for approval. The query joins the
 * selection's benefit, person and client.
 */
const awaitingApproval = and(
  eq(selections.status, 'pending'),
  eq(selections.schemeYear, clients.schemeYear),
  personEligible,
  isLatest,
);

/** Every benefit of the client with selections awaiting approval: the dashboard's summary. */
export async function pendingSummary(db: Database, approver: EmployerSession): Promise<PendingSummaryAnswer> {
  const rows = await db
    .select({ benefitId: benefits.id, benefitName: benefits.name, count: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .innerJoin(clients, eq(clients.id, benefits.clientId))
    .where(and(eq(benefits.clientId, approver.user.clientId), awaitingApproval))
    .groupBy(benefits.id, benefits.name)
    .orderBy(asc(benefits.name));
  return { count: rows.reduce((sum, row) => sum + row.count, 0), summary: rows };
}

/** One benefit's pending selections, oldest first, a page of ten; 404 for another client's benefit. */
export async function pendingForBenefit(
  db: Database,
  approver: EmployerSession,
  benefitId: number,
  page: number,
): Promise<PendingSelectionsAnswer> {
  const [benefit] = await db
    .select({ id: benefits.id, name: benefits.name })
    .from(benefits)
    .where(and(eq(benefits.id, benefitId), eq(benefits.clientId, approver.user.clientId)));
  if (!benefit) throw notFound();
  const pending = and(eq(selections.benefitId, benefit.id), awaitingApproval);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .innerJoin(clients, eq(clients.id, benefits.clientId))
    .where(pending);
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
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .innerJoin(clients, eq(clients.id, benefits.clientId))
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

export interface Decision {
  selectionIds: number[];
  approval: boolean;
  /** Why they were rejected; the employee sees it on the benefit and in the mail. */
  reason?: string;
}

/**
 * Approves (approval true) or rejects (false) the selections, all or none: they must all be
 * pending selections of the approver's client, else nothing changes (404 when any is unknown or
 * another client's, 409 when any was already decided, e.g. a double submission).
 */
export async function decideSelections(
  services: { db: Database; config: ApiConfig; kickJobs: () => void },
  approver: EmployerSession,
  { selectionIds, approval, reason }: Decision,
): Promise<DecisionAnswer> {
  const ids = [...new Set(selectionIds)];
  const status = approval ? ('approved' as const) : ('declined' as const);
  // A reason belongs to a rejection only; a blank one is none.
  const rejectionReason = !approval && reason ? reason : null;
  const answer = await withTransaction(services.db, async (tx) => {
    // Lock the rows first, so that two approvers deciding the same selections queue up.
    const found = await tx
      .select({
        id: selections.id,
        status: selections.status,
        benefitId: selections.benefitId,
        userId: selections.userId,
        benefitName: benefits.name,
        email: users.email,
        firstName: users.firstName,
        domain: clients.domain,
        brand: clients.benefitBrandName,
      })
      .from(selections)
      .innerJoin(benefits, eq(benefits.id, selections.benefitId))
      .innerJoin(users, eq(users.id, selections.userId))
      .innerJoin(clients, eq(clients.id, benefits.clientId))
      .where(and(inArray(selections.id, ids), eq(benefits.clientId, approver.user.clientId)))
      .for('update', { of: selections });
    if (found.length !== ids.length) throw notFound();
    if (found.some((row) => row.status !== 'pending'))
      throw new HttpError(409, { message: notPendingMessage } satisfies MessageError);
    await tx
      .update(selections)
      .set({ status, rejectionReason, decidedAt: sql`now()`, decidedBy: approver.user.id, updatedAt: sql`now()` })
      .where(inArray(selections.id, ids));
    await auditRows(
      tx,
      approver,
      approval ? 'selection.approve' : 'selection.reject',
      found.map((row) => ({
        selectionId: row.id,
        benefitId: row.benefitId,
        employeeId: row.userId,
        from: { status: row.status },
        to: { status, rejectionReason },
      })),
    );
    await queueMails(
      tx,
      found.map((row) =>
        selectionDecisionMail({
          to: row.email,
          firstName: row.firstName,
          brand: row.brand,
          benefitName: row.benefitName,
          approved: approval,
          reason: rejectionReason,
          link: `${publicOriginOf(services.config, row.domain)}/app/my-benefits/${row.benefitId}`,
        }),
      ),
    );
    return { status: 'ok' as const, approval, selectionIds: ids, processed: ids.length };
  });
  services.kickJobs();
  return answer;
}

/** v2/scheme/selections/status/: how many of the client's approval selections are in each status. */
export async function selectionStatusCounts(db: Database, approver: EmployerSession): Promise<StatusCountsAnswer> {
  const rows = await db
    .select({ status: selections.status, count: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(and(eq(benefits.clientId, approver.user.clientId), eq(benefits.requiresApproval, true)))
    .groupBy(selections.status);
  const counts: StatusCountsAnswer['data'] = { pending: 0, approved: 0, declined: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return { data: counts };
}
