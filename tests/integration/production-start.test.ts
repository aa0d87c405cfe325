// `NODE_ENV=production npm start` as an operator runs it behind a TLS proxy (docs/deploying.md):
// trusted documents only, no introspection, no GraphiQL, no demo mailbox, no demo identity
// provider and no demo cast; HSTS (and Secure cookies) when the proxy says the browser came over
// HTTPS; JSON log lines carrying one request id through the gateway and the api. Like
// npm-start.test.ts, it builds the web app first only when no build is there.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../../api/src/testing/until.js';
import { freePort, graphqlAt, type LogLine, repositoryRoot } from './processes.js';

let npm: ChildProcess;
let gatewayUrl: string;
let apiUrl: string;
let dataDir: string;
let output = '';
let errors = '';

beforeAll(async () => {
  const [gatewayPort, apiPort] = [await freePort(), await freePort()];
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
  npm = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
      // What a test environment may have set must not turn the demo conveniences back on.
      DEMO_MAILBOX: '',
      DEMO_IDP: '',
      DEMO_DATA: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await until(
    'the gateway is ready',
    async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output}\n${errors}`);
      return fetch(`${gatewayUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    170_000,
  );
}, 200_000);

afterAll(async () => {
  try {
    process.kill(-npm.pid!, 'SIGKILL');
  } catch {
    // Already stopped by the last test.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The services' log lines on stdout: npm's own banner aside, every line is JSON. */
function logLines(): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('>'))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
}

const persisted = () =>
  JSON.parse(readFileSync(join(repositoryRoot, 'gateway/persisted-queries.json'), 'utf8')) as Record<string, string>;

test('only the web app’s own documents run: free text and introspection are refused', async () => {
  const freeText = await graphqlAt(gatewayUrl, { query: '{ site { clientName } }' });
  expect(freeText.status).toBe(400);
  expect(freeText.body.errors).toEqual([
    { message: 'Only trusted documents are accepted', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
  ]);
  const introspection = await graphqlAt(gatewayUrl, { query: '{ __schema { types { name } } }' });
  expect(introspection.status).toBe(400);
  expect(introspection.body.data).toBeUndefined();
  const unknownId = await graphqlAt(gatewayUrl, { doc_id: 'not-a-document', variables: {} });
  expect(unknownId.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
});

test('a trusted document runs (the login, with no demo cast to log in); the proxy’s request id is in the JSON log lines of the gateway and of the api', async () => {
  const [docId] = Object.entries(persisted()).find(([, text]) => /^mutation useLoginMutation\(/.test(text)) ?? [];
  expect(docId).toBeDefined();
  const requestId = `proxy-${randomBytes(8).toString('hex')}`;
  const variables = {
    input: { email: 'employee@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'production-start' },
  };
  const answer = await graphqlAt<{ login: { accessToken: string | null; errors: unknown[] } }>(
    gatewayUrl,
    { doc_id: docId, variables },
    { host: 'acme.localhost', headers: { 'x-request-id': requestId, 'x-forwarded-proto': 'https' } },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  // Production starts on an empty database: the demo accounts are not there.
  expect(answer.body.data!.login).toMatchObject({
    accessToken: null,
    errors: [
      { field: 'email', message: "We can't find a match! Try again or contact us" },
      { field: 'password', message: 'Try again or reset your password' },
    ],
  });
  expect(answer.headers['x-request-id']).toBe(requestId);
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // The gateway's line is written once the answer has gone: wait for it.
  await until(
    'both tiers log the request',
    async () => logLines().filter((line) => line.requestId === requestId).length >= 2,
    10_000,
  );
  const lines = logLines().filter((line) => line.requestId === requestId);
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        service: 'gateway',
        msg: 'request',
        method: 'POST',
        path: '/graphql',
        status: 200,
        level: 30,
        time: expect.any(String),
      }),
      expect.objectContaining({ service: 'api', msg: 'request', method: 'POST', path: '/login' }),
    ]),
  );
});

test('HSTS only when the proxy says HTTPS; no cookie is ever set without Secure', async () => {
  const plain = await fetch(`${gatewayUrl}/healthz`);
  expect(plain.headers.get('strict-transport-security')).toBeNull();
  for (const path of ['/', '/healthz', '/readyz', '/sso/start?domain=acme', '/oidc/.well-known/openid-configuration']) {
    const response = await fetch(`${gatewayUrl}${path}`, {
      headers: { 'x-forwarded-proto': 'https' },
      redirect: 'manual',
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
  }
});

test('no GraphiQL, no demo mailbox, no demo identity provider', async () => {
  const app = await (await fetch(`${gatewayUrl}/`)).text();
  const graphiql = await fetch(`${gatewayUrl}/graphiql`);
  // The app's own page (its 404), not the IDE.
  expect(await graphiql.text()).toBe(app);
  // The gateway has no mailbox of its own: the path is an app route (the app's 404 page).
  expect(await (await fetch(`${gatewayUrl}/demo/mailbox?to=new@acme.test`)).text()).toBe(app);
  expect((await fetch(`${apiUrl}/demo/mailbox?to=new@acme.test`)).status).toBe(404);
  // The demo identity provider is mounted nowhere: neither on the api nor through the gateway's pass-through.
  for (const origin of [gatewayUrl, apiUrl])
    expect((await fetch(`${origin}/oidc/.well-known/openid-configuration`)).status).toBe(404);
});

test('SIGTERM to npm stops both servers', async () => {
  const exited = new Promise<void>((resolve) =>
    npm.exitCode !== null ? resolve() : npm.once('exit', () => resolve()),
  );
  npm.kill('SIGTERM');
  await exited;
  const down = (url: string) =>
    fetch(url).then(
      () => false,
      () => true,
    );
  await until('the api stops', () => down(`${apiUrl}/healthz`), 15_000);
  await until('the gateway stops', () => down(`${gatewayUrl}/healthz`), 15_000);
  expect(logLines().some((line) => line.msg === 'finishing in-flight requests' && line.service === 'api')).toBe(true);
});
