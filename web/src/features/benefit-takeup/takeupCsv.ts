// The take-up figures as CSV: one row a benefit, counts and the percentage as numbers (so a
// spreadsheet can add them up). Benefit names are the client's own text, so they pass through the
// helper's formula neutralising like any other text.
import { toCsv } from '../../format/csv';
import { takeupStrings as S } from './strings';

export interface CsvTakeup {
  readonly benefitName: string;
  readonly eligible: number;
  readonly enrolled: number;
  readonly pending: number;
  readonly optedOut: number;
  readonly takeUpPercentage: number;
}

export function takeupCsv(rows: readonly CsvTakeup[]): string {
  return toCsv([
    [S.benefit, S.eligible, S.enrolled, S.pending, S.optedOut, S.takeUp],
    ...rows.map((row) => [
      row.benefitName,
      row.eligible,
      row.enrolled,
      row.pending,
      row.optedOut,
      row.takeUpPercentage,
    ]),
  ]);
}
