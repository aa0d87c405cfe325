// The receipt and employee data upload routes against a stand-in api (the real one runs in tests/integration).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from '../server.js';
import { internals, rawRequest } from '../testing/raw-request.js';
import { dataLoadNotFoundText, receiptLengthRequiredText, receiptTooLargeText } from './uploads.js';
import { dataLoadColumnsMessage, dataLoadMaxBytes, dataLoadTooLargeMessage } from '@portal/contract/data-loads';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let upstream: Server;
let seen: Seen[] = [];
let answer: (response: ServerResponse) => void;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      answer(response);
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: upstreamUrl,
    v2ApiUrl: `${upstreamUrl}/v2`,
    webDist: '/nonexistent',
    gatewaySecret: 'the-gateway-secret',
    upstreamTimeoutMs: 500,
  });
});
beforeEach(() => {
  seen = [];
  answer = (response) =>
    json(response, 201, { uploadId: 'upload_abcdefghijklmnopqrstu', name: 'receipt.pdf', bytes: 9 });
});
afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const pdf = Buffer.from('%PDF-1.7\n');
const browser = {
  method: 'POST',
  localAddress: '127.0.0.3',
  headers: {
    authorization: 'Bearer browser-token',
    'content-type': 'application/pdf',
    'x-file-name': 'receipt.pdf',
    'x-forwarded-for': '203.0.113.9',
    'x-masquerade-user-id': '7',
    'x-gateway-secret': 'forged-by-the-browser',
  },
};

function expectJson(
  response: { status: number; headers: IncomingMessage['headers']; text: string },
  status: number,
  body: unknown,
) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(response.text)).toEqual(body);
  expect(response.text).not.toMatch(internals);
}

test("the file goes to the api as it came, with the browser's identity, and the api's answer comes back", async () => {
  const response = await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf });
  expectJson(response, 201, { uploadId: 'upload_abcdefghijklmnopqrstu', name: 'receipt.pdf', bytes: 9 });
  expect(seen).toHaveLength(1);
  const [call] = seen;
  expect(call).toMatchObject({ method: 'POST', url: '/uploads/receipts' });
  expect(call?.body.equals(pdf)).toBe(true);
  expect(call?.headers).toMatchObject({
    authorization: 'Bearer browser-token',
    'x-auth-token': 'browser-token',
    'x-file-name': 'receipt.pdf',
    'content-length': String(pdf.length),
    'content-type': 'application/octet-stream',
    // The socket's address and the gateway's own secret, never the browser's copies.
    'x-forwarded-for': '127.0.0.3',
    'x-gateway-secret': 'the-gateway-secret',
  });
  expect(call?.headers['x-masquerade-user-id']).toBeUndefined();
});

test('a file over 5 MB is refused before a byte of it reaches the api; 5 MB itself goes on', async () => {
  const limit = Buffer.alloc(5 * 1024 * 1024, 0x20);
  expect((await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: limit })).status).toBe(201);
  expect(seen.map((call) => call.body.length)).toEqual([limit.length]);
  seen = [];
  const large = Buffer.concat([limit, Buffer.from(' ')]);
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: large }), 413, {
    message: receiptTooLargeText,
  });
  expectJson(
    await rawRequest(gateway.url, '/uploads/receipts', {
      ...browser,
      headers: { ...browser.headers, 'transfer-encoding': 'chunked' },
      body: pdf,
    }),
    411,
    {
      message: receiptLengthRequiredText,
    },
  );
  expect(seen).toEqual([]);
});

test('the token is read from the Authorization header only, never from the URL', async () => {
  const { authorization: _, ...anonymous } = browser.headers;
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, headers: anonymous, body: pdf }), 401, {
    message: 'You need to log in to see this',
  });
  expectJson(
    await rawRequest(gateway.url, '/uploads/receipts?access_token=browser-token&token=browser-token', {
      ...browser,
      headers: anonymous,
      body: pdf,
    }),
    401,
    {
      message: 'You need to log in to see this',
    },
  );
  expect(seen).toEqual([]);
});

test("the api's refusals come back in its words and status", async () => {
  answer = (response) => json(response, 415, { message: 'Please upload a PDF, JPEG or PNG' });
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf }), 415, {
    message: 'Please upload a PDF, JPEG or PNG',
  });
  answer = (response) => json(response, 401, { message: 'Your session has expired, please log in again' });
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf }), 401, {
    message: 'Your session has expired, please log in again',
  });
});

test('an api that breaks the contract, does not answer in time or is gone is a clear JSON error', async () => {
  const failed = { message: 'It looks like something has gone wrong, please try again later' };
  answer = (response) => json(response, 201, { id: 'not what the contract says' });
  // decode logs the breach (with the call and the field, no token) to the console.
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf }), 502, failed);
  answer = () => undefined; // never answers
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf }), 502, failed);
  answer = (response) => response.socket?.destroy();
  expectJson(await rawRequest(gateway.url, '/uploads/receipts', { ...browser, body: pdf }), 502, failed);
});

// The employee data route: the same pass-through with its own api path, limit and words.
const dryRun = {
  upload: {
    id: 9,
    fileName: 'march.csv',
    uploadedAt: '2026-03-04T10:00:00.000Z',
    uploadedBy: 'Sam Patel',
    rows: 1,
    counts: { new: 1, changed: 0, unchanged: 0, leaving: 0 },
    errorCount: 0,
    errors: [],
    status: 'checked',
    progress: { done: 0, total: 1 },
    sendWelcomeEmails: true,
    failure: null,
  },
};
const csv = Buffer.from('employee_number,first_name\r\nACM-1,Ada\r\n');
const employeeFile = {
  ...browser,
  headers: { ...browser.headers, 'content-type': 'text/csv', 'x-file-name': 'march.csv' },
};

test("an employee data file goes to the client's data loads, and the dry run comes back", async () => {
  answer = (response) => json(response, 201, dryRun);
  const response = await rawRequest(gateway.url, '/uploads/employee-data/42', { ...employeeFile, body: csv });
  expectJson(response, 201, dryRun);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/client/42/data-loads' });
  expect(seen[0]?.body.equals(csv)).toBe(true);
  expect(seen[0]?.headers).toMatchObject({
    'x-auth-token': 'browser-token',
    'x-file-name': 'march.csv',
    'content-type': 'application/octet-stream',
    'x-gateway-secret': 'the-gateway-secret',
  });
});

test('an employee data file over 20 MB is refused in the contract words before a byte reaches the api', async () => {
  answer = (response) => json(response, 201, dryRun);
  const large = Buffer.alloc(dataLoadMaxBytes + 1, 0x20);
  expectJson(await rawRequest(gateway.url, '/uploads/employee-data/42', { ...employeeFile, body: large }), 413, {
    message: dataLoadTooLargeMessage,
  });
  expect(seen).toEqual([]);
});

test("a client id that is not one is 404 without a call; the api's refusals come back in its words", async () => {
  expectJson(await rawRequest(gateway.url, '/uploads/employee-data/0x2a', { ...employeeFile, body: csv }), 404, {
    message: dataLoadNotFoundText,
  });
  expect(seen).toEqual([]);
  answer = (response) => json(response, 422, { message: dataLoadColumnsMessage });
  expectJson(await rawRequest(gateway.url, '/uploads/employee-data/42', { ...employeeFile, body: csv }), 422, {
    message: dataLoadColumnsMessage,
  });
  answer = (response) => json(response, 403, { message: 'Access Denied' });
  expectJson(await rawRequest(gateway.url, '/uploads/employee-data/42', { ...employeeFile, body: csv }), 403, {
    message: 'Access Denied',
  });
});
