// The employee table at 100 000 employees (issue 4), on the embedded database (PGlite) and on the
// PostgreSQL server: median and p95 of a page query through the gateway for each kind of page
// (first, middle, last, a substring search, a filter, a sort), and the same page's SQL run
// in-process by the api's own code (no HTTP), with the ratio gateway ÷ SQL. A search is also
// timed with its pg_trgm index dropped (inside a rolled-back transaction) for the index's effect.
//
//   npx tsx bench/employee-tables.ts [--pglite] [--postgres]     (both when neither is given)
//
// Databases are seeded once with `npm run seed` (demo cast + 100 000 generated Acme employees)
// and reused: bench/results/pglite-100k and the PostgreSQL database bench_employee_tables.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../api/src/db/client.js';
import { clients, users } from '../api/src/db/schema.js';
import { employeeListQuery } from '@portal/contract/employees';
import { listEmployees } from '../api/src/employees/employees.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const warmup = 5;
const employees = 100_000;
const apiPort = 4611;
const gatewayPort = 4610;
const pgServer = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgName = 'bench_employee_tables';

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
    { name: 'sort email desc, page 2', rest: { sort_by: 'email', range: 'desc', page: '2' }, graphql: 'sortBy: EMAIL, sortDirection: DESC, page: 2' },
  ];
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
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

function seed(env: Record<string, string>): void {
  for (const args of [['--demo'], ['--employees', String(employees), '--client', 'acme']]) {
    const result = spawnSync('npm', ['run', '-s', 'seed', '--', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`seed ${args.join(' ')} failed`);
  }
}

async function acmeEmployeeCount(db: Database): Promise<{ clientId: number; count: number }> {
  const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  if (!acme) return { clientId: 0, count: 0 };
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.clientId, acme.id));
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
  const childEnv = { ...process.env, ...env, API_PORT: String(apiPort), PORT: String(gatewayPort), MAIN_API_URL: apiUrl, V2_API_URL: `${apiUrl}/v2` };
  const start = (file: string): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
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
    body: JSON.stringify({ email: 'employer@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'bench' }),
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

async function measure(label: string, env: Record<string, string>, options: { dataDir?: string; databaseUrl?: string }) {
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
      const body = (await response.json()) as { data?: { viewer: { employees: { pageCount: number; edges: unknown[] } } }; errors?: unknown };
      if (!body.data?.viewer.employees) throw new Error(`gateway answered ${JSON.stringify(body.errors)}`);
      return body.data.viewer.employees;
    };
    lastPage = (await post('')).pageCount;
    for (const kind of kinds(lastPage)) {
      const page = await post(kind.graphql);
      if (page.edges.length === 0) throw new Error(`${kind.name} returned no rows`);
      gatewayTimes.set(kind.name, await time(() => post(kind.graphql)));
    }
  } finally {
    await services.stop();
  }

  // Phase 2: the same pages' SQL in this process, by the api's own query code.
  const database = await openDatabase(options);
  const rows: Row[] = [];
  try {
    const { clientId } = await acmeEmployeeCount(database.db);
    for (const kind of kinds(lastPage)) {
      const query = employeeListQuery.parse(kind.rest);
      const sqlTimes = await time(() => listEmployees(database.db, clientId, query));
      rows.push({ kind: kind.name, gateway: stats(gatewayTimes.get(kind.name)!), sql: stats(sqlTimes) });
    }
    const search = employeeListQuery.parse({ search: 'smith.12' });
    const plan = (await database.db.execute(
      sql`explain select id from users where client_id = ${clientId} and lower(first_name || ' ' || surname || ' ' || email) like '%smith.12%'`,
    )) as unknown as { rows: Record<string, string>[] };
    const planText = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    const withIndex = stats(await time(() => listEmployees(database.db, clientId, search)));
    // Without the trigram index: dropped inside a transaction that is always rolled back.
    let withoutIndex = { median: 0, p95: 0 };
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index users_search_trgm`);
        withoutIndex = stats(await time(() => listEmployees(tx as unknown as Database, clientId, search)));
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rollback')) throw error;
      });
    report(label, rows, planText, withIndex, withoutIndex);
  } finally {
    await database.close();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(7);

function report(label: string, rows: Row[], plan: string, withIndex: { p95: number; median: number }, withoutIndex: { p95: number; median: number }) {
  console.log(`\n## ${label}: ${employees.toLocaleString('en-GB')} generated Acme employees, ${samples} samples per kind (ms)`);
  console.log('| kind | gateway median | gateway p95 | SQL median | SQL p95 | gateway ÷ SQL (median) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.kind} | ${ms(row.gateway.median)} | ${ms(row.gateway.p95)} | ${ms(row.sql.median)} | ${ms(row.sql.p95)} | ${(row.gateway.median / row.sql.median).toFixed(2)} |`,
    );
  }
  const first = rows[0]!;
  const last = rows[2]!;
  console.log(`\nlast page p95 ÷ first page p95 (SQL): ${(last.sql.p95 / first.sql.p95).toFixed(2)}; (gateway): ${(last.gateway.p95 / first.gateway.p95).toFixed(2)}`);
  console.log(
    `search p95 with pg_trgm index ${withIndex.p95.toFixed(1)} ms, without ${withoutIndex.p95.toFixed(1)} ms: ratio ${(withIndex.p95 / withoutIndex.p95).toFixed(2)}`,
  );
  console.log(`plan of the substring search:\n${plan.replace(/^/gm, '    ')}`);
}

async function pglite() {
  const dataDir = join(root, 'bench/results/pglite-100k');
  // PGlite creates only the last folder of its path; a fresh clone has no bench/results yet.
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!existsSync(dataDir)) seed({ DATA_DIR: dataDir });
  else {
    const database = await openDatabase({ dataDir });
    const { count } = await acmeEmployeeCount(database.db);
    await database.close();
    if (count < employees) seed({ DATA_DIR: dataDir });
  }
  await measure('PGlite (embedded, WASM, in the api process)', { DATA_DIR: dataDir }, { dataDir });
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
  else if (count < employees) spawnSync('npm', ['run', '-s', 'seed', '--', '--employees', String(employees), '--client', 'acme'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
  await measure(`PostgreSQL ${pgServer.replace(/\/[^/]*$/, '')} (server)`, { DATABASE_URL: databaseUrl }, { databaseUrl });
}

export async function employeeTables(which: { pglite: boolean; postgres: boolean } = { pglite: true, postgres: true }): Promise<void> {
  if (which.pglite) await pglite();
  if (which.postgres) await postgres();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pgliteOnly = process.argv.includes('--pglite');
  const postgresOnly = process.argv.includes('--postgres');
  const both = !pgliteOnly && !postgresOnly;
  await employeeTables({ pglite: both || pgliteOnly, postgres: both || postgresOnly });
}
