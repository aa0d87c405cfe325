// The gateway against a stand-in upstream (a unit test: the real api runs in tests/integration).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { downloadExpiredText } from './http/downloads.js';
import { startGateway, type GatewayOptions, type RunningGateway } from './server.js';
import { siteAnswer } from './testing/answers.js';
import { internals, rawRequest } from './testing/raw-request.js';

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

async function gateway(options: Partial<GatewayOptions> = {}) {
  const running = await startGateway({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: upstreamUrl,
    v2ApiUrl: `${upstreamUrl}/v2`,
    webDist: '/nonexistent',
    ...options,
  });
  started.push(running);
  return running;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: Array<{ message: string; extensions: { code: string } }>;
    },
  };
}

test('a 401 from the api becomes UNAUTHENTICATED, with both token headers sent', async () => {
  let seen: IncomingMessage['headers'] = {};
  handle = (request, response) => {
    seen = request.headers;
    response
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"message":"Your session has expired, please log in again"}');
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

/** The stand-in api holds every request unanswered; `arrived` once `count` of them have come. */
function holdAnswers(count: number): { held: ServerResponse[]; arrived: Promise<void> } {
  const held: ServerResponse[] = [];
  let allArrived: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  handle = (_request, response) => {
    held.push(response);
    if (held.length === count) allArrived();
  };
  return { held, arrived };
}

test('past its limit of requests at once, the gateway turns the next away unread: 503, Retry-After, the spec’s words; then admits again', async () => {
  const { held, arrived } = holdAnswers(2);
  const { url } = await gateway({ maxInFlight: 2 });
  const query = { query: '{ site { clientName } }' };
  const admitted = [post(url, query), post(url, query)];
  await arrived;

  const turnedAway = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  expect(turnedAway.status).toBe(503);
  expect(turnedAway.headers.get('retry-after')).toBe('1');
  expect(await turnedAway.json()).toEqual({
    errors: [
      { message: 'It looks like something has gone wrong, please try again later', extensions: { code: 'OVERLOADED' } },
    ],
  });
  // It never reached the api.
  expect(held).toHaveLength(2);

  for (const response of held)
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteAnswer()));
  for (const answer of await Promise.all(admitted))
    expect(answer).toEqual({ status: 200, body: { data: { site: { clientName: 'Demo Company Ltd' } } } });
  // Answered requests make room: the next is admitted.
  handle = (_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteAnswer()));
  expect(await post(url, query)).toEqual({ status: 200, body: { data: { site: { clientName: 'Demo Company Ltd' } } } });
});

test('a browser that hangs up makes room as an answer does', async () => {
  const { held, arrived } = holdAnswers(1);
  const { url } = await gateway({ maxInFlight: 1 });
  const body = JSON.stringify({ query: '{ site { clientName } }' });
  const hangUp = new AbortController();
  const abandoned = fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: hangUp.signal,
  }).catch(() => 'hung up');
  await arrived;
  hangUp.abort();
  expect(await abandoned).toBe('hung up');
  handle = (_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteAnswer()));
  // The gateway may see the hang-up a moment after the browser made it: wait for the room, not a time.
  let status = 0;
  while (status !== 200) status = (await post(url, { query: '{ site { clientName } }' })).status;
  expect(status).toBe(200);
  // Answered, not destroyed: the gateway sends a read again once after a broken connection, and
  // that retry reached the next test's stand-in api ("no call is made" failed once in CI's rehearsal).
  for (const response of held)
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteAnswer()));
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
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteAnswer()));
  };
  const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
  const file = join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ abc: 'query SiteQuery { site { clientName } }' }));
  const { url } = await gateway({ production: true, persistedQueriesFile: file });
  expect(await post(url, { doc_id: 'abc', variables: {} })).toEqual({
    status: 200,
    body: { data: { site: { clientName: 'Demo Company Ltd' } } },
  });
  const freeText = await post(url, { query: '{ site { clientName } }' });
  expect(freeText.status).toBe(400);
  expect(freeText.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  expect((await post(url, { doc_id: 'nope' })).status).toBe(400);
});

