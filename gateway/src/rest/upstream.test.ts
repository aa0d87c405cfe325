test('a read whose connection is reset is tried once more; a write is not', async () => {
  const { createServer } = await import('node:http');
  const { Upstream } = await import('./upstream.js');
  const { UpstreamError } = await import('./upstream-error.js');
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
    expect(await upstream.send({ method: 'GET', path: 'thing' }, auth)).toEqual({ status: 200, text: '{"ok":true}' });
    expect(calls).toBe(2);
    await expect(upstream.send({ method: 'POST', path: 'thing', json: {} }, auth)).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(calls).toBe(3);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

test("every call carries the secret, the client address and the browser's User-Agent; masquerade headers only beside the secret", async () => {
  const { createServer } = await import('node:http');
  const { Upstream } = await import('./upstream.js');
  const seen: Array<Record<string, string | string[] | undefined>> = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const masquerade = { token: 't', masquerade: { userId: '7', schemeYear: '2026' } };
  try {
    const browser = { address: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };
    await new Upstream({ baseUrl, gatewaySecret: 's3cret' })
      .forClient(browser)
      .send({ method: 'GET', path: 'thing' }, masquerade);
    expect(seen.at(-1)).toMatchObject({
      'x-gateway-secret': 's3cret',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': browser.userAgent,
      'x-masquerade-user-id': '7',
      'x-masquerade-scheme-year': '2026',
    });
    // Without the secret the api could not tell the gateway's masquerade from a forgery: none is sent.
    await new Upstream({ baseUrl }).forClient(browser).send({ method: 'POST', path: 'thing', json: {} }, masquerade);
    expect(seen.at(-1)?.['x-gateway-secret']).toBeUndefined();
    expect(seen.at(-1)?.['x-masquerade-user-id']).toBeUndefined();
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.9');
    // Calls made for no browser (the health check) name no client.
    await new Upstream({ baseUrl, gatewaySecret: 's3cret' }).send(
      { method: 'GET', path: 'healthz', anonymous: true },
      { token: null, masquerade: null },
    );
    expect(seen.at(-1)?.['x-forwarded-for']).toBeUndefined();
    expect(seen.at(-1)?.['x-gateway-secret']).toBe('s3cret');
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

test('a declared path is filled in URL-encoded, and a value it needs cannot be forgotten', async () => {
  const { pathOf } = await import('./upstream.js');
  expect(pathOf({ path: '/password-reset/{token}', params: { token: 'a/b c?' } })).toBe('password-reset/a%2Fb%20c%3F');
  expect(pathOf({ path: 'client/{clientId}/employees', params: { clientId: '42' } })).toBe('client/42/employees');
  expect(() => pathOf({ path: 'employees/{employeeId}' })).toThrow(
    'employees/{employeeId} needs a value for employeeId',
  );
});
