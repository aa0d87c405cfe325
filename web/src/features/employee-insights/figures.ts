// The words and numbers the charts, their tables and their CSV share: period labels from the
// api's ISO dates (UTC), and shares as percentages of a whole.
import type { LoginPeriodName } from './strings';

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  dateOf(iso).toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });

/** The short label under a bar: "23 Nov", or "Nov 26" for a month. */
export function axisLabel(period: LoginPeriodName, periodStart: string): string {
  return period === 'MONTH'
    ? format(periodStart, { month: 'short', year: '2-digit' })
    : format(periodStart, { day: 'numeric', month: 'short' });
}

/** The full label in a table and the CSV: "23 November 2026", or "November 2026". */
export function periodLabel(period: LoginPeriodName, periodStart: string): string {
  return period === 'MONTH'
    ? format(periodStart, { month: 'long', year: 'numeric' })
    : format(periodStart, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A share as the tables show it, one decimal: "62.5%"; none of nothing is 0%. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export const formatCount = (value: number) => value.toLocaleString('en-GB');
export const formatPercentage = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