test('/readyz answers ok only while the api answers its own readiness check; /healthz while the gateway lives', async () => {
  handle = (request, response) => {
    const ready = request.url === '/readyz';
    response.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  };
  const { url } = await gateway();
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
  handle = (_request, response) => response.writeHead(503).end();
  const down = await fetch(`${url}/readyz`);
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'unavailable' });
  expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
});

describe('what the gateway tells the api about the browser', () => {
  const browser = {
    localAddress: '127.0.0.3',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer browser-token',
      'x-masquerade-user-id': '7',
      'x-masquerade-scheme-year': '2026',
      'x-forwarded-for': '203.0.113.9',
      'x-gateway-secret': 'forged-by-the-browser',
    },
  };
  const query = JSON.stringify({ query: '{ viewer { firstName } site { clientName } }' });

  async function callsSeen(options: Partial<GatewayOptions>) {
    const seen: IncomingMessage['headers'][] = [];
    handle = (request, response) => {
      seen.push(request.headers);
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Your session has expired, please log in again"}');
    };
    const { url } = await gateway(options);
    const response = await rawRequest(url, '/graphql', { ...browser, method: 'POST', body: query });
    expect(response.status).toBe(200);
    return seen;
  }

  test('masquerade headers from a browser are stripped; the socket address and the secret go on every call', async () => {
    const seen = await callsSeen({ gatewaySecret: 'the-gateway-secret' });
    // The viewer (signed in) and the site (anonymous) each called the api.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const headers of seen) {
      expect(headers['x-masquerade-user-id']).toBeUndefined();
      expect(headers['x-masquerade-scheme-year']).toBeUndefined();
      expect(headers['x-forwarded-for']).toBe('127.0.0.3');
      expect(headers['x-gateway-secret']).toBe('the-gateway-secret');
    }
  });

  test("the request's id, the proxy's when well formed, goes on every api call and comes back in X-Request-Id", async () => {
    const ids: unknown[] = [];
    handle = (request, response) => {
      ids.push(request.headers['x-request-id']);
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Your session has expired, please log in again"}');
    };
    const { url } = await gateway();
    const kept = await rawRequest(url, '/graphql', {
      ...browser,
      headers: { ...browser.headers, 'x-request-id': 'proxy-req-0001' },
      method: 'POST',
      body: query,
    });
    expect(kept.headers['x-request-id']).toBe('proxy-req-0001');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set(['proxy-req-0001']));
    ids.length = 0;
    const replaced = await rawRequest(url, '/graphql', {
      ...browser,
      headers: { ...browser.headers, 'x-request-id': 'bad id <script>' },
      method: 'POST',
      body: query,
    });
    const made = replaced.headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids)).toEqual(new Set([made]));
  });

  test("a masquerade session's own token names the headers, whatever the browser sends, and the api's answer header comes back", async () => {
    const seen: IncomingMessage['headers'][] = [];
    const token = 'msq.41.2026.k3y-Part_of-the-token';
    handle = (request, response) => {
      seen.push(request.headers);
      const user = { id: 41, name: 'Alex Morgan', firstName: 'Alex' };
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'x-masquerade-user-id': '41',
          'x-masquerade-scheme-year': '2026',
        })
        .end(JSON.stringify(user));
    };
    const { url } = await gateway({ gatewaySecret: 'the-gateway-secret' });
    const response = await rawRequest(url, '/graphql', {
      ...browser,
      method: 'POST',
      headers: { ...browser.headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { firstName } }' }),
    });
    expect(response.status).toBe(200);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    for (const headers of seen) {
      // The browser's 7 never reaches the api: the session's 41 does.
      expect(headers['x-masquerade-user-id']).toBe('41');
      expect(headers['x-masquerade-scheme-year']).toBe('2026');
    }
    expect(response.headers['x-masquerade-user-id']).toBe('41');
    expect(response.headers['x-masquerade-scheme-year']).toBe('2026');
  });

  test('without a configured secret none is sent, and a browser cannot supply one', async () => {
    const seen = await callsSeen({});
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const headers of seen) {
      expect(headers['x-gateway-secret']).toBeUndefined();
      expect(headers['x-masquerade-user-id']).toBeUndefined();
      expect(headers['x-forwarded-for']).toBe('127.0.0.3');
    }
  });

  test('a report download is called the same way, and its failure is JSON', async () => {
    const seen: IncomingMessage['headers'][] = [];
    handle = (request, response) => {
      seen.push(request.headers);
      response
        .writeHead(410, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: downloadExpiredText }));
    };
    const { url } = await gateway({ gatewaySecret: 'the-gateway-secret' });
    const response = await rawRequest(url, `/downloads/${'a'.repeat(40)}`, {
      ...browser,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(410);
    expect(JSON.parse(response.text)).toEqual({ message: downloadExpiredText });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.3', 'x-gateway-secret': 'the-gateway-secret' });
    const malformed = await rawRequest(url, '/downloads/not-a-ticket');
    expect(malformed.status).toBe(410);
    expect(JSON.parse(malformed.text)).toEqual({ message: downloadExpiredText });
  });

  test("a reporting download goes to the main API's /reports/downloads and streams its file through", async () => {
    const paths: (string | undefined)[] = [];
    handle = (request, response) => {
      paths.push(request.url);
      response
        .writeHead(200, {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="reports.zip"',
          'cache-control': 'no-store',
          'x-powered-by': 'Express',
        })
        .end('PK-zip-bytes');
    };
    const { url } = await gateway({});
    const response = await rawRequest(url, `/reports/downloads/${'b'.repeat(40)}`);
    expect(response.status).toBe(200);
    expect(response.text).toBe('PK-zip-bytes');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="reports.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(paths).toEqual([`/reports/downloads/${'b'.repeat(40)}`]);
    expect((await rawRequest(url, '/reports/downloads/not-a-ticket')).status).toBe(410);
  });
});

