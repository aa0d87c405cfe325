// The dry run (docs/data-loads.md): the file is streamed row by row through the contract's
// dataLoadRow schema; duplicates within the file and emails another person already uses are
// errors too; every valid row is then classified against the client's employees, read once into
// maps. Nothing here writes: loads.ts stores the result as one row with one compressed blob.
import {
  dataLoadColumns,
  dataLoadEmptyMessage,
  dataLoadErrorsListed,
  dataLoadMaxRows,
  dataLoadRow,
  dataLoadTooManyRowsMessage,
  rowFieldMessages,
  type DataLoadColumn,
  type DataLoadCounts,
  type RowError,
} from '@portal/contract/data-loads';
import { and, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { timeSlices } from '../event-loop.js';
import { HttpError } from '../http/errors.js';
import {
  changeOf,
  type EmployeeValues,
  type FileEmployee,
  fileEmployeeOf,
  loadClientEmployees,
  RowPacker,
  type RowChange,
} from './employee-values.js';
import { columnPositions, fileKindOf, rowsOf } from './file-reading.js';

const labels = new Map<string, string>(dataLoadColumns.map((column) => [column.name, column.label]));

/** "Row 12, date of birth: 31/02/1990 is not a date" */
export function rowErrorOf(row: number, column: DataLoadColumn | null, message: string): RowError {
  return { row, column, message: column ? `Row ${row}, ${labels.get(column)}: ${message}` : `Row ${row}: ${message}` };
}

/** The errors a dry run keeps: all counted, the first few listed in row order. */
class RowErrors {
  count = 0;
  listed: RowError[] = [];
  add(error: RowError) {
    this.count += 1;
    if (this.listed.length < dataLoadErrorsListed) this.listed.push(error);
  }
  /** Errors found after the stream (emails used elsewhere) arrive out of order: merge them. */
  merge(errors: RowError[]) {
    this.count += errors.length;
    this.listed = [...this.listed, ...errors].sort((a, b) => a.row - b.row).slice(0, dataLoadErrorsListed);
  }
}

export interface FileCheck {
  rows: number;
  errors: RowErrors;
}

/**
 * Told of each valid row as it is read (nothing keeps the rows in between, so that 100,000 of them
 * are not held as objects): an error in return makes the row invalid after all.
 */
export type RowSink = (row: FileEmployee) => RowError | undefined;

export interface ReadOptions {
  maxRows?: number;
  /** How long reading may hold the event loop before it leaves others a turn (event-loop.ts). */
  sliceMs?: number;
}

/**
 * Reads and checks the file on its own (no database): 415 for a wrong type, 422 for missing
 * columns, no rows, or more than dataLoadMaxRows rows. 100,000 rows take about 2 s of the api's
 * one thread: it leaves turns between batches, so that everyone else's requests are answered.
 */
export async function readEmployeeFile(
  bytes: Buffer,
  fileName: string,
  onRow: RowSink = () => undefined,
  { maxRows = dataLoadMaxRows, sliceMs }: ReadOptions = {},
): Promise<FileCheck> {
  const kind = fileKindOf(bytes, fileName);
  const errors = new RowErrors();
  const numbers = new Set<string>();
  const emails = new Set<string>();
  let positions: [DataLoadColumn, number][] | undefined;
  let rows = 0;
  const slices = timeSlices(sliceMs);
  for await (const batch of rowsOf(bytes, kind)) {
    await slices.pause();
    for (const { row, cells } of batch) {
      if (!positions) positions = [...columnPositions(cells)];
      else {
        rows += 1;
        if (rows > maxRows) throw new HttpError(422, { message: dataLoadTooManyRowsMessage });
        checkRow(row, cells, positions);
      }
    }
  }
  if (!positions || rows === 0) throw new HttpError(422, { message: dataLoadEmptyMessage });
  return { rows, errors };

  function checkRow(row: number, cells: string[], positions: [DataLoadColumn, number][]) {
    const input: Record<string, string> = {};
    for (const [column, index] of positions) input[column] = cells[index] ?? '';
    // Duplicates are told whatever else is wrong with either row.
    const number = (input.employee_number ?? '').trim();
    const email = (input.email ?? '').trim().toLowerCase();
    const duplicateNumber = number !== '' && numbers.has(number);
    const duplicateEmail = email !== '' && emails.has(email);
    numbers.add(number);
    emails.add(email);
    const result = dataLoadRow.safeParse(input);
    if (duplicateNumber) errors.add(rowErrorOf(row, 'employee_number', rowFieldMessages.duplicate));
    if (result.success) {
      if (duplicateEmail) errors.add(rowErrorOf(row, 'email', rowFieldMessages.duplicate));
      if (duplicateNumber || duplicateEmail) return;
      const error = onRow(fileEmployeeOf(result.data, row));
      if (error) errors.add(error);
      return;
    }
    const seen = new Set<string>(duplicateNumber ? ['employee_number'] : []);
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '') as DataLoadColumn;
      if (seen.has(column)) continue;
      seen.add(column);
      errors.add(rowErrorOf(row, labels.has(column) ? column : null, issue.message));
    }
    if (duplicateEmail && !seen.has('email')) errors.add(rowErrorOf(row, 'email', rowFieldMessages.duplicate));
  }
}

