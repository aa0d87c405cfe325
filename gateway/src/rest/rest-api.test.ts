// The one REST client: the endpoint's `api` picks the base URL, a session's token goes only where
// the contract asks for one, a write tells the shared reads before and after, and refusals are
// data only when the call names them.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pendingSummary } from '@portal/contract/approvals';
import { login, ping } from '@portal/contract/session';
import { site } from '@portal/contract/site';
import { siteAnswer } from '../testing/answers.js';
import { everyRefusal } from './decode.js';
import { RestApi } from './rest-api.js';
import { Upstream } from './upstream.js';
import { UpstreamError } from './upstream-error.js';

const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
const answers: Record<string, { status: number; body: unknown }> = {
  '/themes/acme': { status: 200, body: siteAnswer({ domain: 'acme' }) },
  '/themes/nowhere': { status: 404, body: { message: 'Client not found' } },
  '/v2/scheme/selections/pending/': { status: 200, body: { count: 0, summary: [] } },
  '/login': { status: 401, body: { error: 'invalid_credentials', showRecaptcha: true, userAccountLocked: false } },
  '/ping': { status: 200, body: { status: 'ok', expires_in: 900 } },
};
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
  seen.push({ path, headers: request.headers });
  request.resume();
  const { status, body } = answers[path] ?? { status: 404, body: { message: 'Not found' } };
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const apiFor = (token: string | null, onWrite?: () => void) =>
  new RestApi(
    { main: new Upstream({ baseUrl: url }), v2: new Upstream({ baseUrl: `${url}/v2` }) },
    { token, masquerade: null },
    onWrite,
  );

test("the endpoint's api picks the base URL, and the session goes only where the contract asks for one", async () => {
  const api = apiFor('session-token');
  expect(await api.call(pendingSummary)).toEqual({ count: 0, summary: [] });
  expect(seen.at(-1)).toMatchObject({
    path: '/v2/scheme/selections/pending/',
    headers: { authorization: 'Bearer session-token' },
  });
  await api.outcome(site, { params: { domain: 'acme' } }, ['notFound']);
  expect(seen.at(-1)?.path).toBe('/themes/acme');
  expect(seen.at(-1)?.headers.authorization).toBeUndefined();
});

test('a refusal the call names is data; any other is thrown', async () => {
  const api = apiFor(null);
  const refused = await api.outcome(site, { params: { domain: 'nowhere' } }, ['notFound']);
  expect(refused).toMatchObject({ ok: false, refusal: 'notFound', message: 'Client not found' });
  await expect(api.call(site, { params: { domain: 'nowhere' } })).rejects.toBeInstanceOf(UpstreamError);
});

test('a write tells the shared reads when it starts and when it answers; a read does not', async () => {
  const told: string[] = [];
  const api = apiFor('session-token', () => told.push(seen.at(-1)?.path ?? ''));
  await api.call(ping);
  expect(told).toEqual([]);
  const before = seen.at(-1)?.path;
  const outcome = await api.outcome(
    login,
    { body: { email: 'a@b.test', password: 'x', site: 'acme', deviceToken: 'd' } },
    everyRefusal,
  );
  expect(outcome).toMatchObject({ ok: false, refusal: 'unauthenticated' });
  expect(told).toEqual([before, '/login']);
});
