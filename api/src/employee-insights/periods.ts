// The periods an engagement chart shows: the current day, week (from Monday, as PostgreSQL's
// date_trunc has it) or month and the ones before it, in UTC, oldest first.
import { type LoginPeriod, periodsShown } from '@portal/contract/employee-insights';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period that holds `day` (an ISO date). */
export function periodStartOf(period: LoginPeriod, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (period === 'week') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (period === 'month') date.setUTCDate(1);
  return isoDay(date);
}

/** The first day of each period shown, oldest first, ending with the one that holds `today`. */
export function periodStarts(period: LoginPeriod, today: string): string[] {
  const last = new Date(`${periodStartOf(period, today)}T00:00:00Z`);
  const count = periodsShown[period];
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const date = new Date(last);
    if (period === 'day') date.setUTCDate(date.getUTCDate() - back);
    else if (period === 'week') date.setUTCDate(date.getUTCDate() - 7 * back);
    else date.setUTCMonth(date.getUTCMonth() - back);
    return isoDay(date);
  });
}

export const todayUtc = (now = new Date()) => isoDay(now);
