// The gateway's final handlers on a small Express app whose routes fail the ways real ones can,
// in both of Express's modes (development is the one whose own error page shows the stack).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type ErrorLog, graphqlErrors, notFound, restErrors } from './http-errors.js';
import { internals, rawRequest } from '../testing/raw-request.js';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

async function start(env: 'development' | 'production') {
  const logged: Array<{ error: unknown; requestId: string }> = [];
  const log: ErrorLog = (error, { requestId }) => logged.push({ error, requestId });
  const app = express();
  app.set('env', env);
  app.get('/boom', () => {
    throw new TypeError("Cannot read properties of undefined (reading 'x') at /work/main/gateway/src/x.ts:1:1");
  });
  app.get('/later', async () => {
    await Promise.resolve();
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  });
  app.get('/string', (_request, _response, next) => next('a bare string'));
  app.get('/things/:id', (_request, response) => response.json({}));
  app.use(
    '/graphql',
    express.json({ limit: '1kb' }),
    (_request: Request, _response: Response, next: NextFunction) => next(new Error('never')),
    graphqlErrors(log),
  );
  app.use(notFound);
  app.use(restErrors(log));
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logged };
}

describe.each(['development', 'production'] as const)('in %s', (env) => {
  test('a thrown error is a masked 500, logged with the id the response carries', async () => {
    const { url, logged } = await start(env);
    for (const path of ['/boom', '/later', '/string']) {
      const response = await rawRequest(url, path);
      expect(response.status).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toEqual({
        message: 'It looks like something has gone wrong, please try again later',
      });
      expect(response.text).not.toMatch(internals);
      expect(response.text).not.toMatch(/ECONNREFUSED|10\.0\.0\.7/);
      expect(logged.at(-1)?.requestId).toBe(response.headers['x-request-id']);
    }
    expect(logged).toHaveLength(3);
  });

  test('on /graphql the same failures answer in the GraphQL errors shape', async () => {
    const { url, logged } = await start(env);
    const post = (body: string) =>
      rawRequest(url, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({
      errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }],
    });
    const large = await post(JSON.stringify({ query: 'x'.repeat(2000) }));
    expect(large.status).toBe(413);
    expect(JSON.parse(large.text)).toEqual({
      errors: [{ message: 'The request body is too large', extensions: { code: 'BAD_REQUEST' } }],
    });
    const unknown = await post('{}');
    expect(unknown.status).toBe(500);
    expect(JSON.parse(unknown.text)).toEqual({
      errors: [
        {
          message: 'It looks like something has gone wrong, please try again later',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    for (const response of [malformed, large, unknown]) expect(response.text).not.toMatch(internals);
    // Bad requests are the client's; only the unknown failure is logged.
    expect(logged).toHaveLength(1);
  });

  test('a URL that cannot be decoded, an unknown route and a wrong method are JSON too', async () => {
    const { url, logged } = await start(env);
    const badParam = await rawRequest(url, '/things/%E0%A4%A');
    expect(badParam.status).toBe(400);
    expect(JSON.parse(badParam.text)).toEqual({ message: 'The request could not be read' });
    const unknownRoute = await rawRequest(url, '/nowhere');
    const wrongMethod = await rawRequest(url, '/things/1', { method: 'DELETE' });
    for (const response of [unknownRoute, wrongMethod]) {
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
    }
    for (const response of [badParam, unknownRoute, wrongMethod]) expect(response.text).not.toMatch(internals);
    expect(logged).toHaveLength(0);
  });
});
