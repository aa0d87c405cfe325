// The two CSV reports of the employee tables: the employee list (registration) and the 2FA list
// (type employeeTwoFA). They stream in batches, so memory stays flat as rows grow, and every cell
// that a spreadsheet could read as a formula is neutralised (CWE-1236).
import type { Employee, ReportKind, ReportQuery } from '@portal/contract/employees';
import type { Response } from 'express';
import type { Database } from '../db/client.js';
import { csvCell } from '../http/spreadsheet-cells.js';
import { employeeBatches, type EmployeeFilters } from './employees.js';

/** A report reads the search and its own table's filter. */
function reportFiltersOf(query: ReportQuery): EmployeeFilters {
  return query.type === 'employeeTwoFA'
    ? { search: query.search, twoFactor: query['filter[person_mfa_secret]'] }
    : { search: query.search, registered: query['filter[person_activated]'] };
}

// Formula-safe cells live with the other spreadsheet writers (http/spreadsheet-cells.ts).
export { csvCell } from '../http/spreadsheet-cells.js';

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const layouts: Record<ReportKind, { header: string[]; row: (employee: Employee) => string[]; file: string }> = {
  employees: {
    header: ['Name', 'Email', 'Employment status', 'Registered', 'Registered on'],
    row: (e) => [e.name, e.email, e.employmentStatus, e.registered ? 'Yes' : 'No', dateOf(e.registeredAt)],
    file: 'employees.csv',
  },
  employeeTwoFA: {
    header: ['Name', 'Email', 'Registered', 'Two-factor authentication'],
    row: (e) => [e.name, e.email, e.registered ? 'Yes' : 'No', e.twoFactorEnabled ? 'Enabled' : 'Not enabled'],
    file: 'employees-two-factor-authentication.csv',
  },
};

function line(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Streams the report into the response, waiting for the socket when it is full. */
export async function streamReport(db: Database, res: Response, clientId: number, query: ReportQuery): Promise<void> {
  const layout = layouts[query.type];
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${layout.file}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const write = (text: string) =>
    res.write(text) ? Promise.resolve() : new Promise<void>((done) => res.once('drain', () => done()));
  // A byte-order mark, so that spreadsheet programs read the names as UTF-8.
  await write(`\uFEFF${line(layout.header)}`);
  for await (const batch of employeeBatches(db, clientId, reportFiltersOf(query))) {
    if (res.destroyed) return;
    await write(batch.map((employee) => line(layout.row(employee))).join(''));
  }
  res.end();
}
