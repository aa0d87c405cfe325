// The employee table at 100 000 employees (or --employees N), on the embedded database (PGlite) and on the
// PostgreSQL server: median and p95 of a page query through the gateway for each kind of page
// (first, middle, last, a substring search, a filter, a sort), and the same page's SQL run
// in-process by the api's own code (no HTTP). The substring search is timed with its pg_trgm
// index and without it the same way: one query after another on the one connection of one
// transaction, the index dropped inside it and the transaction rolled back. The whole measurement
// runs three times (BENCH_RUNS) and each figure printed is the worst of the runs, against its
// budget (docs/performance.md): deepest page ÷ first page ≤ 1.5, search with index ÷ without ≤ 0.2,
// every page under 50 ms end to end on PostgreSQL (under 25 ms at a million), and the totals read
// from one counter row.
//
//   npx tsx bench/employee-tables.ts [--pglite] [--postgres] [--employees N]
//
// Both databases when neither is named, the server alone past 100 000. Databases are seeded once
// with `npm run seed` (demo cast + N generated Acme employees; a million takes about two minutes on
// the server) and reused: bench/results/pglite-100k and the PostgreSQL database
// bench_employee_tables (BENCH_EMPLOYEE_TABLES_DB) on BENCH_DATABASE_SERVER, with the count after
// their names for other sizes. The gateway listens on BENCH_PORT (4610),
// the api on the port after it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../api/src/db/client.js';
import { clients } from '../api/src/db/schema-clients.js';
import { users, userSearchText } from '../api/src/db/schema-people.js';
import { withTransaction } from '../api/src/db/transaction.js';
import { employeeListQuery } from '@portal/contract/employees';
import { listEmployees, totalsOf } from '../api/src/employees/employees.js';
import { check, verdict } from './verdict.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const samples = Number(process.env.BENCH_SAMPLES ?? 80);
const warmup = 5;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const defaultEmployees = 100_000;
const employeesFlag = process.argv.indexOf('--employees');
const employees = employeesFlag > 0 ? Number(process.argv[employeesFlag + 1]) : defaultEmployees;
if (!Number.isInteger(employees) || employees < 1)
  throw new Error('--employees takes a whole number of employees, e.g. --employees 1000000');
/** Databases of the default size keep their old names; other sizes carry the count. */
const sized = (name: string) => (employees === defaultEmployees ? name : `${name}_${employees}`);
/** Every page kind's p95 end to end on the server: the tighter budget holds from a million up. */
const slowestBudget = employees >= 1_000_000 ? 25 : 50;
const gatewayPort = Number(process.env.BENCH_PORT ?? 4610);
const apiPort = gatewayPort + 1;
const pgServer = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgName = process.env.BENCH_EMPLOYEE_TABLES_DB ?? sized('bench_employee_tables');

interface Kind {
  name: string;
  /** REST query of v2/client/{id}/employees (the api's words). */
  rest: Record<string, string>;
  /** The same page as GraphQL arguments. */
  graphql: string;
}

function kinds(lastPage: number): Kind[] {
  const middle = Math.ceil(lastPage / 2);
  return [
    { name: 'first page', rest: {}, graphql: '' },
    { name: `middle page (${middle})`, rest: { page: String(middle) }, graphql: `page: ${middle}` },
    { name: `last page (${lastPage})`, rest: { page: String(lastPage) }, graphql: `page: ${lastPage}` },
    { name: 'search "smith.12"', rest: { search: 'smith.12' }, graphql: 'search: "smith.12"' },
    { name: 'filter unregistered', rest: { 'filter[person_activated]': '0' }, graphql: 'registered: false' },
    {
      name: 'filter registered, page 2',
      rest: { 'filter[person_activated]': '1', page: '2' },
      graphql: 'registered: true, page: 2',
    },
    {
      name: 'sort email desc, page 2',
      rest: { sort_by: 'email', range: 'desc', page: '2' },
      graphql: 'sortBy: EMAIL, sortDirection: DESC, page: 2',
    },
  ];
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
};

/**
 * The samples of several subjects taken in turn (one of each, then the next round), so that a burst
 * of load from elsewhere on a shared machine falls on all of them rather than on one.
 */
