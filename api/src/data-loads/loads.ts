// The data_loads rows (docs/data-loads.md): a dry run stored as one row with its valid rows in
// one gzip blob, how an upload and a history entry are answered, discarding, the sweep of
// abandoned dry runs, the history and the date of the last upload.
import {
  dataLoadColumns,
  dataLoadNotReadyMessage,
  type DataLoad,
  type EmployeeDataUpload,
} from '@portal/contract/data-loads';
import { and, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { dataLoads } from '../db/schema-data-loads.js';
import { users } from '../db/schema-people.js';
import { HttpError, notFound } from '../http/errors.js';
import type { DryRun } from './dry-run.js';
import { type FileEmployee, unpackRows } from './employee-values.js';
import { progressOf } from './progress.js';

const { rowsBlob, ...loadFields } = getTableColumns(dataLoads);

/**
 * A load's columns but its blob: the blob is a megabyte or two at 100,000 rows, and reading it back
 * with the row (the dry run's insert, every status poll) cost a 100,000-row dry run a sixth of its
 * time. Only applying and the eligibility difference read it (rowsOfLoad).
 */
export const loadColumns = { ...loadFields, hasRows: sql<boolean>`${rowsBlob} is not null`.as('has_rows') };

export type LoadRow = Omit<typeof dataLoads.$inferSelect, 'rowsBlob'> & { hasRows: boolean };

/** The valid rows a dry run kept; none once the load was applied, failed or discarded. */
export async function rowsOfLoad(db: Database, loadId: number): Promise<FileEmployee[] | null> {
  const [row] = await db.select({ rowsBlob }).from(dataLoads).where(eq(dataLoads.id, loadId));
  return row?.rowsBlob ? unpackRows(row.rowsBlob) : null;
}

/** A dry run not applied within this long is deleted (on the next upload, and by a timer). */
export const dryRunLifetimeMinutes = 60;
const abandonedBefore = sql`now() - make_interval(mins => ${dryRunLifetimeMinutes})`;

/** Deletes every dry run older than an hour, of any client: what was read from it goes too. */
export async function sweepAbandonedDryRuns(db: Database): Promise<void> {
  await db.delete(dataLoads).where(and(eq(dataLoads.status, 'checked'), lt(dataLoads.createdAt, abandonedBefore)));
}

/** The last segment of what the browser sent (percent-encoded UTF-8 allowed), without control characters. */
export function cleanFileName(header: string | undefined): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: taken as it came.
  }
  return (
    (name.split(/[/\\]/).pop() ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200)
  );
}

export async function storeDryRun(
  db: Database,
  employer: EmployerSession,
  fileName: string,
  dryRun: DryRun,
): Promise<LoadRow> {
  const { blob } = dryRun;
  // As base64 text decoded by the database: PGlite takes a 1 MB bytea parameter ten times slower.
  const blobValue = blob === null ? null : sql`decode(${blob.toString('base64')}, 'base64')`;
  const [row] = await db
    .insert(dataLoads)
    .values({
      clientId: employer.user.clientId,
      uploadedBy: employer.user.id,
      fileName,
      rows: dryRun.rows,
      counts: dryRun.counts,
      errorCount: dryRun.errorCount,
      errors: dryRun.errors,
      rowsBlob: blobValue,
    })
    .returning(loadColumns);
  await audit(db, employer, 'data-load.check', {
    loadId: row!.id,
    fileName,
    rows: dryRun.rows,
    errors: dryRun.errorCount,
  });
  return row!;
}

/** The client's upload (not an undo entry, not an abandoned dry run); 404 otherwise. */
export async function uploadOf(db: Database, clientId: number, uploadId: number): Promise<LoadRow> {
  const [row] = await db
    .select(loadColumns)
    .from(dataLoads)
    .where(
      and(
        eq(dataLoads.id, uploadId),
        eq(dataLoads.clientId, clientId),
        eq(dataLoads.kind, 'load'),
        or(sql`${dataLoads.status} <> 'checked'`, sql`${dataLoads.createdAt} >= ${abandonedBefore}`),
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function nameOf(db: Database, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [user] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.surname}` : '';
}

export async function uploadAnswer(db: Database, row: LoadRow): Promise<{ upload: EmployeeDataUpload }> {
  const status = row.status === 'undone' ? 'applied' : row.status === 'undo' ? 'applied' : row.status;
  const progress = (status === 'applying' ? progressOf(row.id) : undefined) ?? {
    done: row.progressDone,
    total: row.rows,
  };
  return {
    upload: {
      id: row.id,
      fileName: row.fileName,
      uploadedAt: row.createdAt.toISOString(),
      uploadedBy: await nameOf(db, row.uploadedBy),
      rows: row.rows,
      counts: row.counts,
      errorCount: row.errorCount,
      errors: row.errors,
      status,
      progress,
      sendWelcomeEmails: row.sendWelcomeEmails,
      failure: row.failure,
    },
  };
}

/** Abandons a dry run: the row and its blob are deleted. 409 once it is queued or applied. */
export async function discardDryRun(db: Database, employer: EmployerSession, row: LoadRow): Promise<void> {
  const deleted = await db
    .delete(dataLoads)
    .where(and(eq(dataLoads.id, row.id), eq(dataLoads.status, 'checked')))
    .returning({ id: dataLoads.id });
  if (deleted.length === 0) throw new HttpError(409, { message: dataLoadNotReadyMessage });
  await audit(db, employer, 'data-load.discard', { loadId: row.id });
}

const historyStatuses = ['applied', 'failed', 'undone', 'undo'] as const;

/** The load that may be undone: the newest applied-or-undone load, if it is still applied. */
export async function undoableLoadId(db: Database, clientId: number): Promise<number | undefined> {
  const [last] = await db
    .select({ id: dataLoads.id, status: dataLoads.status })
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), inArray(dataLoads.status, ['applied', 'undone'])))
    .orderBy(desc(dataLoads.appliedAt), desc(dataLoads.id))
    .limit(1);
  return last?.status === 'applied' ? last.id : undefined;
}

export async function loadHistory(db: Database, clientId: number): Promise<DataLoad[]> {
  const rows = await db
    .select({ load: dataLoads, firstName: users.firstName, surname: users.surname })
    .from(dataLoads)
    .leftJoin(users, eq(users.id, dataLoads.uploadedBy))
    .where(and(eq(dataLoads.clientId, clientId), inArray(dataLoads.status, [...historyStatuses])))
    .orderBy(desc(sql`coalesce(${dataLoads.appliedAt}, ${dataLoads.createdAt})`), desc(dataLoads.id));
  const undoable = await undoableLoadId(db, clientId);
  return rows.map(({ load, firstName, surname }) => ({
    id: load.id,
    fileName: load.fileName,
    uploadedBy: firstName === null ? '' : `${firstName} ${surname}`,
    uploadedAt: (load.appliedAt ?? load.createdAt).toISOString(),
    rows: load.rows,
    counts: load.counts,
    result: load.status as (typeof historyStatuses)[number],
    undoesLoadId: load.undoesLoadId,
    canUndo: load.id === undoable,
  }));
}

/** The latest time data was applied or undone; null before any. */
export async function lastUploadDate(db: Database, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${dataLoads.appliedAt})` })
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), inArray(dataLoads.status, ['applied', 'undo'])));
  return row?.at ? new Date(row.at).toISOString() : null;
}

export function loadTemplate() {
  return {
    fileName: 'employee-data-template.csv',
    columns: dataLoadColumns.map(({ name, required, description, example }) => ({
      name,
      required,
      description,
      example,
    })),
  };
}
