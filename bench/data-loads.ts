// Employee data uploads at 100 000 rows (docs/data-loads.md, "Measured"): a generated
// 100 000-row CSV sent to the real api (POST /client/{id}/data-loads, PGlite in memory) as a dry
// run, against plain csv-parse of the same bytes. It prints the rows per second of each and their
// ratio (budget: the dry run at least 0.3 of plain parsing), and how far the process's RSS rises
// above where it stood before the dry run, at its peak (budget: under 300 MB). The api and its
// in-memory PGlite run in this process, so the RSS before the dry run (printed too) is mostly
// theirs, not the dry run's.
//
//   npx tsx bench/data-loads.ts        (or npm run bench)
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import { startSession } from '../api/src/auth/sessions.js';
import { configFromEnv } from '../api/src/config.js';
import { clients } from '../api/src/db/schema-clients.js';
import { users } from '../api/src/db/schema-people.js';
import { startApi } from '../api/src/server.js';
import { verdict } from './verdict.js';

const rows = 100_000;
const ratioBudget = 0.3;
const rssBudgetMb = 300;
const pauseBudgetMs = 250;
const mb = (bytes: number) => bytes / 1024 / 1024;

function generatedFile(): Buffer {
  const lines = [
    'employee_number,first_name,surname,email,date_of_birth,job_title,department,location,employment_start_date,annual_salary,employment_status,on_probation,leaving_date',
  ];
  for (let i = 0; i < rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `BL-${i},Bench,Person ${i},bench.load.${i}@example.test,${day}/03/1985,Operator,Production,Leeds,${day}/01/2020,${30000 + (i % 5000)}.00,active,${i % 7 === 0 ? 'yes' : 'no'},`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

async function plainParse(bytes: Buffer): Promise<number> {
  const started = performance.now();
  let records = 0;
  for await (const record of Readable.from([bytes]).pipe(parse({ bom: true })) as AsyncIterable<string[]>)
    if (record.length > 0) records += 1;
  if (records !== rows + 1) throw new Error(`csv-parse read ${records} records`);
  return performance.now() - started;
}

export async function dataLoadsBench(): Promise<boolean> {
  console.log('\nData loads: a 100,000-row employee file checked as a dry run by the api on PGlite');
  const api = await startApi({
    port: 0,
    seed: true,
    dataDir: 'memory://',
    config: { ...configFromEnv({}), encryptionKey: randomBytes(32) },
    logError: () => undefined,
  });
  try {
    const [acme] = await api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    const [sam] = await api.db.select().from(users).where(eq(users.email, 'employer@acme.test'));
    const { token } = await startSession(api.db, sam!.id);
    const bytes = generatedFile();
    console.log(`  file: ${rows.toLocaleString('en-GB')} rows, ${mb(bytes.length).toFixed(1)} MB`);
    const body = new Uint8Array(bytes);
    /** The dry run's own time (the request until its answer); the discard after it is not timed. */
    const dryRun = async (then: 'discard' | 'keep' = 'discard'): Promise<{ ms: number; id: number }> => {
      const started = performance.now();
      const response = await fetch(`${api.url}/client/${acme!.id}/data-loads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
        body,
      });
      const answer = (await response.json()) as {
        upload?: { rows: number; errorCount: number; counts: { new: number }; id: number };
      };
      const ms = performance.now() - started;
      if (
        response.status !== 201 ||
        answer.upload?.rows !== rows ||
        answer.upload.errorCount !== 0 ||
        answer.upload.counts.new !== rows
      )
        throw new Error(`the dry run answered ${response.status}`);
      if (then === 'discard')
        await fetch(`${api.url}/employee-data-uploads/${answer.upload.id}/discard`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
      return { ms, id: answer.upload.id };
    };
    // One throwaway run of each, so the measured ones do not pay for warming up.
    await plainParse(bytes);
    await dryRun();

    // Each measured three times, alternately, and the best of each kept: the machine is shared.
    let parseMs = Infinity;
    let dryRunMs = Infinity;
    let baseline = 0;
    let peak = 0;
    let longestPause = 0;
    for (let run = 0; run < 3; run += 1) {
      parseMs = Math.min(parseMs, await plainParse(bytes));
      global.gc?.();
      const before = process.memoryUsage().rss;
      let top = before;
      const sampler = setInterval(() => {
        top = Math.max(top, process.memoryUsage().rss);
      }, 5);
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const { ms } = await dryRun();
      loop.disable();
      longestPause = Math.max(longestPause, loop.max / 1e6);
      clearInterval(sampler);
      dryRunMs = Math.min(dryRunMs, ms);
      top = Math.max(top, process.memoryUsage().rss);
      if (top - before > peak - baseline) [baseline, peak] = [before, top];
    }

    const perSecond = (ms: number) => Math.round((rows / ms) * 1000);
    const ratio = parseMs / dryRunMs;
    console.log(
      `  plain csv-parse: ${(parseMs / 1000).toFixed(2)} s, ${perSecond(parseMs).toLocaleString('en-GB')} rows/s`,
    );
    console.log(
      `  dry run (upload, parse, validate, classify, compress, store): ${(dryRunMs / 1000).toFixed(2)} s, ${perSecond(dryRunMs).toLocaleString('en-GB')} rows/s`,
    );
    const ratioOk = verdict('dry run rows/s ÷ plain parse rows/s', ratio, { atLeast: ratioBudget });
    console.log(
      `  RSS before the dry run ${mb(baseline).toFixed(0)} MB (tsx, the api, PGlite in memory), at its peak ${mb(peak).toFixed(0)} MB`,
    );
    const rssOk = verdict(
      'peak RSS growth during the dry run',
      mb(peak - baseline),
      { below: rssBudgetMb },
      { unit: 'MB', digits: 0 },
    );
    // A budget of ours (docs/performance.md), beside the throughput and memory ones: the dry run
    // leaves turns (event-loop.ts); what remains is single statements of the embedded database
    // (storing the blob) and the bench's own upload.
    const pauseOk = verdict(
      "longest pause of the api's event loop during a dry run",
      longestPause,
      { below: pauseBudgetMs },
      { unit: 'ms', digits: 0 },
    );

    // Applying the file, for context: one transaction (all or nothing), a statement a 1,000 rows.
    const { id } = await dryRun('keep');
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const queued = await fetch(`${api.url}/employee-data-uploads/${id}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sendWelcomeEmails: false }),
    });
    if (queued.status !== 202) throw new Error(`apply answered ${queued.status}`);
    // Its progress polled meanwhile, as the upload screen does: with a request waiting, the
    // embedded database ran the whole load in promise callbacks, holding the event loop 11 s.
    for (;;) {
      const status = await fetch(`${api.url}/employee-data-uploads/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { upload } = (await status.json()) as { upload: { status: string } };
      if (upload.status === 'applied') break;
      if (upload.status !== 'queued' && upload.status !== 'applying')
        throw new Error(`the apply ended ${upload.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const applyMs = performance.now() - started;
    loop.disable();
    console.log(
      `  applying it: ${(applyMs / 1000).toFixed(1)} s, ${perSecond(applyMs).toLocaleString('en-GB')} rows/s; the api's event loop paused at most ${(loop.max / 1e6).toFixed(0)} ms` +
        " (single statements of the embedded database, and reading the stored rows; its one connection is the transaction's until it commits: docs/data-loads.md)",
    );
    return ratioOk && rssOk && pauseOk;
  } finally {
    await api.close();
  }
}

// Run directly: npx tsx bench/data-loads.ts
if (process.argv[1]?.endsWith('data-loads.ts')) await dataLoadsBench();
