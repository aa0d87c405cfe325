// The gateway against a stand-in upstream (a unit test: the real api runs in tests/integration).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from './server.js';

let upstream: Server;
let upstreamUrl: string;
let handle: (request: IncomingMessage, response: ServerResponse) => void;
const started: RunningGateway[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => handle(request, response));
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(started.map((gateway) => gateway.close()));
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
});

async function gateway(options: { production?: boolean; persistedQueriesFile?: string; upstreamTimeoutMs?: number } = {}) {
  const running = await startGateway({ port: 0, host: '127.0.0.1', mainApiUrl: upstreamUrl, v2ApiUrl: `${upstreamUrl}/v2`, webDist: '/nonexistent', ...options });
  started.push(running);
  return running;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> } };
}

test('a 401 from the api becomes UNAUTHENTICATED, with both token headers sent', async () => {
  let seen: IncomingMessage['headers'] = {};
  handle = (request, response) => {
    seen = request.headers;
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Your session has expired, please log in again"}');
  };
  const { url } = await gateway();
  const { body } = await post(url, { query: '{ viewer { firstName } }' }, 'secret-token');
  expect(body.errors?.[0]).toMatchObject({
    message: 'Your session has expired, please log in again',
    extensions: { code: 'UNAUTHENTICATED' },
  });
  expect(seen.authorization).toBe('Bearer secret-token');
  expect(seen['x-auth-token']).toBe('secret-token');
});

test('a slow api gives a clear error, not a hang, and leaks no internal address', async () => {
  handle = () => undefined; // never answers
  const { url } = await gateway({ upstreamTimeoutMs: 300 });
  const { body } = await post(url, { query: '{ site { clientName } }' });
  expect(body.errors?.[0]).toMatchObject({
    message: 'It looks like something has gone wrong, please try again later',
    extensions: { code: 'UPSTREAM_ERROR' },
  });
  expect(JSON.stringify(body)).not.toContain('127.0.0.1');
});

test('without a token the viewer is null and no call is made', async () => {
  let calls = 0;
  handle = (_request, response) => {
    calls += 1;
    response.writeHead(500).end();
  };
  const { url } = await gateway();
  expect((await post(url, { query: '{ viewer { firstName } }' })).body).toEqual({ data: { viewer: null } });
  expect(calls).toBe(0);
});

test('production runs trusted documents only, by id', async () => {
  handle = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ domain: 'localhost', client: { clientName: 'Demo Company Ltd', contactUsEnabled: true }, theme: {}, cmsData: {} }),
    );
  };
  const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
  const file = join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ abc: 'query SiteQuery { site { clientName } }' }));
  const { url } = await gateway({ production: true, persistedQueriesFile: file });
  expect(await post(url, { doc_id: 'abc', variables: {} })).toEqual({ status: 200, body: { data: { site: { clientName: 'Demo Company Ltd' } } } });
  const freeText = await post(url, { query: '{ site { clientName } }' });
  expect(freeText.status).toBe(400);
  expect(freeText.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  expect((await post(url, { doc_id: 'nope' })).status).toBe(400);
});

test('/healthz answers ok only while the api answers its own health check', async () => {
  handle = (request, response) => {
    const healthy = request.url === '/healthz';
    response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  };
  const { url } = await gateway();
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  handle = (_request, response) => response.writeHead(503).end();
  const down = await fetch(`${url}/healthz`);
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'unavailable' });
});
