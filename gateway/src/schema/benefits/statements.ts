import type { StatementRow } from '../__generated__/resolvers-types.js';
import type { RestStatementRow } from './mappers.js';

// Fixed en-GB names rather than Intl: the label must not change with the server's locale data.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The statement as the side panel lists it: a "Month Year" row a month, newest first. */
export function statementRowsOf(rows: readonly RestStatementRow[]): StatementRow[] {
  return [...rows]
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((row) => ({
      label: `${MONTHS[row.month - 1]} ${row.year}`,
      month: row.month,
      year: row.year,
      employeeContribution: row.employeeContribution,
      employerContribution: row.employerContribution,
      total: row.employeeContribution + row.employerContribution,
    }));
}

/** The group codes a statement path accepts; a benefit without one has no statement to read. */
export const statementGroupCode = /^[a-z0-9-]{1,40}$/;