export interface DryRun {
  rows: number;
  counts: DataLoadCounts;
  errorCount: number;
  errors: RowError[];
  /** The rows to apply, packed (employee-values.ts); null when there are errors: it cannot be applied. */
  blob: Buffer | null;
}

const emailBatch = 10_000;

/**
 * Lower-cased emails of the list that a user of another client (or of none) already has: the
 * list goes as one JSON parameter per 10,000, not one parameter per email. The embedded database
 * holds the event loop while it answers (about 25 ms a batch), so batches leave turns between them.
 */
async function emailsUsedElsewhere(db: Database, clientId: number, emails: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const slices = timeSlices();
  for (let start = 0; start < emails.length; start += emailBatch) {
    await slices.pause();
    const list = JSON.stringify(emails.slice(start, start + emailBatch));
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) in (select jsonb_array_elements_text(${list}::jsonb))`,
          or(isNull(users.clientId), ne(users.clientId, clientId)),
        ),
      );
    for (const { email } of rows) taken.add(email);
  }
  return taken;
}

const nameOf = (person: EmployeeValues) => `${person.firstName} ${person.surname}`.trim().toLowerCase();

/**
 * A row whose number is an employee's, but whose name and date of birth both differ from theirs:
 * most likely a number typed wrong or another person's reused, and applying it would overwrite
 * that employee with someone else. One of the two differing is an ordinary correction.
 */
function looksLikeAnotherPerson(row: EmployeeValues, current: EmployeeValues): boolean {
  return nameOf(row) !== nameOf(current) && row.dateOfBirth !== current.dateOfBirth;
}

/**
 * The file read and checked against the client in one pass: the client's employees are read once
 * into maps; each valid row is classified and packed as it is read. Emails no user of the client
 * has are then checked against everyone else in one query per 50,000; a hit is an error after all.
 */
export async function dryRun(db: Database, clientId: number, bytes: Buffer, fileName: string): Promise<DryRun> {
  const current = await loadClientEmployees(db, clientId);
  const counts: DataLoadCounts = { new: 0, changed: 0, unchanged: 0, leaving: 0 };
  const unknownEmails = new Map<string, { row: number; change: RowChange }>();
  const packer = new RowPacker();
  const file = await readEmployeeFile(bytes, fileName, (row) => {
    const employee = current.byNumber.get(row.employeeNumber);
    if (employee && looksLikeAnotherPerson(row, employee))
      return rowErrorOf(
        row.row,
        'employee_number',
        rowFieldMessages.differentPerson(`${employee.firstName} ${employee.surname}`),
      );
    const email = row.email.toLowerCase();
    const holder = current.byEmail.get(email);
    if (holder !== undefined && holder !== row.employeeNumber)
      return rowErrorOf(row.row, 'email', rowFieldMessages.emailTaken);
    const change = changeOf(row, employee);
    counts[change] += 1;
    if (holder === undefined) unknownEmails.set(email, { row: row.row, change });
    packer.add(row);
    return undefined;
  });
  const late: RowError[] = [];
  for (const email of await emailsUsedElsewhere(db, clientId, [...unknownEmails.keys()])) {
    const { row, change } = unknownEmails.get(email)!;
    counts[change] -= 1;
    late.push(rowErrorOf(row, 'email', rowFieldMessages.emailTaken));
  }
  file.errors.merge(late);
  const errorCount = file.errors.count;
  const blob = await packer.finish();
  return { rows: file.rows, counts, errorCount, errors: file.errors.listed, blob: errorCount > 0 ? null : blob };
}
