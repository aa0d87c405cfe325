// Reports at 100 000 rows (docs/reporting.md, docs/performance.md): a payroll report downloaded from
// the real api (client/{id}/reports/{id}/download, PGlite in memory), as CSV and as XLSX. It
// prints the time to the first byte (budget: under 1 s) and the api process's peak RSS growth
// while streaming 10 000 rows and 100 000 rows (budget: flat, the 100k growth no more than 32 MB
// above the 10k growth; a report built in memory would grow by the whole file and its rows), each
// in three rounds: the least growth and the slowest first byte of each size are judged.
//
//   npx tsx bench/reports.ts        (or npm run bench -- --reports)
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { startSession } from '../api/src/auth/sessions.js';
import { configFromEnv } from '../api/src/config.js';
import { benefits } from '../api/src/db/schema-benefits.js';
import { clients } from '../api/src/db/schema-clients.js';
import { users } from '../api/src/db/schema-people.js';
import { reports } from '../api/src/db/schema-reports.js';
import { startApi } from '../api/src/server.js';
import { verdict } from './verdict.js';

const small = 10_000;
const large = 100_000;
const ttfbBudgetMs = 1000;
const flatBudgetMb = 32;

interface Download {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  lines: number;
  peakRssGrowthMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Downloads the report, timing the first byte and sampling this process's RSS (the api runs in it). */
function download(url: string, token: string): Promise<Download> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let ttfbMs = -1;
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        if (ttfbMs < 0) ttfbMs = since();
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        resolve({ ttfbMs, totalMs: since(), bytes, lines, peakRssGrowthMb: mb(peak - baseline) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Generated Acme employees with a salary-sacrifice choice each: the first `small` in force in
 * January 2031, all `large` in February 2031 (months no demo choice covers), so one client's
 * payroll report has 10 000 rows for one month and 100 000 for the next.
 */
async function seedRows(db: Awaited<ReturnType<typeof startApi>>['db'], clientId: number): Promise<void> {
  const [benefit] = await db
    .insert(benefits)
    .values({
      clientId,
      schemeYear: 2031,
      name: 'Bench Pension',
      slug: 'bench-pension',
      groupCode: 'bench',
      kind: 'info',
      config: { kind: 'info' },
      providerName: 'Bench Provider',
      salarySacrifice: true,
    })
    .returning({ id: benefits.id });
  await db.execute(sql`
    insert into users (client_id, email, first_name, surname, employee_number)
    select ${clientId}, 'bench.' || n || '@acme.test', 'Bench', 'Person ' || n, 'B' || lpad(n::text, 6, '0')
    from generate_series(1, ${large}) as n`);
  await db.execute(sql`
    insert into selections (user_id, benefit_id, scheme_year, status, employee_monthly_pence, employer_monthly_pence, start_date, end_date)
    select u.id, ${benefit!.id}, 2031, 'active', 10000 + (u.id % 5000), 5000,
           '2031-01-01'::date + (case when u.rn <= ${small} then 0 else 31 end), '2031-02-28'
    from (select id, row_number() over (order by id) as rn from users where email like 'bench.%@acme.test') as u`);
}

export async function reportsBench(): Promise<boolean> {
  console.log('\nReports: a payroll report streamed from the api on PGlite');
  const api = await startApi({
    port: 0,
    seed: true,
    dataDir: 'memory://',
    config: { ...configFromEnv({}), encryptionKey: randomBytes(32) },
    logError: () => undefined,
  });
  try {
    const [acme] = await api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    const [sam] = await api.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'employer@acme.test')));
    const seeding = Date.now();
    await seedRows(api.db, acme!.id);
    console.log(
      `  seeded ${large.toLocaleString('en-GB')} employees and choices in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const { token } = await startSession(api.db, sam!.id);
    const reportFor = async (month: number) =>
      (
        await api.db
          .insert(reports)
          .values({
            clientId: acme!.id,
            requestedBy: sam!.id,
            type: 'payroll',
            year: 2031,
            month,
            label: `Bench ${month}`,
          })
          .returning()
      )[0]!;
    const january = await reportFor(1);
    const february = await reportFor(2);
    const urlOf = (id: number, format: string) =>
      `${api.url}/client/${acme!.id}/reports/${id}/download?format=${format}`;
    // One throwaway run, so the first measured one does not pay for warming the code and the database.
    await download(urlOf(january.id, 'csv'), token);

    let pass = true;
    for (const format of ['csv', 'xlsx']) {
      // Three rounds, and each size's smallest peak growth and slowest first byte kept. A peak of
      // RSS is mostly garbage a collection has not yet reclaimed: V8 grew its heap by 20 to 40 MB
      // during one download in a few, of either size, as its collector's timing fell (its heap
      // total and the buffers in flight, not anything kept). A report held in memory would grow
      // with its rows in every round, so the smallest of three still shows it.
      const rounds: Download[][] = [[], []];
      for (let round = 0; round < 3; round += 1) {
        rounds[0]!.push(await download(urlOf(january.id, format), token));
        rounds[1]!.push(await download(urlOf(february.id, format), token));
      }
      const [tenK, hundredK] = rounds.map((runs) => ({
        ...runs[0]!,
        ttfbMs: Math.max(...runs.map((run) => run.ttfbMs)),
        totalMs: Math.max(...runs.map((run) => run.totalMs)),
        peakRssGrowthMb: Math.min(...runs.map((run) => run.peakRssGrowthMb)),
      })) as [Download, Download];
      const rows = (d: Download) => (format === 'csv' ? `${(d.lines - 1).toLocaleString('en-GB')} rows, ` : '');
      for (const [name, d] of [
        [`${small.toLocaleString('en-GB')}`, tenK],
        [`${large.toLocaleString('en-GB')}`, hundredK],
      ] as const) {
        console.log(
          `  ${format.toUpperCase()} ${name} rows: ${rows(d)}${mb(d.bytes).toFixed(1)} MB, first byte ${d.ttfbMs.toFixed(0)} ms, whole ${(d.totalMs / 1000).toFixed(1)} s (slowest of three), peak RSS growth ${d.peakRssGrowthMb.toFixed(1)} MB (least of three)`,
        );
      }
      const growth = hundredK.peakRssGrowthMb - tenK.peakRssGrowthMb;
      if (format === 'csv') {
        if (hundredK.lines - 1 !== large) throw new Error(`the 100k report has ${hundredK.lines - 1} rows`);
        if (tenK.lines - 1 !== small) throw new Error(`the 10k report has ${tenK.lines - 1} rows`);
      }
      const ttfbOk = verdict(
        `${format.toUpperCase()} time to first byte at ${large.toLocaleString('en-GB')} rows`,
        hundredK.ttfbMs,
        { below: ttfbBudgetMs },
        { unit: 'ms', digits: 0 },
      );
      // Flat: 10× the rows may not grow the peak by more than this.
      const flatOk = verdict(
        `${format.toUpperCase()} peak RSS growth at 100k rows − at 10k`,
        growth,
        { atMost: flatBudgetMb },
        { unit: 'MB', digits: 1 },
      );
      pass &&= ttfbOk && flatOk;
    }
    return pass;
  } finally {
    await api.close();
  }
}

// Run directly: npx tsx bench/reports.ts
if (process.argv[1]?.endsWith('reports.ts')) await reportsBench();