async function time(subjects: (() => Promise<unknown>)[]): Promise<number[][]> {
  for (let i = 0; i < warmup; i += 1) for (const run of subjects) await run();
  const times = subjects.map((): number[] => []);
  for (let i = 0; i < samples; i += 1) {
    for (const [index, run] of subjects.entries()) {
      const started = process.hrtime.bigint();
      await run();
      times[index]!.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return times;
}

function seed(env: Record<string, string>): void {
  for (const args of [['--demo'], ['--employees', String(employees), '--client', 'acme']]) {
    const result = spawnSync('npm', ['run', '-s', 'seed', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`seed ${args.join(' ')} failed`);
  }
}

async function acmeEmployeeCount(db: Database): Promise<{ clientId: number; count: number }> {
  const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  if (!acme) return { clientId: 0, count: 0 };
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.clientId, acme.id));
  return { clientId: acme.id, count: row?.n ?? 0 };
}

async function waitFor(url: string, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

async function startServices(env: Record<string, string>) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const childEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    API_PORT: String(apiPort),
    PORT: String(gatewayPort),
    MAIN_API_URL: apiUrl,
    V2_API_URL: `${apiUrl}/v2`,
  };
  const start = (file: string): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const children = [start('api/src/main.ts'), start('gateway/src/main.ts')];
  await waitFor(`${apiUrl}/themes/localhost`);
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  return {
    apiUrl,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      ),
  };
}

async function logIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'employer@acme.test',
      password: 'Tulip-Harbour-79!',
      site: 'acme',
      deviceToken: 'bench',
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

const fields = `totalCount pageCount currentPage totalEmployees totalRegisteredEmployees percentageRegistered
  edges { cursor node { id name email registered registeredAt twoFactorEnabled userType employmentStatus } }`;

interface Row {
  kind: string;
  gateway: { median: number; p95: number };
  sql: { median: number; p95: number };
}

interface Run {
  rows: Row[];
  /** p95 of the substring search on one connection in one transaction, with and without its index. */
  search: { withIndex: number; withoutIndex: number; planWith: string; planWithout: string };
  totals: {
    plan: string;
    counters: { people: number; registered: number };
    live: { people: number; registered: number };
  };
}