describe.each([false, true])('errors never show internals (production: %s)', (production) => {
  const logged: unknown[] = [];
  const start = () => gateway({ production, logError: (error) => logged.push(error) });
  const send = (url: string, path: string, init: Parameters<typeof rawRequest>[2] = {}) => rawRequest(url, path, init);
  const expectJson = (
    response: { status: number; headers: IncomingMessage['headers']; text: string },
    status: number,
    body: unknown,
  ) => {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual(body);
    expect(response.text).not.toMatch(internals);
  };
  const badRequest = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });

  test('on /graphql: malformed JSON, a body over the limit, a wrong method', async () => {
    const { url } = await start();
    const json = { 'content-type': 'application/json' };
    expectJson(
      await send(url, '/graphql', { method: 'POST', headers: json, body: '{"query": "{ site { clientName } }' }),
      400,
      badRequest('The request body is not valid JSON'),
    );
    expectJson(
      await send(url, '/graphql', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: `{ site { clientName } } #${'x'.repeat(200_000)}` }),
      }),
      413,
      badRequest('The request body is too large'),
    );
    const put = await send(url, '/graphql', { method: 'PUT', headers: json, body: '{}' });
    expectJson(put, 405, badRequest('Only GET and POST requests are accepted'));
    expect(put.headers.allow).toBe('GET, POST');
    expectJson(
      await send(url, '/graphql', {
        method: 'POST',
        headers: { ...json, 'content-encoding': 'x-unknown' },
        body: '{}',
      }),
      415,
      badRequest('The request body is not in a format the server accepts'),
    );
    // Apollo's own refusals keep their meaning but lose the library's name.
    const forgery = await send(url, '/graphql?query=%7B__typename%7D');
    expect(forgery.status).toBe(400);
    expect(forgery.text).not.toMatch(internals);
    expect(logged).toEqual([]);
  });

  test('elsewhere: an unknown route, a wrong method, a missing asset, a climb out of the assets, an undecodable URL', async () => {
    const { url } = await start();
    const notFound = { message: 'Not found' };
    expectJson(await send(url, '/nowhere'), 404, notFound);
    expectJson(await send(url, '/healthz', { method: 'POST' }), 404, notFound);
    for (const path of [
      '/assets/nope.js',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
    ]) {
      expectJson(await send(url, path), 404, notFound);
    }
    expectJson(await send(url, '/downloads/%E0%A4%A'), 400, { message: 'The request could not be read' });
    expect(logged).toEqual([]);
  });
});

