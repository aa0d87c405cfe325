// Error answers on the real services: every error answer of the api and of the gateway
// in front of it is JSON in the API's shape, with no stack, server path or library name. (Each
// tier's own suite runs the same inputs in development and production: api/src/http/errors.test.ts,
// gateway/src/server.test.ts, gateway/src/http/web-app.test.ts.)
import { internals, rawRequest, type RawResponse } from '../../gateway/src/testing/raw-request.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

function expectJson(response: RawResponse, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.text)).toEqual(body);
  expect(response.text).not.toMatch(internals);
}

const json = { 'content-type': 'application/json' };
const notFound = { message: 'Not found' };

test.each([
  ['api', () => stack.apiUrl],
  ['gateway', () => stack.gatewayUrl],
])('%s: a missing asset, a climb out of the assets folder, an unknown route, a wrong method', async (_tier, origin) => {
  for (const path of [
    '/assets/nope.js',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/nowhere/at/all.php',
  ]) {
    const response = await rawRequest(origin(), path, { method: path.endsWith('.php') ? 'POST' : 'GET' });
    expectJson(response, 404, notFound);
  }
  expectJson(await rawRequest(origin(), '/healthz', { method: 'DELETE' }), 404, notFound);
});

test('api: malformed JSON, a body over the limit, an undecodable URL', async () => {
  expectJson(await rawRequest(stack.apiUrl, '/login', { method: 'POST', headers: json, body: '{"email": "' }), 400, {
    message: 'The request body is not valid JSON',
  });
  const large = JSON.stringify({ email: 'a@acme.test', password: 'x'.repeat(1_100_000) });
  expectJson(await rawRequest(stack.apiUrl, '/login', { method: 'POST', headers: json, body: large }), 413, {
    message: 'The request body is too large',
  });
  expectJson(await rawRequest(stack.apiUrl, '/themes/%E0%A4%A'), 400, { message: 'The request could not be read' });
  expectJson(await rawRequest(stack.apiUrl, '/themes/acme%00'), 404, notFound);
});

test('gateway: malformed JSON, a body over the limit and a wrong method on /graphql, in the GraphQL shape', async () => {
  const badRequest = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  const url = stack.gatewayUrl;
  expectJson(
    await rawRequest(url, '/graphql', { method: 'POST', headers: json, body: '{"query": "{' }),
    400,
    badRequest('The request body is not valid JSON'),
  );
  const large = JSON.stringify({ query: `{ site { clientName } } #${'x'.repeat(200_000)}` });
  expectJson(
    await rawRequest(url, '/graphql', { method: 'POST', headers: json, body: large }),
    413,
    badRequest('The request body is too large'),
  );
  expectJson(
    await rawRequest(url, '/graphql', { method: 'DELETE' }),
    405,
    badRequest('Only GET and POST requests are accepted'),
  );
  expectJson(await rawRequest(url, '/downloads/%E0%A4%A'), 400, { message: 'The request could not be read' });
});