/** EXPLAIN ANALYZE of a statement, as text. */
async function explain(db: Database, statement: ReturnType<typeof sql>): Promise<string> {
  const result = (await db.execute(sql`explain analyze ${statement}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const searchText = 'smith.12';

async function measureOnce(
  env: Record<string, string>,
  options: { dataDir?: string; databaseUrl?: string },
): Promise<Run> {
  // Phase 1: through the gateway, with the api and gateway as their own processes.
  const services = await startServices(env);
  const gatewayTimes = new Map<string, number[]>();
  let lastPage = 1;
  try {
    const token = await logIn(services.apiUrl);
    const post = async (args: string) => {
      const response = await fetch(`${services.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ viewer { employees${args ? `(${args})` : ''} { ${fields} } } }` }),
      });
      const body = (await response.json()) as {
        data?: { viewer: { employees: { pageCount: number; edges: unknown[] } } };
        errors?: unknown;
      };
      if (!body.data?.viewer.employees) throw new Error(`gateway answered ${JSON.stringify(body.errors)}`);
      return body.data.viewer.employees;
    };
    lastPage = (await post('')).pageCount;
    for (const kind of kinds(lastPage)) {
      const page = await post(kind.graphql);
      if (page.edges.length === 0) throw new Error(`${kind.name} returned no rows`);
    }
    const times = await time(kinds(lastPage).map((kind) => () => post(kind.graphql)));
    kinds(lastPage).forEach((kind, index) => gatewayTimes.set(kind.name, times[index]!));
  } finally {
    await services.stop();
  }

  // Phase 2: the same pages' SQL in this process, by the api's own query code.
  const database = await openDatabase(options);
  try {
    const { clientId } = await acmeEmployeeCount(database.db);
    const sqlTimes = await time(
      kinds(lastPage).map((kind) => () => listEmployees(database.db, clientId, employeeListQuery.parse(kind.rest))),
    );
    const rows: Row[] = kinds(lastPage).map((kind, index) => ({
      kind: kind.name,
      gateway: stats(gatewayTimes.get(kind.name)!),
      sql: stats(sqlTimes[index]!),
    }));

    // The search with its trigram index and without it, measured the same way: in turn on the one
    // connection of one transaction, the index dropped inside a savepoint for each sample without
    // it (only the search is timed), and the transaction always rolled back.
    const search = employeeListQuery.parse({ search: searchText });
    const matching = sql`select count(*) from users where client_id = ${clientId} and ${userSearchText(users)} like ${`%${searchText}%`}`;
    let measured: Run['search'] | undefined;
    await withTransaction(database.db, async (db) => {
      const planWith = await explain(db, matching);
      await db.execute(sql`savepoint before_drop`);
      await db.execute(sql`drop index users_search_trgm`);
      const planWithout = await explain(db, matching);
      await db.execute(sql`rollback to savepoint before_drop`);
      // Each sample times its search alone, not the drop or the rollback that sets it up.
      let dropped = false;
      const timed = async (into: number[]) => {
        const started = process.hrtime.bigint();
        await listEmployees(db, clientId, search);
        into.push(Number(process.hrtime.bigint() - started) / 1e6);
      };
      const withTimes: number[] = [];
      const withoutTimes: number[] = [];
      await time([
        async () => {
          if (dropped) await db.execute(sql`rollback to savepoint before_drop`);
          dropped = false;
          await timed(withTimes);
        },
        async () => {
          if (!dropped) await db.execute(sql`drop index users_search_trgm`);
          dropped = true;
          await timed(withoutTimes);
        },
      ]);
      measured = {
        withIndex: stats(withTimes.slice(warmup)).p95,
        withoutIndex: stats(withoutTimes.slice(warmup)).p95,
        planWith,
        planWithout,
      };
      throw new Error('rollback');
    }).catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });

    // The totals: one row of client_user_totals, the same figures as counting the client's users.
    const plan = await explain(
      database.db,
      sql`select people, registered from client_user_totals where client_id = ${clientId}`,
    );
    const totals = await totalsOf(database.db, clientId);
    const [live] = (
      (await database.db.execute(
        sql`select count(*)::int as people, count(activated_at)::int as registered from users where client_id = ${clientId}`,
      )) as unknown as { rows: { people: number; registered: number }[] }
    ).rows;
    return {
      rows,
      search: measured!,
      totals: {
        plan,
        counters: { people: totals.totalEmployees, registered: totals.totalRegisteredEmployees },
        live: live!,
      },
    };
  } finally {
    await database.close();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const worst = (values: number[]) => Math.max(...values);
/** The plan's first line and its execution time, enough to see which index answered. */
const planSummary = (plan: string) => {
  const lines = plan.split('\n');
  const scans = lines.filter((line) => /Scan/.test(line)).map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
  return `${scans.join(' → ')}; ${lines.find((line) => line.startsWith('Execution Time'))?.trim() ?? ''}`;
};

async function measure(
  label: string,
  env: Record<string, string>,
  options: { dataDir?: string; databaseUrl?: string },
  server: boolean,
) {
  const done: Run[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const figures = await measureOnce(env, options);
    done.push(figures);
    const [first, , last] = figures.rows;
    console.log(
      `  ${label}, run ${run} of ${runs}: first page p95 ${first!.gateway.p95.toFixed(1)} ms, last page p95 ${last!.gateway.p95.toFixed(1)} ms end to end; ` +
        `search with index ${figures.search.withIndex.toFixed(2)} ms, without ${figures.search.withoutIndex.toFixed(2)} ms`,
    );
  }

  // The table: each cell the worst of the runs.
  console.log(
    `\n## ${label}: ${employees.toLocaleString('en-GB')} generated Acme employees, ${samples} samples per kind, worst of ${runs} runs (ms)`,
  );
  console.log('| kind | gateway median | gateway p95 | SQL median | SQL p95 |');
  console.log('|---|---:|---:|---:|---:|');
  const kindNames = done[0]!.rows.map((row) => row.kind);
  kindNames.forEach((kind, index) => {
    const cells = done.map((run) => run.rows[index]!);
    console.log(
      `| ${kind} | ${ms(worst(cells.map((c) => c.gateway.median)))} | ${ms(worst(cells.map((c) => c.gateway.p95)))} | ${ms(worst(cells.map((c) => c.sql.median)))} | ${ms(worst(cells.map((c) => c.sql.p95)))} |`,
    );
  });
  const last = done[done.length - 1]!;
  console.log(`\nsubstring search "${searchText}" with its index:    ${planSummary(last.search.planWith)}`);
  console.log(`substring search "${searchText}" without its index: ${planSummary(last.search.planWithout)}`);
  console.log(`the totals: ${planSummary(last.totals.plan)}`);

  console.log(`\n${label}, worst of ${runs} runs:`);
  // The last page is read from the far end of its index; the middle page is the one farthest from both ends.
  const pageRatio = (run: Run, side: 'gateway' | 'sql', row: number) =>
    run.rows[row]![side].p95 / run.rows[0]![side].p95;
  // The budget is what a user waits for (end to end); the SQL alone, in this process, is printed to tell where the time goes.
  let pass = true;
  for (const [name, row] of [
    ['last', 2],
    ['middle', 1],
  ] as const) {
    pass =
      verdict(
        `${name} page p95 ÷ first page p95, end to end`,
        worst(done.map((run) => pageRatio(run, 'gateway', row))),
        { atMost: 1.5 },
      ) && pass;
    console.log(`    the same in SQL alone: ${worst(done.map((run) => pageRatio(run, 'sql', row))).toFixed(2)}`);
  }
  pass =
    verdict(
      'search p95 with index ÷ without, one connection',
      worst(done.map((run) => run.search.withIndex / run.search.withoutIndex)),
      { atMost: 0.2 },
    ) && pass;
  if (server) {
    const slowest = worst(done.flatMap((run) => run.rows.map((row) => row.gateway.p95)));
    pass =
      verdict(
        'slowest page kind p95, end to end on PostgreSQL',
        slowest,
        { below: slowestBudget },
        { unit: 'ms', digits: 1 },
      ) && pass;
  }
  const totalsRight = done.every(
    (run) =>
      /client_user_totals/.test(run.totals.plan) &&
      !/on users/.test(run.totals.plan) &&
      run.totals.counters.people === run.totals.live.people &&
      run.totals.counters.registered === run.totals.live.registered,
  );
  pass =
    check(
      'totals in O(1)',
      totalsRight,
      `read from one row of client_user_totals (${last.totals.counters.people.toLocaleString('en-GB')} people, ${last.totals.counters.registered.toLocaleString('en-GB')} registered), equal to a live count`,
    ) && pass;
  return pass;
}

async function pglite() {
  const dataDir = join(root, `bench/results/${employees === defaultEmployees ? 'pglite-100k' : `pglite-${employees}`}`);
  // PGlite creates only the last folder of its path; a fresh clone has no bench/results yet.
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!existsSync(dataDir)) seed({ DATA_DIR: dataDir });
  else {
    const database = await openDatabase({ dataDir });
    const { count } = await acmeEmployeeCount(database.db);
    await database.close();
    if (count < employees) seed({ DATA_DIR: dataDir });
  }
  return measure('PGlite (embedded, WASM, in the api process)', { DATA_DIR: dataDir }, { dataDir }, false);
}

