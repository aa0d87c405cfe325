import { errorText } from './upstream.js';

test('the error text comes from errors, then error, then message', () => {
  expect(errorText({ errors: { email: ['Please enter a valid email address'] }, message: 'x' })).toBe(
    'Please enter a valid email address',
  );
  expect(errorText({ errors: [{ message: 'First' }, 'Second'] })).toBe('First');
  expect(errorText({ error: 'invalid_credentials', message: 'x' })).toBe('invalid_credentials');
  expect(errorText({ message: 'Client not found' })).toBe('Client not found');
  expect(errorText({})).toBe('Request failed');
});

test('a read whose connection is reset is tried once more; a write is not', async () => {
  const { createServer } = await import('node:http');
  const { Upstream, UpstreamError } = await import('./upstream.js');
  let calls = 0;
  const server = createServer((request, response) => {
    calls += 1;
    // The first call of each kind dies mid-connection, as a dropped keep-alive socket would.
    if (calls === 1 || calls === 3) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  const upstream = new Upstream({ baseUrl: `http://127.0.0.1:${port}` });
  const auth = { token: null, masquerade: null };
  try {
    expect(await upstream.call('GET', 'thing', auth)).toEqual({ ok: true });
    expect(calls).toBe(2);
    await expect(upstream.call('POST', 'thing', auth, { json: {} })).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toBe(3);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});
