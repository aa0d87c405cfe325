// Writing employees a batch at a time, each batch one statement: a multi-row INSERT for new
// people, and one UPDATE ... FROM (VALUES ...) for the changed ones (apply) or for putting
// people back as they were (undo).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { EmployeeValues } from './employee-values.js';

export const writeBatchSize = 1000;

/** New employees of the client, not activated (no password): their ids. */
export async function insertEmployees(tx: Database, clientId: number, rows: EmployeeValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const created = await tx
    .insert(users)
    .values(
      rows.map((row) => ({
        clientId,
        userType: 'employee' as const,
        employeeNumber: row.employeeNumber,
        firstName: row.firstName,
        surname: row.surname,
        email: row.email,
        dateOfBirth: row.dateOfBirth,
        jobTitle: row.jobTitle,
        department: row.department,
        location: row.location,
        employmentStartDate: row.employmentStartDate,
        annualSalaryPence: row.annualSalaryPence,
        employmentStatus: row.employmentStatus,
        onProbation: row.onProbation,
      })),
    )
    .returning({ id: users.id });
  return created.map(({ id }) => id);
}

/** Sets each user's file fields to the values given, in one statement. */
export async function updateEmployees(tx: Database, rows: { userId: number; values: EmployeeValues }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      ({ userId, values: v }) =>
        sql`(${userId}::int, ${v.employeeNumber}::text, ${v.firstName}::text, ${v.surname}::text, ${v.email}::text, ${v.dateOfBirth}::date, ${v.jobTitle}::text, ${v.department}::text, ${v.location}::text, ${v.employmentStartDate}::date, ${v.annualSalaryPence}::int, ${v.employmentStatus}::text, ${v.onProbation}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update users as u set
      employee_number = v.employee_number, first_name = v.first_name, surname = v.surname, email = v.email,
      date_of_birth = v.date_of_birth, job_title = v.job_title, department = v.department, location = v.location,
      employment_start_date = v.employment_start_date, annual_salary_pence = v.annual_salary_pence,
      employment_status = v.employment_status, on_probation = v.on_probation
    from (values ${values}) as v(id, employee_number, first_name, surname, email, date_of_birth, job_title, department, location, employment_start_date, annual_salary_pence, employment_status, on_probation)
    where u.id = v.id`);
}