async function postgres() {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [pgName]);
  if (exists.rowCount === 0) await admin.query(`create database ${pgName}`);
  await admin.end();
  const url = new URL(pgServer);
  url.pathname = `/${pgName}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  const [anyone] = await database.db.select({ id: users.id }).from(users).limit(1);
  const { count } = await acmeEmployeeCount(database.db);
  await database.close();
  if (!anyone) seed({ DATABASE_URL: databaseUrl });
  else if (count < employees)
    spawnSync('npm', ['run', '-s', 'seed', '--', '--employees', String(employees), '--client', 'acme'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
  // What the server's autovacuum does within a minute of a seed, done now so that it does not
  // start in the middle of the measurement (the embedded database's api does its own at start).
  const vacuum = new pg.Client({ connectionString: databaseUrl });
  await vacuum.connect();
  await vacuum.query('vacuum analyze');
  await vacuum.end();
  return measure(
    `PostgreSQL ${pgServer.replace(/\/[^/]*$/, '')} (server)`,
    { DATABASE_URL: databaseUrl },
    { databaseUrl },
    true,
  );
}

/** Whether every budget passed on the databases measured. */
export async function employeeTables(
  which: { pglite: boolean; postgres: boolean } = { pglite: employees <= defaultEmployees, postgres: true },
): Promise<boolean> {
  let pass = true;
  if (which.pglite) pass = (await pglite()) && pass;
  if (which.postgres) pass = (await postgres()) && pass;
  return pass;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pgliteOnly = process.argv.includes('--pglite');
  const postgresOnly = process.argv.includes('--postgres');
  const neither = !pgliteOnly && !postgresOnly;
  await employeeTables({
    pglite: pgliteOnly || (neither && employees <= defaultEmployees),
    postgres: postgresOnly || neither,
  });
}
