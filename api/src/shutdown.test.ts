// Graceful shutdown (SECURITY.md 22): a request already being served finishes after close().
import { request } from 'node:http';
import { createTestDatabaseOptions } from './db/testing.js';
import { startApi } from './server.js';

test('close() lets an in-flight login finish, then refuses new connections', async () => {
  const database = await createTestDatabaseOptions();
  const api = await startApi({ port: 0, seed: true, ...database.options });
  try {
    const body = JSON.stringify({ email: 'employee@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 'shutdown-test' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${api.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      // Headers go now; the body follows once close() has begun, so the request is mid-flight.
      req.flushHeaders();
      setTimeout(() => req.end(body), 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = api.close();
    const answer = await inFlight;
    await closed;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ access_token: expect.any(String) });
    await expect(fetch(`${api.url}/themes/acme`)).rejects.toThrow();
  } finally {
    await api.close();
    await database.drop();
  }
});
