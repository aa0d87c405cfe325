// Benefit take-up at 100,000 employees (docs/benefit-takeup.md), on the PostgreSQL server,
// in-process by the api's own code (no HTTP): p95 of the summary as it reads takeup_counts against
// the same summary counting the selections live (takeup-live.ts, the query it replaced), and of one
// benefit's people, first page against last page (target: last ≤ 1.5 × first, as the employee
// tables), all measured in one run. The database bench_benefit_takeup_100000 is seeded once (the
// demo cast with 100,000 generated Acme employees and their ~120,000 selections, a few minutes) and
// reused; its migrations run on every open. BENCH_FRESH=1 seeds it afresh.
//
//   npx tsx bench/benefit-takeup.ts          or   npm run bench -- --takeup
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { EmployerSession } from '../api/src/access/rules.js';
import { takeupDetail, takeupSummary } from '../api/src/benefit-takeup/takeup.js';
import { liveCountsOf } from '../api/src/benefit-takeup/takeup-live.js';
import { openDatabase } from '../api/src/db/client.js';
import { users } from '../api/src/db/schema-people.js';
import { selections } from '../api/src/db/schema-selections.js';
import { seedDemo } from '../api/src/seed/seed.js';
import { SecretBox } from '../api/src/secrets/secret-box.js';
import { verdict } from './verdict.js';

const employees = 100_000;
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const warmup = 5;
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pageRatioTarget = 1.5;

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
};

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return stats(times);
}

/** The bench's database on the server, made when missing (or BENCH_FRESH is set); whether it was made. */
async function benchDatabase(name: string): Promise<{ url: string; made: boolean }> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    if (process.env.BENCH_FRESH) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { url: url.toString(), made: !rowCount };
  } finally {
    await admin.end();
  }
}

const line = (name: string, { median, p95 }: { median: number; p95: number }) =>
  console.log(`  ${name.padEnd(48)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);

export async function benefitTakeup(): Promise<boolean> {
  console.log(
    `\nBenefit take-up at ${employees.toLocaleString('en-GB')} employees (PostgreSQL at ${new URL(server).host})`,
  );
  const { url, made } = await benchDatabase(`bench_benefit_takeup_${employees}`);
  const { db, close } = await openDatabase({ databaseUrl: url });
  try {
    const seeding = performance.now();
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (made || !anyone) await seedDemo(db, { secretBox: new SecretBox(randomBytes(32)), employees });
    await db.execute(sql`vacuum analyze`);
    const [sam] = await db.select().from(users).where(eq(users.email, 'employer@acme.test'));
    const admin = { user: sam!, session: {} } as unknown as EmployerSession;
    const [{ people } = { people: 0 }] = await db
      .select({ people: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.clientId, sam!.clientId!));
    const [{ chosen } = { chosen: 0 }] = await db.select({ chosen: sql<number>`count(*)::int` }).from(selections);
    console.log(
      `  ${anyone ? 'reused' : 'seeded'} in ${((performance.now() - seeding) / 1000).toFixed(0)} s: ${people.toLocaleString('en-GB')} Acme people, ${chosen.toLocaleString('en-GB')} selections`,
    );

    // Both summaries answer the same figures, or the comparison means nothing.
    const summary = await takeupSummary(db, admin);
    const live = await takeupSummary(db, admin, liveCountsOf);
    if (JSON.stringify(summary) !== JSON.stringify(live)) throw new Error('takeup_counts and the live count disagree');
    const pension = summary.data.find((row) => row.benefitName === 'Pension')!;
    const lastPage = Math.max(1, Math.ceil(pension.enrolled / 10));
    const middlePage = Math.ceil(lastPage / 2);
    const gym = summary.data.find((row) => row.benefitName === 'Gym Membership')!;
    // A rare state: gathered from the selections rather than walked by name.
    const cycle = summary.data.find((row) => row.benefitName === 'Cycle to Work')!;

    const counted = await time(() => takeupSummary(db, admin));
    const counting = await time(() => takeupSummary(db, admin, liveCountsOf));
    const first = await time(() => takeupDetail(db, admin, pension.benefitId, 'enrolled', 1));
    const last = await time(() => takeupDetail(db, admin, pension.benefitId, 'enrolled', lastPage));
    const middle = await time(() => takeupDetail(db, admin, pension.benefitId, 'enrolled', middlePage));
    const pending = await time(() => takeupDetail(db, admin, cycle.benefitId, 'pending', 1));
    const optedOut = await time(() =>
      takeupDetail(db, admin, gym.benefitId, 'opted-out', Math.max(1, Math.ceil(gym.optedOut / 10))),
    );
    // What the triggers add to a write: one selection inserted and deleted again.
    const write = await time(async () => {
      const [row] = await db
        .insert(selections)
        .values({
          userId: sam!.id,
          benefitId: gym.benefitId,
          schemeYear: summary.schemeYear,
          status: 'active',
          values: {},
        })
        .returning({ id: selections.id });
      await db.delete(selections).where(eq(selections.id, row!.id));
    });

    line('summary, 12 benefits, live count (as before)', counting);
    line('summary, 12 benefits, takeup_counts', counted);
    line(`pension enrolled (${pension.enrolled.toLocaleString('en-GB')}), page 1`, first);
    line(`pension enrolled, middle page (${middlePage})`, middle);
    line(`pension enrolled, last page (${lastPage})`, last);
    line(`cycle to work pending (${cycle.pending}), page 1`, pending);
    line(`gym opted out (${gym.optedOut.toLocaleString('en-GB')}), last page`, optedOut);
    line('a selection inserted and deleted (triggers)', write);
    console.log(`  summary p95: live ÷ takeup_counts = ${(counting.p95 / counted.p95).toFixed(1)}`);
    return verdict('people p95: last page ÷ first page', last.p95 / first.p95, { atMost: pageRatioTarget });
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benefitTakeup();
