// Whatever breaks inside, a caller sees only the contract's generic bodies: no stack, no SQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from '../config.js';
import type { Database } from '../db/client.js';
import { createApiApp } from '../server.js';

let server: Server;
let url: string;
const logged: unknown[] = [];

beforeAll(async () => {
  const failing = () => {
    throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
  };
  // A database whose every query fails, as when PostgreSQL goes away mid-request.
  const db = new Proxy({}, { get: () => failing }) as unknown as Database;
  const config = configFromEnv({ NODE_ENV: 'production' });
  server = createServer(createApiApp({ db, config, logError: (error) => logged.push(error) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('an unexpected failure is a bare 500, logged on the server', async () => {
  const response = await fetch(`${url}/themes/acme`);
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
  expect(text).not.toMatch(/SELECT|relation|at /);
  expect(logged).toHaveLength(1);
});

test('malformed JSON is a 400 with a message, before any query', async () => {
  const response = await fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: expect.any(String) });
});

test('the demo mailbox is not served when configured off (production)', async () => {
  const response = await fetch(`${url}/demo/mailbox?to=someone@acme.test`);
  expect(response.status).toBe(404);
  expect(logged).toHaveLength(1);
});

test('no framework banner is sent', async () => {
  const response = await fetch(`${url}/nowhere`);
  expect(response.status).toBe(404);
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(await response.json()).toEqual({ message: 'Not found' });
});
