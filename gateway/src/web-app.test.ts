import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from './server.js';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');

const running: RunningGateway[] = [];
afterAll(() => Promise.all(running.map((gateway) => gateway.close())));

async function start(production: boolean) {
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: 'http://127.0.0.1:9',
    v2ApiUrl: 'http://127.0.0.1:9/v2',
    webDist,
    production,
  });
  running.push(gateway);
  return gateway.url;
}

test('every app route gets the app, with a strict Content-Security-Policy', async () => {
  const url = await start(false);
  const response = await fetch(`${url}/app/home/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<title>app</title>');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

test('hashed assets are cached for good, and a missing asset is a 404, not the app', async () => {
  const url = await start(false);
  const asset = await fetch(`${url}/assets/main-abc123.js`);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
});

test('GraphiQL is served outside production only', async () => {
  const development = await start(false);
  expect(await (await fetch(`${development}/graphiql`)).text()).toContain('<title>graphiql</title>');
  const production = await start(true);
  expect(await (await fetch(`${production}/graphiql`)).text()).toContain('<title>app</title>');
  expect(await (await fetch(`${production}/graphiql.html`)).text()).toContain('<title>app</title>');
});
