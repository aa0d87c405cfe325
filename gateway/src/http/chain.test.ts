// Middlewares chained into one layer behave as they did in layers of their own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { chain } from './chain.js';
import { rawRequest } from '../testing/raw-request.js';

let server: Server;
let url: string;
const ran: string[] = [];

beforeAll(async () => {
  const app = express();
  const caught: ErrorRequestHandler = (error: Error, _request, response, _next) => {
    response.status(500).json({ caught: error.message });
  };
  app.use(
    '/ok',
    chain(
      (_request, response, next) => {
        ran.push('first');
        response.setHeader('x-first', 'yes');
        next();
      },
      express.json(),
      (request, response) => {
        ran.push('last');
        response.json({ url: request.url, baseUrl: request.baseUrl, body: request.body as unknown });
      },
    ),
    caught,
  );
  app.use(
    '/passed',
    chain(
      (_request, _response, next) => next(new Error('passed on')),
      () => ran.push('skipped'),
    ),
    caught,
  );
  app.use(
    '/thrown',
    chain(() => {
      throw new Error('thrown');
    }),
    caught,
  );
  app.use(
    '/rejected',
    chain(async () => {
      await Promise.resolve();
      throw new Error('rejected');
    }),
    caught,
  );
  // A chain that calls next without an error hands on to the next layer.
  app.use(chain((_request, _response, next) => next()));
  app.use((_request, response) => response.status(404).json({ reached: 'after' }));
  server = createServer(app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((done) => server.close(done)));

test('each middleware runs in order, on the layer’s path, the last one answering', async () => {
  const answer = await rawRequest(url, '/ok/x?y=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}',
  });
  expect(answer.headers['x-first']).toBe('yes');
  expect(JSON.parse(answer.text)).toEqual({ url: '/x?y=1', baseUrl: '/ok', body: { a: 1 } });
  expect(ran).toEqual(['first', 'last']);
});

test.each(['passed', 'thrown', 'rejected'])('an error %s goes to the error handler after the chain', async (how) => {
  const answer = await rawRequest(url, `/${how}`);
  expect(answer.status).toBe(500);
  expect(JSON.parse(answer.text)).toEqual({ caught: how === 'passed' ? 'passed on' : how });
  expect(ran).not.toContain('skipped');
});

test('a body parser’s error skips the rest of the chain', async () => {
  const answer = await rawRequest(url, '/ok', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
  });
  expect(answer.status).toBe(500);
});

test('next() at the end of a chain goes on to the next layer', async () => {
  const answer = await rawRequest(url, '/elsewhere');
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.text)).toEqual({ reached: 'after' });
});
