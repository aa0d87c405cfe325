// Writing employees a batch at a time, each batch one statement with one parameter: the batch as
// JSON, unpacked by jsonb_to_recordset into an INSERT for new people, an UPDATE ... FROM for the
// changed ones (apply) or for putting people back as they were (undo), and the load's record of
// changes. A statement with 13 parameters a row took longer to build (drizzle's SQL builder) than
// PostgreSQL took to run it: half of a 100,000-row apply's time, holding the api's event loop
// 100-180 ms a batch.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dataLoadChanges } from '../db/schema-data-loads.js';
import { users } from '../db/schema-people.js';
import type { EmployeeValues } from './employee-values.js';

export const writeBatchSize = 1000;

/** The file's fields as the users table names and types them, for jsonb_to_recordset. */
const recordColumns = sql.raw(
  'employee_number text, first_name text, surname text, email text, date_of_birth date, job_title text, department text, location text, employment_start_date date, annual_salary_pence int, employment_status text, on_probation boolean',
);

function recordOf(values: EmployeeValues) {
  return {
    employee_number: values.employeeNumber,
    first_name: values.firstName,
    surname: values.surname,
    email: values.email,
    date_of_birth: values.dateOfBirth,
    job_title: values.jobTitle,
    department: values.department,
    location: values.location,
    employment_start_date: values.employmentStartDate,
    annual_salary_pence: values.annualSalaryPence,
    employment_status: values.employmentStatus,
    on_probation: values.onProbation,
  };
}

const returnedRows = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** New employees of the client, not activated (no password): their ids. */
export async function insertEmployees(tx: Database, clientId: number, rows: EmployeeValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const records = JSON.stringify(rows.map(recordOf));
  const created = await tx.execute(sql`
    insert into ${users} (client_id, user_type, employee_number, first_name, surname, email, date_of_birth, job_title, department, location, employment_start_date, annual_salary_pence, employment_status, on_probation)
    select ${clientId}::int, 'employee', r.employee_number, r.first_name, r.surname, r.email, r.date_of_birth, r.job_title, r.department, r.location, r.employment_start_date, r.annual_salary_pence, r.employment_status, r.on_probation
    from jsonb_to_recordset(${records}::jsonb) as r(${recordColumns})
    returning id`);
  return returnedRows<{ id: number }>(created).map(({ id }) => id);
}

/** Sets each user's file fields to the values given, in one statement. */
export async function updateEmployees(tx: Database, rows: { userId: number; values: EmployeeValues }[]): Promise<void> {
  if (rows.length === 0) return;
  const records = JSON.stringify(rows.map(({ userId, values }) => ({ id: userId, ...recordOf(values) })));
  await tx.execute(sql`
    update ${users} as u set
      employee_number = v.employee_number, first_name = v.first_name, surname = v.surname, email = v.email,
      date_of_birth = v.date_of_birth, job_title = v.job_title, department = v.department, location = v.location,
      employment_start_date = v.employment_start_date, annual_salary_pence = v.annual_salary_pence,
      employment_status = v.employment_status, on_probation = v.on_probation
    from jsonb_to_recordset(${records}::jsonb) as v(id int, ${recordColumns})
    where u.id = v.id`);
}

/** What a load did to each person: created, or changed from `before` (what undo puts back). */
export async function recordChanges(
  tx: Database,
  loadId: number,
  changes: { userId: number; before: EmployeeValues | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  const records = JSON.stringify(
    changes.map(({ userId, before }) => ({ user_id: userId, created: before === null, before })),
  );
  await tx.execute(sql`
    insert into ${dataLoadChanges} (load_id, user_id, created, before)
    select ${loadId}::int, r.user_id, r.created, r.before
    from jsonb_to_recordset(${records}::jsonb) as r(user_id int, created boolean, before jsonb)`);
}
