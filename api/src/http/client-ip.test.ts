// req.ip is the gateway's forwarded address only beside the gateway secret; anyone else, on
// loopback or not, is their own socket address, and cannot pass the gateway's headers on.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { clientAddress } from './client-ip.js';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app that answers what its routes would see. */
async function start(gatewaySecret: string | undefined) {
  const app = express();
  app.use(clientAddress(gatewaySecret));
  app.get('/seen', (req, res) => {
    res.json({ ip: req.ip, headers: req.headers });
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Seen {
  ip: string;
  headers: Record<string, string | undefined>;
}

/** Calls from `localAddress`, another loopback address, so the socket's address is recognisable. */
function seen(url: string, headers: Record<string, string>, localAddress = '127.0.0.9'): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/seen`, { headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as Seen));
    });
    req.on('error', reject);
    req.end();
  });
}

const masquerade = { 'x-masquerade-user-id': '7', 'x-masquerade-scheme-year': '2026' };

test('with the right secret, the forwarded address is the client and the gateway headers pass', async () => {
  const url = await start('the-gateway-secret');
  const result = await seen(url, {
    'x-gateway-secret': 'the-gateway-secret',
    'x-forwarded-for': '198.51.100.7',
    ...masquerade,
  });
  expect(result.ip).toBe('198.51.100.7');
  expect(result.headers).toMatchObject(masquerade);
  // The secret itself is gone before any route (or log of headers) sees it.
  expect(result.headers['x-gateway-secret']).toBeUndefined();
  expect((await seen(url, { 'x-gateway-secret': 'the-gateway-secret', 'x-forwarded-for': '2001:db8::7' })).ip).toBe(
    '2001:db8::7',
  );
  expect(
    (await seen(url, { 'x-gateway-secret': 'the-gateway-secret', 'x-forwarded-for': '::ffff:198.51.100.7' })).ip,
  ).toBe('198.51.100.7');
});

test('with a wrong secret, or none, the socket address counts and the gateway headers are dropped', async () => {
  const url = await start('the-gateway-secret');
  const secrets: Record<string, string>[] = [
    { 'x-gateway-secret': 'a-guess' },
    { 'x-gateway-secret': 'the-gateway-secret!' },
    { 'x-gateway-secret': '' },
    {},
  ];
  for (const secret of secrets) {
    const result = await seen(url, { ...secret, 'x-forwarded-for': '198.51.100.7', ...masquerade });
    expect(result.ip).toBe('127.0.0.9');
    expect(result.headers['x-forwarded-for']).toBeUndefined();
    expect(result.headers['x-masquerade-user-id']).toBeUndefined();
    expect(result.headers['x-masquerade-scheme-year']).toBeUndefined();
  }
});

test('with no secret configured nobody is believed, whatever they send', async () => {
  const url = await start(undefined);
  const result = await seen(url, { 'x-gateway-secret': '', 'x-forwarded-for': '198.51.100.7', ...masquerade });
  expect(result.ip).toBe('127.0.0.9');
  expect(result.headers['x-masquerade-user-id']).toBeUndefined();
});

test('the gateway sends one address; a list or junk leaves the socket address', async () => {
  const url = await start('the-gateway-secret');
  for (const forwarded of ['198.51.100.7, 203.0.113.9', 'not-an-address', '']) {
    expect((await seen(url, { 'x-gateway-secret': 'the-gateway-secret', 'x-forwarded-for': forwarded })).ip).toBe(
      '127.0.0.9',
    );
  }
});
