// An employee as a file row sets them, and as the client has them now: the same fields, so
// that a row is new, changed, unchanged or leaving by comparing the two. The client's employees
// are read once per dry run or apply into maps (by employee number and by email), never per row.
import type { DataLoadRow } from '@portal/contract/data-loads';
import { eq } from 'drizzle-orm';
import { constants, createGzip, gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Database } from '../db/client.js';
import type { EmploymentStatus } from '../db/schema-benefits.js';
import { users } from '../db/schema-people.js';

/** The users columns a file sets. */
export interface EmployeeValues {
  employeeNumber: string;
  firstName: string;
  surname: string;
  email: string;
  dateOfBirth: string;
  jobTitle: string | null;
  department: string | null;
  location: string | null;
  employmentStartDate: string | null;
  annualSalaryPence: number;
  employmentStatus: EmploymentStatus;
  onProbation: boolean;
}

export const valueFields = [
  'employeeNumber',
  'firstName',
  'surname',
  'email',
  'dateOfBirth',
  'jobTitle',
  'department',
  'location',
  'employmentStartDate',
  'annualSalaryPence',
  'employmentStatus',
  'onProbation',
] as const satisfies readonly (keyof EmployeeValues)[];

/** A valid row of the file, with its row number. */
export interface FileEmployee extends EmployeeValues {
  row: number;
}

export interface CurrentEmployee extends EmployeeValues {
  id: number;
  activated: boolean;
}

export type RowChange = 'new' | 'changed' | 'unchanged' | 'leaving';

/** A valid row of the file as the employee it sets. A leaving date marks them as left, whatever the status column says. */
export function fileEmployeeOf(row: DataLoadRow, rowNumber: number): FileEmployee {
  return {
    row: rowNumber,
    employeeNumber: row.employee_number,
    firstName: row.first_name,
    surname: row.surname,
    email: row.email,
    dateOfBirth: row.date_of_birth,
    jobTitle: row.job_title ?? null,
    department: row.department ?? null,
    location: row.location ?? null,
    employmentStartDate: row.employment_start_date ?? null,
    annualSalaryPence: row.annual_salary,
    employmentStatus: row.leaving_date ? 'left' : (row.employment_status ?? 'active'),
    onProbation: row.on_probation,
  };
}

export function sameValues(a: EmployeeValues, b: EmployeeValues): boolean {
  return valueFields.every((field) => a[field] === b[field]);
}

/** Leaving: the row says left and the person has not already left. */
export function changeOf(row: EmployeeValues, current: CurrentEmployee | undefined): RowChange {
  if (!current) return 'new';
  if (row.employmentStatus === 'left' && current.employmentStatus !== 'left') return 'leaving';
  return sameValues(row, current) ? 'unchanged' : 'changed';
}

/** The values of a person as stored, for undo (data_load_changes.before). */
export function beforeOf(current: CurrentEmployee): EmployeeValues {
  return Object.fromEntries(valueFields.map((field) => [field, current[field]])) as unknown as EmployeeValues;
}

export interface ClientEmployees {
  byNumber: Map<string, CurrentEmployee>;
  /** Lower-cased email -> employee number (null when the person has none) of every user of the client. */
  byEmail: Map<string, string | null>;
}

/** Every user of the client, read once. */
export async function loadClientEmployees(db: Database, clientId: number): Promise<ClientEmployees> {
  const rows = await db
    .select({
      id: users.id,
      employeeNumber: users.employeeNumber,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      dateOfBirth: users.dateOfBirth,
      jobTitle: users.jobTitle,
      department: users.department,
      location: users.location,
      employmentStartDate: users.employmentStartDate,
      annualSalaryPence: users.annualSalaryPence,
      employmentStatus: users.employmentStatus,
      onProbation: users.onProbation,
      activatedAt: users.activatedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.clientId, clientId));
  const byNumber = new Map<string, CurrentEmployee>();
  const byEmail = new Map<string, string | null>();
  for (const { activatedAt, passwordHash, employeeNumber, dateOfBirth, ...rest } of rows) {
    byEmail.set(rest.email.toLowerCase(), employeeNumber);
    if (employeeNumber === null) continue;
    byNumber.set(employeeNumber, {
      ...rest,
      employeeNumber,
      dateOfBirth: dateOfBirth ?? '',
      activated: activatedAt !== null || passwordHash !== null,
    });
  }
  return { byNumber, byEmail };
}

// ---- the blob: the valid rows as gzip of JSON arrays, in valueFields order after the row --------
// The fastest level: the blob lives an hour at most, and a dry run is timed (bench/data-loads.ts).

const gunzipAsync = promisify(gunzip);

// Spelt out rather than mapped over valueFields: it runs once per row (bench/data-loads.ts).
const tupleOf = (row: FileEmployee) => [
  row.row,
  row.employeeNumber,
  row.firstName,
  row.surname,
  row.email,
  row.dateOfBirth,
  row.jobTitle,
  row.department,
  row.location,
  row.employmentStartDate,
  row.annualSalaryPence,
  row.employmentStatus,
  row.onProbation,
];

/**
 * Packs rows as they come: a thousand at a time as JSON into a gzip stream, which compresses them
 * on the thread pool while the file is still being read; only the compressed bytes are kept.
 */
export class RowPacker {
  private readonly gzip = createGzip({ level: constants.Z_BEST_SPEED });
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private pending: string[] = [];
  private first = true;

  constructor() {
    this.gzip.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.gzip.on('end', resolve);
      this.gzip.on('error', reject);
    });
    this.gzip.write('[');
  }

  add(row: FileEmployee): void {
    this.pending.push(JSON.stringify(tupleOf(row)));
    if (this.pending.length >= 1000) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.gzip.write((this.first ? '' : ',') + this.pending.join(','));
    this.first = false;
    this.pending = [];
  }

  async finish(): Promise<Buffer> {
    this.flush();
    this.gzip.end(']');
    await this.done;
    return Buffer.concat(this.chunks);
  }
}

export async function unpackRows(blob: Buffer): Promise<FileEmployee[]> {
  const tuples = JSON.parse((await gunzipAsync(blob)).toString('utf8')) as unknown[][];
  return tuples.map(([row, ...values]) => {
    const employee = { row } as Record<string, unknown>;
    valueFields.forEach((field, index) => {
      employee[field] = values[index];
    });
    return employee as unknown as FileEmployee;
  });
}
