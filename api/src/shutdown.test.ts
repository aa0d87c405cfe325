// Graceful shutdown: a request already being served finishes after close().
import { request } from 'node:http';
import { startTestApi } from './testing/test-api.js';

test('close() lets an in-flight login finish, then refuses new connections', async () => {
  // The seeded image, as every api test has it: seeding afresh took 26-31 s of this test's 30 on a
  // busy two-core machine, and once ran past it.
  const t = await startTestApi();
  const { api } = t;
  try {
    const body = JSON.stringify({
      email: 'employee@acme.test',
      password: 'Tulip-Harbour-79!',
      site: 'acme',
      deviceToken: 'shutdown-test',
    });
    let closed: Promise<void> | undefined;
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Expect: 100-continue makes the server say when it has read the headers: the request is
      // then in its hands, and close() begins before the body is sent.
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      };
      const req = request(`${api.url}/login`, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.on('continue', () => {
        closed = api.close();
        req.end(body);
      });
      req.flushHeaders();
    });
    const answer = await inFlight;
    await closed;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ access_token: expect.any(String) });
    await expect(fetch(`${api.url}/themes/acme`)).rejects.toThrow();
  } finally {
    await t.stop();
  }
});
