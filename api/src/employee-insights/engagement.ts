// The employer administrator's engagement figures (v2/client/{id}/employee-insights/logins). Each
// is read so that its cost does not grow with a year of logins or with 100,000 employees
// (docs/employee-insights.md): logins and registrations from login_days (a row per day), people
// active in 30 days from the (client_id, last_login_at) index.
import type { engagementAnswer, LoginPeriod } from '@portal/contract/employee-insights';
import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { loginDays } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { periodStarts, todayUtc } from './periods.js';

type Engagement = z.infer<typeof engagementAnswer>;

// The period is one of the contract's three words, never the caller's text.
const truncUnit = (period: LoginPeriod) => sql.raw(`'${period}'`);

/** Logins and registrations in each period shown, from login_days: at most a row a day. */
export async function periodFigures(
  db: Database,
  clientId: number,
  period: LoginPeriod,
  now = new Date(),
): Promise<Pick<Engagement, 'logins' | 'registrations'>> {
  const starts = periodStarts(period, todayUtc(now));
  const from = starts[0]!;
  const ofClient = eq(loginDays.clientId, clientId);
  const [dayRows, [before]] = await Promise.all([
    db
      .select({
        periodStart: sql<string>`to_char(date_trunc(${truncUnit(period)}, ${loginDays.day}), 'YYYY-MM-DD')`,
        logins: sum(loginDays.logins).mapWith(Number),
        registrations: sum(loginDays.registrations).mapWith(Number),
      })
      .from(loginDays)
      .where(and(ofClient, gte(loginDays.day, from)))
      .groupBy(sql`1`),
    // Registered before the first period: the client's earlier days, at most a row a day.
    db
      .select({ n: sum(loginDays.registrations).mapWith(Number) })
      .from(loginDays)
      .where(and(ofClient, lt(loginDays.day, from))),
  ]);
  const at = new Map(dayRows.map((row) => [row.periodStart, row]));
  let registeredTotal = before?.n ?? 0;
  return {
    logins: starts.map((periodStart) => ({ periodStart, logins: at.get(periodStart)?.logins ?? 0 })),
    registrations: starts.map((periodStart) => {
      const registrations = at.get(periodStart)?.registrations ?? 0;
      registeredTotal += registrations;
      return { periodStart, registrations, registeredTotal };
    }),
  };
}

/** People whose last login is within 30 days: an index-only range of (client_id, last_login_at). */
export async function activeUsersLast30Days(db: Database, clientId: number, now = new Date()): Promise<number> {
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [active] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, clientId), gte(users.lastLoginAt, thirtyDaysAgo)));
  return active?.n ?? 0;
}

export async function engagementOf(
  db: Database,
  clientId: number,
  period: LoginPeriod,
  now = new Date(),
): Promise<Engagement> {
  const [figures, active] = await Promise.all([
    periodFigures(db, clientId, period, now),
    activeUsersLast30Days(db, clientId, now),
  ]);
  return { period, ...figures, activeUsersLast30Days: active };
}