test('outside production GraphiQL gets the schema (introspection passes the depth limit)', async () => {
  const { url } = await gateway();
  const { status, body } = await post(url, { query: getIntrospectionQuery() });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect((body.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(20);
});

test('production refuses introspection, even from a trusted document, without naming the library', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
  const file = join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ schema: '{ __schema { queryType { name } } }' }));
  const { url } = await gateway({ production: true, persistedQueriesFile: file });
  const { status, body } = await post(url, { doc_id: 'schema' });
  expect(status).toBe(400);
  expect(body.errors?.[0]).toMatchObject({
    message: 'Introspection is not allowed',
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
  expect(JSON.stringify(body)).not.toMatch(internals);
});

test("behind a TLS proxy the identity provider's cookies passed through are marked Secure, and the api is told HTTPS", async () => {
  let proto: string | string[] | undefined;
  handle = (request, response) => {
    proto = request.headers['x-forwarded-proto'];
    response
      .writeHead(200, {
        'content-type': 'text/html',
        'set-cookie': ['_interaction=abc; path=/oidc; httponly', '_session=def; path=/; secure; httponly'],
      })
      .end('<p>login</p>');
  };
  const { url } = await gateway();
  const overHttps = await fetch(`${url}/oidc/interaction/abc`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(proto).toBe('https');
  expect(overHttps.headers.getSetCookie()).toEqual([
    '_interaction=abc; path=/oidc; httponly; Secure',
    '_session=def; path=/; secure; httponly',
  ]);
  const overHttp = await fetch(`${url}/oidc/interaction/abc`);
  expect(proto).toBe('http');
  expect(overHttp.headers.getSetCookie()).toEqual([
    '_interaction=abc; path=/oidc; httponly',
    '_session=def; path=/; secure; httponly',
  ]);
});

test('the cookie that binds a single sign-on to its browser passes both ways: Secure behind HTTPS, and back to the callback', async () => {
  let seen: IncomingMessage['headers'] = {};
  handle = (request, response) => {
    seen = request.headers;
    const setCookie = request.url?.startsWith('/sso/start')
      ? 'sso_browser=abc; Max-Age=600; Path=/sso; HttpOnly; SameSite=Lax'
      : 'sso_browser=; Path=/sso; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    response.writeHead(303, { location: 'http://localhost:4000/elsewhere', 'set-cookie': setCookie }).end();
  };
  const { url } = await gateway();
  const start = await fetch(`${url}/sso/start?domain=initech`, {
    headers: { 'x-forwarded-proto': 'https' },
    redirect: 'manual',
  });
  expect(start.headers.getSetCookie()).toEqual([
    'sso_browser=abc; Max-Age=600; Path=/sso; HttpOnly; SameSite=Lax; Secure',
  ]);
  const callback = await fetch(`${url}/sso/callback?code=c&state=s`, {
    headers: { 'x-forwarded-proto': 'https', cookie: 'sso_browser=abc' },
    redirect: 'manual',
  });
  expect(seen.cookie).toBe('sso_browser=abc');
  expect(callback.headers.getSetCookie()[0]).toMatch(/^sso_browser=; .*; Secure$/);
});
