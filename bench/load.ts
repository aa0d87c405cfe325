// A load test on loopback (docs/performance.md): the real api, gateway (and the plain proxy
// bench/services.ts starts beside them) as their own processes on a PostgreSQL server, driven
// through the gateway with the web app's own trusted documents by a mix of operations:
//
//   login     useLoginMutation, as one of the load's employees (its token replaces theirs)
//   home      HomeRouteQuery
//   benefits  MyBenefitsRouteQuery
//   employees EmployeeDataRouteQuery, as the employer (both tables, first page)
//   write     useAddFamilyMemberMutation: a dependant with a name no other write uses
//
// First the rate the machine can hold: a closed loop of BENCH_LOAD_CONNECTIONS (16) callers for
// a few seconds. Then BENCH_LOAD_SECONDS (60) at 70 % of that rate, arrivals at a fixed rate
// (open loop), each latency counted from when its request was due, so a stall is not hidden. It
// prints p50 and p99 of each operation, and against their budgets: answers with status 5xx (0),
// requests that failed otherwise (GraphQL errors, timeouts; 0), and lost writes (0): every
// write the gateway acknowledged is looked up in the database afterwards.
//
// Bounded: arrivals stop at the end of the duration, every request gives up after 10 s, and
// whatever is still running 15 s later is aborted. The database (BENCH_LOAD_DB, bench_load on
// BENCH_DATABASE_SERVER) is made afresh each run: the demo cast and BENCH_LOAD_EMPLOYEES (10 000)
// generated Acme employees. The gateway listens on BENCH_LOAD_PORT (4520), the api and the proxy
// on the two ports after it.
//
//   npx tsx bench/load.ts          or   npm run bench -- --load
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServices } from './services.js';
import { check, verdict } from './verdict.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 16);
const probeSeconds = 8;
const share = 0.7;
const employees = Number(process.env.BENCH_LOAD_EMPLOYEES ?? 10_000);
const people = 32;
const requestTimeoutMs = 10_000;
const drainMs = 15_000;
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_LOAD_DB ?? 'bench_load';
const gatewayPort = Number(process.env.BENCH_LOAD_PORT ?? 4520);
const password = 'Tulip-Harbour-79!';

const operations = ['login', 'home', 'benefits', 'employees', 'write'] as const;
type Operation = (typeof operations)[number];
/** Of every 20 operations: 2 logins, 6 homes, 5 benefits pages, 4 employees pages, 3 writes. */
const weights: Record<Operation, number> = { login: 2, home: 6, benefits: 5, employees: 4, write: 3 };
const deck = operations.flatMap((operation) => Array<Operation>(weights[operation]).fill(operation));

