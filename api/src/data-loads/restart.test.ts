// An apply survives its api dying part-way (docs/data-loads.md "Restart"): the api runs as a
// child process on PostgreSQL; once the apply's progress shows rows written, the process is
// killed with SIGKILL. Nothing of the load is visible (one transaction); the api started again
// takes the job whose lock went stale and applies it all. PGlite is one connection inside the
// api's own process, so nobody can watch the progress there while the transaction holds it:
// this test needs TEST_DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { EmployeeDataUpload } from '@portal/contract/data-loads';
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { dataLoadChanges, dataLoads } from '../db/schema-data-loads.js';
import { jobs } from '../db/schema-jobs.js';
import { users } from '../db/schema-people.js';
import { createTestDatabaseOptions, type TestDatabase } from '../db/testing.js';
import { SecretBox } from '../secrets/secret-box.js';
import { demoPassword, seedDemo } from '../seed/seed.js';
import { until } from '../testing/until.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const rowCount = 20_000;

if (!serverUrl) {
  test.skip('restart part-way through an apply: skipped, TEST_DATABASE_URL is not set (PGlite is one connection, so the progress cannot be watched from outside the apply)', () =>
    undefined);
} else {
  let database: TestDatabase;
  let open: OpenDatabase;
  let child: ChildProcess | undefined;
  const key = randomBytes(32);

  beforeAll(async () => {
    database = await createTestDatabaseOptions();
    open = await openDatabase(database.options);
    await seedDemo(open.db, { secretBox: new SecretBox(key), welcomeMailOrigin: 'http://acme.localhost:4000' });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await open?.close();
    await database?.drop();
  });

  /** Starts the api on a free port; resolves with its URL once it listens. */
  function startChild(): Promise<string> {
    const env = {
      ...process.env,
      DATABASE_URL: database.options.databaseUrl!,
      API_PORT: '0',
      DATA_ENCRYPTION_KEY: key.toString('base64'),
      JOB_ABANDONED_AFTER_SECONDS: '2',
      NODE_OPTIONS: '',
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        // main.ts logs JSON lines (pino): {"url":"http://…","msg":"api listening"}.
        const match = /"url":"(http:\/\/[^"]+)","msg":"api listening"/.exec(output);
        if (match) resolve(match[1]!);
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.once('exit', (code) => reject(new Error(`api exited (${code}) before listening: ${output}`)));
    });
  }

  const killed = (process: ChildProcess) =>
    new Promise<void>((resolve) =>
      process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve()),
    );

  async function logIn(url: string): Promise<string> {
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employer@acme.test', password: demoPassword, site: 'acme', deviceToken: 'test' }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  const uploadOf = async (url: string, token: string, id: number) =>
    (
      (await (
        await fetch(`${url}/employee-data-uploads/${id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { upload: EmployeeDataUpload }
    ).upload;

  const loaded = async () =>
    (
      await open.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(like(users.employeeNumber, 'RS-%'))
    )[0]!.n;

  test('an api killed part-way through an apply changes nothing; started again, it applies the whole file', async () => {
    const [acme] = await open.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    let url = await startChild();
    let token = await logIn(url);
    const lines = ['employee_number,first_name,surname,email,date_of_birth,annual_salary'];
    for (let i = 0; i < rowCount; i += 1) lines.push(`RS-${i},Rae,Start${i},rs-${i}@restart.test,01/02/1990,30000`);
    const uploaded = await fetch(`${url}/client/${acme!.id}/data-loads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'x-file-name': 'restart.csv' },
      body: lines.join('\n'),
    });
    expect(uploaded.status).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: EmployeeDataUpload };
    expect(upload.counts.new).toBe(rowCount);
    const apply = await fetch(`${url}/employee-data-uploads/${upload.id}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sendWelcomeEmails: false }),
    });
    expect(apply.status).toBe(202);

    // Watch the progress until rows have been written, then kill the process outright.
    let seen!: EmployeeDataUpload;
    await until(
      'the apply shows rows written',
      async () => {
        seen = await uploadOf(url, token, upload.id);
        if (seen.progress.done > 0) return true;
        expect(seen.status).not.toBe('applied');
        return false;
      },
      60_000,
      0,
    );
    expect(seen.status).toBe('applying');
    expect(seen.progress.total).toBe(rowCount);
    const first = child!;
    first.kill('SIGKILL');
    await killed(first);

    // Nothing of it is in the database: the transaction never committed.
    expect(await loaded()).toBe(0);
    const [load] = await open.db.select().from(dataLoads).where(eq(dataLoads.id, upload.id));
    expect(load!.status).toBe('applying');
    expect(await open.db.select().from(dataLoadChanges).where(eq(dataLoadChanges.loadId, upload.id))).toEqual([]);

    // Started again, the worker takes the job whose lock went stale and applies all of it.
    url = await startChild();
    token = await logIn(url);
    let status!: EmployeeDataUpload['status'];
    await until(
      'the restarted api applies or fails the load',
      async () => {
        status = (await uploadOf(url, token, upload.id)).status;
        return status === 'applied' || status === 'failed';
      },
      90_000,
      100,
    );
    expect(status).toBe('applied');
    expect(await loaded()).toBe(rowCount);
    const [job] = await open.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'data-load'), eq(jobs.id, load!.jobId!)));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const finished = await uploadOf(url, token, upload.id);
    expect(finished.progress).toEqual({ done: rowCount, total: rowCount });
    child!.kill('SIGTERM');
    await killed(child!);
  }, 180_000);
}
