// The employer dashboard's engagement and insights figures at 100,000 employees and a year of
// logins (docs/employee-insights.md): the demo cast with 100,000 generated Acme employees and
// Acme's seeded year of daily logins, registrations and last logins, on PGlite; then the p95 of
// each dashboard query as the api runs it (its own code, no HTTP), against a 50 ms budget. The
// database is seeded once (a few minutes) into bench/results/pglite-insights-100k and reused.
//
//   npx tsx bench/insights.ts          or   npm run bench -- --insights
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/client.js';
import { clients } from '../api/src/db/schema-clients.js';
import { loginDays } from '../api/src/db/schema-counts.js';
import { users } from '../api/src/db/schema-people.js';
import { activeUsersLast30Days, engagementOf, periodFigures } from '../api/src/employee-insights/engagement.js';
import { workforceOf } from '../api/src/employee-insights/workforce.js';
import { SecretBox } from '../api/src/secrets/secret-box.js';
import { seedDemo } from '../api/src/seed/seed.js';
import { verdict } from './verdict.js';

const employees = 100_000;
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const warmup = 5;
const budgetMs = 50;

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
};

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

export async function insights(): Promise<boolean> {
  console.log(
    `\nEmployee engagement and insights at ${employees.toLocaleString('en-GB')} employees and a year of logins (PGlite)`,
  );
  const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'results/pglite-insights-100k');
  mkdirSync(dirname(dataDir), { recursive: true });
  const { db, close } = await openDatabase({ dataDir });
  try {
    const seeding = Date.now();
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (!anyone) {
      await seedDemo(db, { secretBox: new SecretBox(randomBytes(32)), employees });
      await db.execute(sql`vacuum analyze`);
    }
    const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    const clientId = acme!.id;
    const [people] = await db.select({ n: count() }).from(users).where(eq(users.clientId, clientId));
    const [year] = await db
      .select({ days: count(), logins: sql<number>`sum(${loginDays.logins})::int` })
      .from(loginDays)
      .where(eq(loginDays.clientId, clientId));
    console.log(
      `  ${anyone ? 'reused' : 'seeded'} in ${((Date.now() - seeding) / 1000).toFixed(1)} s: ${people!.n.toLocaleString('en-GB')} Acme employees, ${year!.logins.toLocaleString('en-GB')} logins over ${year!.days} days`,
    );
    // The seed's "now" is when it ran: the 30 days are counted from then.
    const queries: [string, () => Promise<unknown>][] = [
      ['logins and registrations by day (30)', () => periodFigures(db, clientId, 'day')],
      ['logins and registrations by week (26)', () => periodFigures(db, clientId, 'week')],
      ['logins and registrations by month (12)', () => periodFigures(db, clientId, 'month')],
      ['active in the last 30 days', () => activeUsersLast30Days(db, clientId)],
      ['engagement answer by month (all three)', () => engagementOf(db, clientId, 'month')],
      ['insights by department and location', () => workforceOf(db, clientId)],
    ];
    let pass = true;
    for (const [name, run] of queries) {
      pass = verdict(`${name} p95`, p95(await time(run)), { atMost: budgetMs }, { unit: 'ms', digits: 1 }) && pass;
    }
    return pass;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await insights();