// The web app's own documents (the build's trusted documents), sent by id as the app sends them.
const persisted = JSON.parse(readFileSync(join(root, 'gateway/persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;
function documentId(prefix: string): string {
  const found = Object.entries(persisted).find(([, text]) => text.startsWith(prefix));
  if (!found) throw new Error(`${prefix} is not in gateway/persisted-queries.json: run npm run relay`);
  return found[0];
}
const documents = {
  login: documentId('mutation useLoginMutation('),
  home: documentId('query HomeRouteQuery '),
  benefits: documentId('query MyBenefitsRouteQuery('),
  employees: documentId('query EmployeeDataRouteQuery '),
  write: documentId('mutation useAddFamilyMemberMutation('),
};

interface Outcome {
  status: number;
  /** The GraphQL answer, when there was one. */
  body?: { data?: Record<string, unknown> | null; errors?: unknown[] };
  /** A failure before any status: refused, reset, timed out. */
  failure?: string;
}

interface Tally {
  latencies: number[];
  serverErrors: number;
  otherFailures: number;
  /** The first few failures, to print. */
  examples: string[];
}

const newTally = (): Tally => ({ latencies: [], serverErrors: 0, otherFailures: 0, examples: [] });

/** The load's database, dropped and made afresh, seeded by `npm run seed` as an operator would. */
async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  for (const args of [['--demo'], ['--employees', String(employees), '--client', 'acme']]) {
    const result = spawnSync('npm', ['run', '-s', 'seed', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`seed ${args.join(' ')} failed`);
  }
  return databaseUrl;
}

export async function loadTest(): Promise<boolean> {
  console.log(
    `\nLoad on loopback: logins, home, benefits, the employees page and writes through the gateway (PostgreSQL at ${new URL(server).host})`,
  );
  const databaseUrl = await freshDatabase();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Activated generated employees without 2FA: they log in with the password alone.
  const { rows: cast } = await db.query<{ email: string }>(
    `select u.email from users u join clients c on c.id = u.client_id
     where c.domain = 'acme' and u.employee_number like 'E%' and u.activated_at is not null and not u.mfa_enabled and u.employment_status = 'active'
     order by u.id limit ${people}`,
  );
  await db.query('vacuum analyze');
  const services = await startServices(gatewayPort + 1, gatewayPort, gatewayPort + 2, { DATABASE_URL: databaseUrl });
  const stopAll = new AbortController();
  try {
    const graphql = async (
      document: keyof typeof documents,
      variables: Record<string, unknown>,
      token?: string,
    ): Promise<Outcome> => {
      try {
        const response = await fetch(`${services.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'acme.localhost',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ doc_id: documents[document], variables }),
          signal: AbortSignal.any([AbortSignal.timeout(requestTimeoutMs), stopAll.signal]),
        });
        const text = await response.text();
        try {
          return { status: response.status, body: JSON.parse(text) as Outcome['body'] };
        } catch {
          return { status: response.status, failure: `not JSON: ${text.slice(0, 80)}` };
        }
      } catch (error) {
        return { status: 0, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    };
    const logIn = async (email: string): Promise<{ outcome: Outcome; token?: string }> => {
      const outcome = await graphql('login', { input: { email, password, deviceToken: 'bench-load' } });
      const token = (outcome.body?.data?.login as { accessToken?: string } | undefined)?.accessToken;
      return { outcome, token };
    };

    const employer = (await logIn('employer@acme.test')).token;
    if (!employer) throw new Error('the employer could not log in');
    const tokens: string[] = [];
    for (const { email } of cast) {
      const { token, outcome } = await logIn(email);
      if (!token) throw new Error(`${email} could not log in: ${JSON.stringify(outcome.body ?? outcome.failure)}`);
      tokens.push(token);
    }

    const tag = `Load${Date.now().toString(36)}`;
    let writes = 0;
    const acknowledged: string[] = [];
    /** One operation; whether it succeeded. A write acknowledged is remembered, to be looked for. */
    const perform = async (
      operation: Operation,
      tally: Tally,
      dueAt: number,
      timeline?: { at: number; ms: number; failed: boolean }[],
    ): Promise<void> => {
      const person = Math.floor(Math.random() * tokens.length);
      let outcome: Outcome;
      let name: string | undefined;
      if (operation === 'login') {
        const answer = await logIn(cast[person]!.email);
        outcome = answer.outcome;
        if (answer.token) tokens[person] = answer.token;
        else if (!outcome.failure && !outcome.body?.errors)
          outcome = { ...outcome, failure: `no token: ${JSON.stringify(outcome.body?.data)}` };
      } else if (operation === 'home') outcome = await graphql('home', {}, tokens[person]);
      else if (operation === 'benefits') outcome = await graphql('benefits', {}, tokens[person]);
      else if (operation === 'employees') outcome = await graphql('employees', {}, employer);
      else {
        writes += 1;
        name = `${tag}n${writes}`;
        const input = {
          title: 'Ms',
          firstName: name,
          surname: 'Load',
          dateOfBirth: '2016-03-01',
          gender: 'FEMALE',
          relationship: 'DEPENDANT',
          inFullTimeEducation: false,
        };
        outcome = await graphql('write', { input }, tokens[person]);
        const payload = outcome.body?.data?.addFamilyMember as
          { familyMember?: { id: string } | null; errors?: unknown[] } | undefined;
        if (payload?.familyMember && payload.errors?.length === 0) acknowledged.push(name);
        else if (!outcome.failure && !outcome.body?.errors)
          outcome = { ...outcome, failure: `not added: ${JSON.stringify(payload?.errors)}` };
      }
      const ms = performance.now() - dueAt;
      tally.latencies.push(ms);
      const failed =
        outcome.status >= 500
          ? 'server'
          : outcome.failure || outcome.status !== 200 || (outcome.body?.errors?.length ?? 0) > 0
            ? 'other'
            : undefined;
      if (failed === 'server') tally.serverErrors += 1;
      if (failed === 'other') tally.otherFailures += 1;
      timeline?.push({ at: performance.now(), ms, failed: failed !== undefined });
      if (failed && tally.examples.length < 3)
        tally.examples.push(
          `${outcome.status} ${outcome.failure ?? JSON.stringify(outcome.body?.errors ?? outcome.body).slice(0, 200)}`,
        );
    };
    const draw = () => deck[Math.floor(Math.random() * deck.length)]!;
    const tallies = () =>
      Object.fromEntries(operations.map((operation) => [operation, newTally()])) as Record<Operation, Tally>;

    // The rate the machine holds: closed loop, each caller starting its next operation when the last ends.
    const closedLoop = async (ms: number) => {
      const tally = tallies();
      const until = performance.now() + ms;
      let done = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) {
            const operation = draw();
            await perform(operation, tally[operation], performance.now());
            done += 1;
          }
        }),
      );
      return (done / ms) * 1000;
    };
    await closedLoop(3000); // warm-up: JIT, pools, caches
    const maximum = await closedLoop(probeSeconds * 1000);
    const rate = Math.max(1, Math.floor(maximum * share));
    const load = () =>
      loadavg()
        .map((value) => value.toFixed(1))
        .join(', ');
    console.log(`  load average of the machine (1, 5, 15 min): ${load()}`);
    console.log(
      `  maximum ${maximum.toFixed(0)} operations/s (${connections} callers, closed loop, ${probeSeconds} s); the load runs at ${rate}/s (${share * 100} %) for ${seconds} s`,
    );

    // The load: one arrival every 1/rate s, whatever is still running, so latencies include queueing.
    const tally = tallies();
    const timeline: { at: number; ms: number; failed: boolean }[] = [];
    const running = new Set<Promise<void>>();
    const started = performance.now();
    const total = Math.floor(rate * seconds);
    for (let i = 0; i < total; i += 1) {
      const dueAt = started + (i * 1000) / rate;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const operation = draw();
      const request = perform(operation, tally[operation], dueAt, timeline).finally(() => running.delete(request));
      running.add(request);
    }
    const drainTimer = setTimeout(() => stopAll.abort(), drainMs);
    await Promise.all(running);
    clearTimeout(drainTimer);
    const elapsed = (performance.now() - started) / 1000;

    // Every acknowledged write must be in the database.
    const { rows: stored } = await db.query<{ first_name: string }>(
      'select first_name from family_members where first_name like $1',
      [`${tag}n%`],
    );
    const present = new Set(stored.map((row) => row.first_name));
    const lost = acknowledged.filter((name) => !present.has(name)).length;

    const at = (sorted: number[], q: number) =>
      sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
    console.log(
      `  ${total} operations in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s); ${acknowledged.length} writes acknowledged in all, the warm-up and the probe's included`,
    );
    console.log('  | operation | count | p50 ms | p99 ms | 5xx | other failures |');
    console.log('  |---|---:|---:|---:|---:|---:|');
    for (const operation of operations) {
      const { latencies, serverErrors, otherFailures } = tally[operation];
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `  | ${operation} | ${sorted.length} | ${at(sorted, 0.5).toFixed(1)} | ${at(sorted, 0.99).toFixed(1)} | ${serverErrors} | ${otherFailures} |`,
      );
    }
    // When it went wrong, if it did: what finished in each 10 s, and how many of those failed.
    const windows = new Map<number, { ms: number[]; failed: number }>();
    for (const event of timeline) {
      const window = Math.floor((event.at - started) / 10_000);
      const entry = windows.get(window) ?? { ms: [], failed: 0 };
      entry.ms.push(event.ms);
      if (event.failed) entry.failed += 1;
      windows.set(window, entry);
    }
    const byWindow = [...windows.entries()].sort(([a], [b]) => a - b);
    console.log(
      `  by 10 s (finished, failed, p50 ms): ${byWindow
        .map(
          ([window, { ms, failed }]) =>
            `${window * 10}s ${ms.length}/${failed}/${at(
              [...ms].sort((a, b) => a - b),
              0.5,
            ).toFixed(0)}`,
        )
        .join('  ')}`,
    );
    console.log(`  load average of the machine at the end: ${load()}`);
    for (const operation of operations)
      for (const example of tally[operation].examples) console.log(`  ${operation} failed: ${example}`);
    const serverErrors = operations.reduce((sum, operation) => sum + tally[operation].serverErrors, 0);
    const otherFailures = operations.reduce((sum, operation) => sum + tally[operation].otherFailures, 0);
    let pass = verdict('answers with status 5xx', serverErrors, { equals: 0 }, { digits: 0 });
    pass =
      verdict('requests failed otherwise (GraphQL errors, timeouts)', otherFailures, { equals: 0 }, { digits: 0 }) &&
      pass;
    pass =
      verdict(
        `acknowledged writes missing from the database (of ${acknowledged.length})`,
        lost,
        { equals: 0 },
        { digits: 0 },
      ) && pass;
    pass =
      check(
        'bounded',
        elapsed < seconds + drainMs / 1000 + 1,
        `stopped ${elapsed.toFixed(1)} s after the load began (${seconds} s asked)`,
      ) && pass;
    return pass;
  } finally {
    stopAll.abort();
    await services.stop();
    await db.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await loadTest();
