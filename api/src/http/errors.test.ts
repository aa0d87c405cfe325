// Whatever breaks inside, a caller sees only the contract's generic bodies: no stack, no SQL, no
// library name or server path, in either mode (development is the one whose Express error page
// showed the stack).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from '../config.js';
import type { Database } from '../db/client.js';
import { SecretBox } from '../secrets/secret-box.js';
import { createApiApp } from '../server.js';
import type { FailedRequest } from './errors.js';

const internals =
  /SyntaxError|TypeError|body-parser|express|node_modules|\bat \/|\/work\/|<html|<pre>|stack|SELECT|relation/i;

/** Sends `path` as written: fetch would resolve `..` and `%2e%2e` before sending. */
function raw(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(nodeEnv: 'development' | 'production') {
  const logged: Array<{ error: unknown; request: FailedRequest }> = [];
  const failing = () => {
    throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
  };
  // A database whose every query fails, as when PostgreSQL goes away mid-request.
  const db = new Proxy({}, { get: () => failing }) as unknown as Database;
  const config = configFromEnv({ NODE_ENV: nodeEnv });
  const app = createApiApp({
    db,
    config,
    secretBox: new SecretBox(randomBytes(32)),
    logError: (error, request) => logged.push({ error, request }),
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logged };
}

const json = { 'content-type': 'application/json' };

function expectJson(
  response: { status: number; headers: IncomingHttpHeaders; text: string },
  status: number,
  body: unknown,
) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.text)).toEqual(body);
  expect(response.text).not.toMatch(internals);
}

describe.each(['development', 'production'] as const)('in %s', (mode) => {
  test('an unexpected failure is a bare 500, logged on the server with the id the response carries', async () => {
    const { url, logged } = await start(mode);
    const response = await raw(url, '/themes/acme');
    expectJson(response, 500, { message: 'It looks like something has gone wrong, please try again later' });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.request).toEqual({
      requestId: response.headers['x-request-id'],
      method: 'GET',
      path: '/themes/acme',
    });
  });

  test('malformed JSON and a body over the limit are refused before any query', async () => {
    const { url, logged } = await start(mode);
    expectJson(await raw(url, '/login', { method: 'POST', headers: json, body: '{"email": ' }), 400, {
      message: 'The request body is not valid JSON',
    });
    const large = JSON.stringify({ email: 'a@acme.test', password: 'x'.repeat(1_100_000) });
    expectJson(await raw(url, '/login', { method: 'POST', headers: json, body: large }), 413, {
      message: 'The request body is too large',
    });
    expectJson(
      await raw(url, '/login', { method: 'POST', headers: { ...json, 'content-encoding': 'x-unknown' }, body: '{}' }),
      415,
      {
        message: 'The request body could not be read',
      },
    );
    expect(logged).toEqual([]);
  });

  test('an unknown route, a wrong method, an asset, a climb out of a folder: all a JSON 404', async () => {
    const { url, logged } = await start(mode);
    for (const [method, path] of [
      ['GET', '/nowhere'],
      ['GET', '/v2/nowhere'],
      ['DELETE', '/login'],
      ['PUT', '/healthz'],
      ['GET', '/assets/nope.js'],
      ['GET', '/assets/../../package.json'],
      ['GET', '/assets/%2e%2e/%2e%2e/package.json'],
      ['GET', '/assets/..%2f..%2fpackage.json'],
      ['GET', '/../package.json'],
    ] as const) {
      expectJson(await raw(url, path, { method }), 404, { message: 'Not found' });
    }
    expect(logged).toEqual([]);
  });

  test('a path parameter that does not decode is a 400, not a failure', async () => {
    const { url, logged } = await start(mode);
    expectJson(await raw(url, '/themes/%E0%A4%A'), 400, { message: 'The request could not be read' });
    expect(logged).toEqual([]);
  });

  test('a NUL character never reaches the database: a field error in the query or body, a 404 in the path', async () => {
    const { url, logged } = await start(mode);
    const message = 'This field contains characters that are not allowed';
    expectJson(await raw(url, '/v2/client/1/employees?search=ab%00c'), 422, { errors: { search: [message] } });
    expectJson(await raw(url, '/policies/privacy?domain=%00'), 422, { errors: { domain: [message] } });
    expectJson(
      await raw(url, '/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'a\u0000@acme.test', password: 'x', site: 'acme', deviceToken: 'd' }),
      }),
      422,
      {
        errors: { email: [message] },
      },
    );
    expectJson(await raw(url, '/themes/acme%00'), 404, { message: 'Not found' });
    expect(logged).toEqual([]);
  });
});

test('no framework banner is sent', async () => {
  const { url } = await start('production');
  const response = await raw(url, '/nowhere');
  expect(response.headers['x-powered-by']).toBeUndefined();
});
