import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startGateway, type RunningGateway } from '../server.js';
import { internals, rawRequest } from '../testing/raw-request.js';
import { brandedPage, consentGiven, withLoginPage } from './web-app.js';

// The built app sits beside a file that must never be served, as web/dist sits in the repository.
const root = mkdtempSync(join(tmpdir(), 'web-root-'));
writeFileSync(join(root, 'package.json'), '{"name": "server-secret"}');
const webDist = join(root, 'dist');
mkdirSync(webDist);
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
// As the build writes them beside the script (web/vite.config.ts).
writeFileSync(join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));

const running: RunningGateway[] = [];
afterAll(() => Promise.all(running.map((gateway) => gateway.close())));

const logged: unknown[] = [];

async function start(production: boolean, dist = webDist) {
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: 'http://127.0.0.1:9',
    v2ApiUrl: 'http://127.0.0.1:9/v2',
    webDist: dist,
    production,
    logError: (error) => logged.push(error),
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
  // Frames only from the video players content may embed, and no other origin, this one included.
  expect(csp).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

test('HSTS is sent where the TLS proxy says the browser came over HTTPS, and not over plain HTTP', async () => {
  const url = await start(true);
  expect(
    (await fetch(`${url}/app/home/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
      'strict-transport-security',
    ),
  ).toBe('max-age=31536000; includeSubDomains');
  expect((await fetch(`${url}/app/home/`)).headers.get('strict-transport-security')).toBeNull();
});

test('a hashed asset goes brotli-compressed where the browser accepts it, gzip otherwise, plain to anyone else', async () => {
  const url = await start(true);
  const as = (encoding: string) =>
    rawRequest(url, '/assets/main-abc123.js', { headers: { 'accept-encoding': encoding } });
  const brotli = await as('gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotli.headers['cache-control']).toContain('immutable');
  expect((await as('gzip')).headers['content-encoding']).toBe('gzip');
  const plain = await as('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.text).toBe('console.log(1)');
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

describe.each([false, true])('beside the app, every error is JSON (production: %s)', (production) => {
  const expectNotFound = (response: { status: number; headers: Record<string, unknown>; text: string }) => {
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ message: 'Not found' });
    expect(response.text).not.toMatch(internals);
    expect(response.text).not.toContain('server-secret');
  };

  test('a missing asset, and every way of climbing out of the assets folder', async () => {
    const url = await start(production);
    for (const path of [
      '/assets/nope.js',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%2E%2E/%2E%2E/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/.%2e/.%2e/package.json',
    ]) {
      expectNotFound(await rawRequest(url, path));
    }
    // What fetch would have made of the first: never the file, at most the app.
    const tidied = await rawRequest(url, '/package.json');
    expect(tidied.text).not.toContain('server-secret');
  });

  test('another method: on an asset, on an app route, on the history fallback', async () => {
    const url = await start(production);
    const asset = await rawRequest(url, '/assets/main-abc123.js', { method: 'POST' });
    expect(asset.status).toBe(405);
    expect(JSON.parse(asset.text)).toEqual({ message: 'Method not allowed' });
    expect(asset.headers.allow).toBe('GET, HEAD');
    expectNotFound(
      await rawRequest(url, '/app/home/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expectNotFound(await rawRequest(url, '/app/home/', { method: 'DELETE' }));
    // GETs of app routes still get the app, whatever their depth.
    for (const path of ['/app/home/', '/app/employer/employees/', '/login']) {
      const page = await rawRequest(url, path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>app</title>');
    }
    expect(logged).toEqual([]);
  });

  test('the page is sent compressed as the browser accepts', async () => {
    const url = await start(production);
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${url}/app/home/`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  test('an app whose files vanish under it (a build replacing web/dist) answers JSON, not a path', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const url = await start(production, dist);
    rmSync(join(dist, 'index.html'));
    expectNotFound(await rawRequest(url, '/app/home/'));
  });
});

describe("the page carries its site's branding", () => {
  const page =
    '<html><head><title>app</title>' +
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/open-sans-ui-400.woff2" data-brand-font>' +
    '</head><body></body></html>';
  const fonts = {
    'Open Sans': { 400: '/assets/open-sans-ui-400.woff2', 700: '/assets/open-sans-ui-700.woff2' },
    Roboto: {
      400: '/assets/roboto-ui-400.woff2',
      500: '/assets/roboto-ui-500.woff2',
      700: '/assets/roboto-ui-700.woff2',
    },
    'Roboto Slab': { 400: '/assets/roboto-slab-ui-400.woff2', 700: '/assets/roboto-slab-ui-700.woff2' },
  };
  const acme = {
    primaryColour: '0b6e4f',
    secondaryColour: 'f2a900',
    baseFont: 'Roboto',
    headerFont: 'Roboto Slab',
    benefitBrandName: 'Acme </script><script>alert(1)</script>',
    logoFileUrl: '/brands/acme/logo.svg',
    mobileLogo: null,
    brandHeaderLogo: null,
  };

  test('the theme as JSON that cannot close its script element, and its own faces preloaded', () => {
    const branded = brandedPage(page, acme, fonts);
    const json = branded.match(/<script type="application\/json" id="site-theme">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toEqual(acme);
    expect(branded).not.toContain('<script>alert(1)');
    const preloaded = [...branded.matchAll(/rel="preload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual([
      '/assets/roboto-ui-400.woff2',
      '/assets/roboto-ui-500.woff2',
      '/assets/roboto-ui-700.woff2',
      '/assets/roboto-slab-ui-700.woff2',
    ]);
  });

  test('without a theme (the api did not answer) the page is left as built', () => {
    expect(brandedPage(page, null, fonts)).toBe(page);
  });

  test('a family the build has no faces for keeps the default preloads', () => {
    const branded = brandedPage(page, { ...acme, baseFont: 'Comic Sans', headerFont: 'Comic Sans' }, fonts);
    expect(branded).toContain('open-sans-ui-400.woff2');
    expect(branded).toContain('id="site-theme"');
  });
});

describe("the login page's HTML in index.html", () => {
  const page =
    '<!doctype html><head></head><body><div id="root"></div><script type="module" src="/m.js"></script></body>';

  test('goes before the app root, which stays hidden until the app has drawn the same page', () => {
    const html = '<div id="static-page"><p>Welcome to Acme $& Rewards</p></div>';
    expect(withLoginPage(page, html)).toBe(
      `<!doctype html><head></head><body>${html}<div id="root" hidden></div><script type="module" src="/m.js"></script></body>`,
    );
  });

  test('without it (no renderer built, the api down) the page is left as built', () => {
    expect(withLoginPage(page, null)).toBe(page);
  });

  test('the banner is left out only for a browser whose consent cookie says cookies were accepted', () => {
    expect(consentGiven(undefined)).toBe(false);
    expect(consentGiven('other=1')).toBe(false);
    expect(consentGiven('cookiesAccepted=0')).toBe(false);
    expect(consentGiven('other=1; cookiesAccepted=1')).toBe(true);
  });
});
