// Applying a dry run (docs/data-loads.md "Apply", "Restart"): the request queues a job; the job
// writes every row in ONE transaction, a batch of ~1000 people per statement, recording what each
// changed person was before (data_load_changes, for undo). A crash part-way rolls everything
// back; the job's lock goes stale and a worker takes it again from the start. Welcome mails for
// the people it created are queued after the commit, each with a key per load and person, so a
// job that runs again never mails anyone twice.
import { dataLoadBusyMessage, dataLoadNotReadyMessage } from '@portal/contract/data-loads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import type { ApiConfig } from '../config.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { dataLoadChanges, dataLoads } from '../db/schema-data-loads.js';
import { jobs } from '../db/schema-jobs.js';
import { withTransaction } from '../db/transaction.js';
import { timeSlices } from '../event-loop.js';
import { HttpError } from '../http/errors.js';
import type { JobHandler } from '../jobs/worker.js';
import { sendActivationMail } from '../mail/welcome-mail.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { beforeOf, changeOf, type EmployeeValues, loadClientEmployees } from './employee-values.js';
import { insertEmployees, recordChanges, updateEmployees, writeBatchSize } from './employee-writes.js';
import { loadColumns, type LoadRow, rowsOfLoad } from './loads.js';
import { clearProgress, setProgress } from './progress.js';

export const dataLoadJobKind = 'data-load';

const busy = () => new HttpError(409, { message: dataLoadBusyMessage });

export async function clientIsBusy(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dataLoads.id })
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), inArray(dataLoads.status, ['queued', 'applying'])))
    .limit(1);
  return row !== undefined;
}

const isUniqueViolation = (error: unknown) => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
};

/**
 * Queues the apply: 409 unless the dry run is checked and error-free, and 409 (busy) while
 * another load of the client is queued or applying (a partial unique index makes sure of it
 * even when two requests race).
 */
export async function queueApply(
  db: Database,
  employer: EmployerSession,
  load: LoadRow,
  sendWelcomeEmails: boolean,
): Promise<LoadRow> {
  if (load.status !== 'checked' || load.errorCount > 0 || !load.hasRows)
    throw new HttpError(409, { message: dataLoadNotReadyMessage });
  if (await clientIsBusy(db, load.clientId)) throw busy();
  try {
    return await withTransaction(db, async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({ kind: dataLoadJobKind, payload: { loadId: load.id } })
        .returning({ id: jobs.id });
      const [queued] = await tx
        .update(dataLoads)
        .set({ status: 'queued', sendWelcomeEmails, jobId: job!.id })
        .where(and(eq(dataLoads.id, load.id), eq(dataLoads.status, 'checked')))
        .returning(loadColumns);
      if (!queued) throw new HttpError(409, { message: dataLoadNotReadyMessage });
      await audit(tx, employer, 'data-load.apply', { loadId: load.id, sendWelcomeEmails });
      return queued;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw busy();
    throw error;
  }
}

export interface ApplyServices {
  db: Database;
  config: ApiConfig;
  secretBox: SecretBox;
}

export const welcomeMailKey = (loadId: number, userId: number) => `data-load:${loadId}:${userId}`;

/** Writes the load in one transaction; progress goes to the in-process map between batches. */
export async function applyLoad(db: Database, load: LoadRow): Promise<void> {
  const rows = await rowsOfLoad(db, load.id);
  if (!rows) throw new Error(`load ${load.id} has no rows to apply`);
  const total = rows.length;
  setProgress(load.id, 0, total);
  try {
    await withTransaction(db, async (tx) => {
      const current = await loadClientEmployees(tx, load.clientId);
      // The embedded database can answer a whole load without the event loop turning once.
      const slices = timeSlices();
      for (let start = 0; start < total; start += writeBatchSize) {
        await slices.pause();
        const batch = rows.slice(start, start + writeBatchSize);
        const created: EmployeeValues[] = [];
        const changed: { userId: number; values: EmployeeValues; before: EmployeeValues }[] = [];
        for (const row of batch) {
          const person = current.byNumber.get(row.employeeNumber);
          const change = changeOf(row, person);
          if (change === 'new') created.push(row);
          else if (change !== 'unchanged') changed.push({ userId: person!.id, values: row, before: beforeOf(person!) });
        }
        const createdIds = await insertEmployees(tx, load.clientId, created);
        await updateEmployees(tx, changed);
        await recordChanges(tx, load.id, [...createdIds.map((userId) => ({ userId, before: null })), ...changed]);
        setProgress(load.id, start + batch.length, total);
      }
      await tx
        .update(dataLoads)
        .set({ status: 'applied', appliedAt: sql`now()`, progressDone: total, rowsBlob: null, failure: null })
        .where(eq(dataLoads.id, load.id));
    });
  } finally {
    clearProgress(load.id);
  }
}

/** Queues the welcome mail of each person the load created (once per load and person). */
async function mailNewEmployees({ db, config, secretBox }: ApplyServices, loadId: number): Promise<void> {
  const created = await db
    .select({ userId: dataLoadChanges.userId })
    .from(dataLoadChanges)
    .where(and(eq(dataLoadChanges.loadId, loadId), eq(dataLoadChanges.created, true)));
  for (const { userId } of created)
    await sendActivationMail(db, config, secretBox, userId, { idempotencyKey: welcomeMailKey(loadId, userId) });
}

export const applyFailedMessage = 'The upload could not be applied, and nothing was changed';

export function dataLoadHandler(services: ApplyServices): JobHandler {
  const { db } = services;
  return async (payload) => {
    const loadId = Number(payload.loadId);
    const [load] = await db.select(loadColumns).from(dataLoads).where(eq(dataLoads.id, loadId));
    if (!load) return;
    if (load.status === 'queued' || load.status === 'applying') {
      // 'applying' here: the instance that was applying it died; the transaction rolled back.
      await db.update(dataLoads).set({ status: 'applying', progressDone: 0 }).where(eq(dataLoads.id, loadId));
      try {
        await applyLoad(db, load);
      } catch (error) {
        const reason = isUniqueViolation(error) ? ': an email in the file is now used by another person' : '';
        await db
          .update(dataLoads)
          .set({ status: 'failed', failure: `${applyFailedMessage}${reason}`, rowsBlob: null, appliedAt: sql`now()` })
          .where(eq(dataLoads.id, loadId));
        return;
      }
    } else if (load.status !== 'applied') return;
    if (load.sendWelcomeEmails) await mailNewEmployees(services, loadId);
  };
}
