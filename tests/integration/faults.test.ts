// Faults: the api goes down and comes back, the database drops the api's connections
// under load, the api is too slow. Each time the gateway answers at once in the spec's words
// ("It looks like something has gone wrong, please try again later", as an
// UPSTREAM_ERROR), nothing crashes, and service comes back by itself, with no restart.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../api/src/db/client.js';
import { createTestDatabaseOptions, type TestDatabase } from '../../api/src/db/testing.js';
import { SecretBox } from '../../api/src/secrets/secret-box.js';
import { seedDemo } from '../../api/src/seed/seed.js';
import { until } from '../../api/src/testing/until.js';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { freePort, graphqlAt, type Service, startApiProcess, startGatewayProcess } from './processes.js';

const somethingWentWrong = {
  message: 'It looks like something has gone wrong, please try again later',
  extensions: { code: 'UPSTREAM_ERROR' },
};
const SITE = '{ site { clientName } }';
const siteAnswer = { data: { site: { clientName: 'Acme Manufacturing Ltd' } } };

describe('the api and its database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  let api: Service;
  let gateway: RunningGateway;

  beforeAll(async () => {
    const key = randomBytes(32);
    const port = await freePort();
    env = { API_PORT: String(port), DATA_ENCRYPTION_KEY: key.toString('base64'), DEMO_DATA: 'on' };
    if (serverUrl) {
      database = await createTestDatabaseOptions();
      const open = await openDatabase(database.options);
      await seedDemo(open.db, { secretBox: new SecretBox(key), welcomeMailOrigin: 'http://acme.localhost:4000' });
      await open.close();
      env.DATABASE_URL = database.options.databaseUrl!;
    } else {
      // A folder, not memory: the api is stopped and started again on the same data.
      dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
      env.DATA_DIR = dataDir;
    }
    api = await startApiProcess(env);
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      mainApiUrl: api.url,
      v2ApiUrl: `${api.url}/v2`,
      webDist: '/nonexistent',
      logError: () => undefined,
    });
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await api?.stop('SIGKILL');
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const site = async () => (await graphqlAt(gateway.url, { query: SITE }, { host: 'acme.localhost' })).body;
  const ready = async () => (await fetch(`${gateway.url}/readyz`)).status;

  test('the api goes down: the gateway answers in the spec’s words and is not ready; back up, it serves again with no restart', async () => {
    expect(await site()).toEqual(siteAnswer);
    await api.stop('SIGTERM');
    expect(await site()).toEqual({ data: null, errors: [expect.objectContaining(somethingWentWrong)] });
    expect(await ready()).toBe(503);
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });

    api = await startApiProcess(env);
    await until('the gateway is ready again', async () => (await ready()) === 200);
    // Every call after that is served, on the gateway's own keep-alive pool.
    for (let i = 0; i < 5; i += 1) expect(await site()).toEqual(siteAnswer);
  }, 60_000);

  const onPostgres = serverUrl ? test : test.skip;
  onPostgres(
    'PostgreSQL drops the api’s connections under load: calls fail cleanly, in the spec’s words, and then succeed again (PostgreSQL only)',
    async () => {
      const name = new URL(env.DATABASE_URL!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const answers: unknown[] = [];
      let load = true;
      const worker = async () => {
        while (load) answers.push(await site());
      };
      const workers = Array.from({ length: 4 }, worker);
      try {
        let terminated = 0;
        // Three times, each once calls are flowing again: a restart is every connection dropped at once.
        for (let round = 0; round < 3; round += 1) {
          const before = answers.length;
          await until('calls are flowing', async () => answers.length >= before + 10);
          const { rows } = await admin.query<{ n: number }>(
            'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          terminated += rows[0]!.n;
        }
        expect(terminated).toBeGreaterThan(0);
        // Recovered: the dropped connections that the api's pool still held fail their next call
        // (cleanly); then twenty calls in a row are served.
        const lastDrop = answers.length;
        const served = (answer: unknown) => JSON.stringify(answer) === JSON.stringify(siteAnswer);
        await until(
          'twenty calls in a row are served after the last drop',
          async () => answers.length >= lastDrop + 20 && answers.slice(-20).every(served),
        );
        load = false;
        await Promise.all(workers);
      } finally {
        load = false;
        await Promise.all(workers);
        await admin.end();
      }
      // Every answer was the data or the spec's words: never a crash, a hang or an internal message.
      for (const answer of answers) {
        if (JSON.stringify(answer) !== JSON.stringify(siteAnswer))
          expect(answer).toEqual({ data: null, errors: [expect.objectContaining(somethingWentWrong)] });
      }
      expect(api.child.exitCode).toBeNull();
      expect(await ready()).toBe(200);
    },
    60_000,
  );
});

describe('a slow api', () => {
  let upstream: ReturnType<typeof createServer>;
  let gateway: Service;
  const held: ServerResponse[] = [];
  const abandoned: Promise<void>[] = [];

  beforeAll(async () => {
    // A stand-in for an api that never answers in time (test code only): it holds every request
    // and notes when the caller gives up on it.
    upstream = createServer((request: IncomingMessage, response: ServerResponse) => {
      held.push(response);
      abandoned.push(new Promise((resolve) => response.once('close', () => resolve())));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    gateway = await startGatewayProcess({ MAIN_API_URL: url, V2_API_URL: `${url}/v2`, UPSTREAM_TIMEOUT_MS: '200' });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    for (const response of held) response.destroy();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('the gateway gives up at UPSTREAM_TIMEOUT_MS with the spec’s error, and is not ready', async () => {
    const { status, body } = await graphqlAt(gateway.url, { query: SITE }, { host: 'acme.localhost' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: null, errors: [expect.objectContaining(somethingWentWrong)] });
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    // The api was called, and the gateway hung up on it: the timeout, not a refused connection.
    expect(held.length).toBeGreaterThanOrEqual(1);
    await abandoned[0];
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
    // It lives on.
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  }, 30_000);
});
