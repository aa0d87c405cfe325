// A year of engagement history for a client: its daily logins (login_days, as sessions would have
// counted them), and its generated employees' registrations spread over the year with their last
// logins in the last seven weeks, so the engagement and insights pages show real seeded data.
// Deterministic from the employee ids and the day, so tests and benchmarks can rely on it.
import { and, between, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginDays } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';

export interface LoginHistoryOptions {
  clientId: number;
  /** The generated employees whose registration and last login are spread: ids firstId..lastId. */
  firstId: number;
  lastId: number;
  now?: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The logins of one day for `registered` people: weekdays busier, the enrolment months busiest. */
export function seededLogins(registered: number, day: Date): number {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  const enrolment = day.getUTCMonth() === 2 || day.getUTCMonth() === 3 ? 1.6 : 1;
  const wobble = ((Math.floor(day.getTime() / dayMs) * 7) % 11) / 10;
  return Math.round(registered * (weekend ? 0.06 : 0.28) * enrolment * (0.7 + wobble / 2));
}

export async function seedLoginHistory(
  db: Database,
  { clientId, firstId, lastId, now = new Date() }: LoginHistoryOptions,
): Promise<void> {
  const generated = and(eq(users.clientId, clientId), between(users.id, firstId, lastId), isNotNull(users.activatedAt));
  await db
    .update(users)
    .set({
      activatedAt: sql`${now}::timestamptz - make_interval(days => (${users.id} * 29) % 365, hours => ${users.id} % 9)`,
      // Seven in ten within the last 30 days, the rest in the three weeks before.
      lastLoginAt: sql`${now}::timestamptz - make_interval(days => (${users.id} * 13) % 50, hours => 2 + ${users.id} % 7)`,
    })
    .where(generated);
  // A last login is never before the registration.
  await db
    .update(users)
    .set({ lastLoginAt: sql`greatest(${users.lastLoginAt}, ${users.activatedAt})` })
    .where(generated);
  const [registered] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNotNull(users.activatedAt)));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = Array.from({ length: 366 }, (_, i) => {
    const day = new Date(today - (365 - i) * dayMs);
    return { clientId, day: day.toISOString().slice(0, 10), logins: seededLogins(registered?.n ?? 0, day) };
  });
  await db
    .insert(loginDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [loginDays.clientId, loginDays.day],
      set: { logins: sql`${loginDays.logins} + excluded.logins` },
    });
}
