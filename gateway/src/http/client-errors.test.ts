// The web app's crash reports reach the gateway's error log under the request id the answer
// carries, which the crash page shows as the reference to quote.
import type { ClientErrorReport } from './client-errors.js';
import { startGateway, type RunningGateway } from '../server.js';

let gateway: RunningGateway;
const logged: { report: ClientErrorReport; requestId: string }[] = [];

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: 'http://127.0.0.1:9',
    v2ApiUrl: 'http://127.0.0.1:9/v2',
    webDist: '/nonexistent',
    logClientError: (report, { requestId }) => logged.push({ report, requestId }),
  });
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  logged.length = 0;
});

const send = (body: unknown) =>
  fetch(`${gateway.url}/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('a report is logged with the request id its answer carries', async () => {
  const answer = await send({
    message: "Cannot read properties of null (reading 'map')",
    stack: 'TypeError: …\n    at TotalRewardScreen',
    page: '/app/my-total-benefits/',
  });
  expect(answer.status).toBe(204);
  const requestId = answer.headers.get('x-request-id');
  expect(requestId).toMatch(/^[\w.:-]{8,128}$/);
  expect(logged).toEqual([
    {
      requestId,
      report: {
        message: "Cannot read properties of null (reading 'map')",
        stack: 'TypeError: …\n    at TotalRewardScreen',
        page: '/app/my-total-benefits/',
      },
    },
  ]);
});

test('a report is cut to size, and one without a message or a page is refused unlogged', async () => {
  const long = await send({ message: 'x'.repeat(5_000), page: '/app/home/' });
  expect(long.status).toBe(204);
  expect(logged[0]!.report).toEqual({ message: 'x'.repeat(2_000), stack: null, page: '/app/home/' });

  for (const body of [{ page: '/' }, { message: 'Broke' }, { message: 42, page: '/' }, ['Broke']]) {
    const refused = await send(body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'The error report could not be read' });
  }
  expect(logged).toHaveLength(1);
});

test('a link token in the page is logged as the access log keeps it', async () => {
  await send({ message: 'Broke', page: '/sso-login/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/?next=secret' });
  expect(logged[0]!.report.page).toBe('/sso-login/…/');
});
