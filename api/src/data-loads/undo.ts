// Undo of the last applied load (docs/data-loads.md "Undo"), in one transaction: every person
// it changed gets their values from before it back; a person it created is deleted if they never
// activated their account, and otherwise marked as left (their account and choices are kept).
// The load becomes 'undone' and the undo is its own history entry.
import { dataLoadBusyMessage, dataLoadUndoMessage, type DataLoad } from '@portal/contract/data-loads';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { dataLoadChanges, dataLoads } from '../db/schema-data-loads.js';
import { users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { timeSlices } from '../event-loop.js';
import { HttpError, notFound } from '../http/errors.js';
import { clientIsBusy } from './apply.js';
import type { EmployeeValues } from './employee-values.js';
import { updateEmployees, writeBatchSize } from './employee-writes.js';
import { undoableLoadId } from './loads.js';

const undoRefused = () => new HttpError(409, { message: dataLoadUndoMessage });

export async function undoLoad(db: Database, employer: EmployerSession, loadId: number): Promise<DataLoad> {
  const { clientId } = employer.user;
  const [load] = await db
    .select({
      id: dataLoads.id,
      kind: dataLoads.kind,
      status: dataLoads.status,
      fileName: dataLoads.fileName,
      rows: dataLoads.rows,
      counts: dataLoads.counts,
    })
    .from(dataLoads)
    .where(and(eq(dataLoads.id, loadId), eq(dataLoads.clientId, clientId)));
  if (!load) throw notFound();
  if (await clientIsBusy(db, clientId)) throw new HttpError(409, { message: dataLoadBusyMessage });
  if (load.kind !== 'load' || load.status !== 'applied' || (await undoableLoadId(db, clientId)) !== load.id)
    throw undoRefused();

  const undo = await withTransaction(db, async (tx) => {
    const [marked] = await tx
      .update(dataLoads)
      .set({ status: 'undone' })
      .where(and(eq(dataLoads.id, load.id), eq(dataLoads.status, 'applied')))
      .returning({ id: dataLoads.id });
    if (!marked) throw undoRefused();
    const changes = await tx.select().from(dataLoadChanges).where(eq(dataLoadChanges.loadId, load.id));
    const created = changes.filter((change) => change.created).map((change) => change.userId);
    const restored = changes
      .filter((change) => !change.created && change.before)
      .map((change) => ({ userId: change.userId, values: change.before as unknown as EmployeeValues }));
    const slices = timeSlices();
    for (let start = 0; start < created.length; start += writeBatchSize) {
      await slices.pause();
      const batch = created.slice(start, start + writeBatchSize);
      // Never activated: removed. Activated since: kept, as a leaver.
      await tx
        .delete(users)
        .where(and(inArray(users.id, batch), isNull(users.activatedAt), isNull(users.passwordHash)));
      await tx.update(users).set({ employmentStatus: 'left' }).where(inArray(users.id, batch));
    }
    for (let start = 0; start < restored.length; start += writeBatchSize) {
      await slices.pause();
      await updateEmployees(tx, restored.slice(start, start + writeBatchSize));
    }
    const [row] = await tx
      .insert(dataLoads)
      .values({
        clientId,
        uploadedBy: employer.user.id,
        fileName: load.fileName,
        rows: load.rows,
        counts: load.counts,
        status: 'undo',
        kind: 'undo',
        undoesLoadId: load.id,
        sendWelcomeEmails: false,
        appliedAt: sql`now()`,
      })
      .returning();
    await audit(tx, employer, 'data-load.undo', {
      loadId: load.id,
      undoId: row!.id,
      deleted: created.length,
      restored: restored.length,
    });
    return row!;
  });
  return {
    id: undo.id,
    fileName: undo.fileName,
    uploadedBy: `${employer.user.firstName} ${employer.user.surname}`,
    uploadedAt: (undo.appliedAt ?? undo.createdAt).toISOString(),
    rows: undo.rows,
    counts: undo.counts,
    result: 'undo',
    undoesLoadId: load.id,
    canUndo: false,
  };
}
