import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { siteDomainOf } from './site-domain.js';

/** The branding of the site a page is for, as the web app's BrandTheme reads it (web/src/site/brandTheme.ts). */
export interface ServedTheme {
  primaryColour: string;
  secondaryColour: string;
  baseFont: string;
  headerFont: string;
  benefitBrandName: string;
  logoFileUrl: string | null;
  mobileLogo: string | null;
  brandHeaderLogo: string | null;
}

/** Each brand family's preloadable faces by weight (written by the web build, web/brandFonts.ts). */
type BrandFontFiles = Record<string, Record<string, string>>;

const PRELOADED = /\s*<link rel="preload"[^>]*data-brand-font[^>]*>/g;
const APP_SCRIPT_PRELOADS = /\s*<link rel="modulepreload"[^>]*data-app-script[^>]*>/g;

/**
 * index.html with the site's branding in it: the theme as JSON, which the first render reads (no
 * default brand shown first), and preloads of the faces that brand paints its first screen with
 * (the base family at 400, 500 and 700, headings at 700) in place of the default brand's.
 */
export function brandedPage(html: string, theme: ServedTheme | null, fonts: BrandFontFiles | null): string {
  if (!theme) return html;
  const json = JSON.stringify(theme).replace(/</g, '\\u003c');
  let page = html.replace('</head>', `<script type="application/json" id="site-theme">${json}</script></head>`);
  const wanted = [
    ...[400, 500, 700].map((weight) => fonts?.[theme.baseFont]?.[weight]),
    fonts?.[theme.headerFont]?.[700],
  ].filter((href, index, all): href is string => Boolean(href) && all.indexOf(href) === index);
  if (fonts && wanted.length > 0) {
    const links = wanted
      .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" data-brand-font>`)
      .join('');
    page = page.replace(PRELOADED, '').replace('</head>', `${links}</head>`);
  }
  return page;
}

/** Whether the browser says cookies were accepted (web/src/browser-storage/cookieConsent.ts). */
export function consentGiven(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes('cookiesAccepted=1');
}

/**
 * index.html with the login page's HTML painted in place of the app, whose root stays hidden until
 * it has drawn the same page and trades places with it (web/src/shell/staticPage.ts).
 */
export function withLoginPage(html: string, loginHtml: string | null): string {
  const root = '<div id="root"></div>';
  if (!loginHtml || !html.includes(root)) return html;
  // The app's scripts are not preloaded (web/vite.config.ts marks them): on a phone's link they
  // would share its bandwidth with the page and its fonts, and the page needs none of them to paint.
  // The entry fetches them once the page is on screen (web/src/main.tsx).
  return html.replace(APP_SCRIPT_PRELOADS, '').replace(root, () => `${loginHtml}<div id="root" hidden></div>`);
}

/**
 * The built web app at `/` with history fallback (every app route is a client route), and the
 * offline GraphiQL IDE at `/graphiql` outside production. Anything else (another method, a file
 * that cannot be read) goes on to the server's JSON not-found and error handlers.
 */
export function serveWebApp(
  app: Express,
  options: {
    webDist: string;
    graphiql: boolean;
    themeOf?: (domain: string) => Promise<ServedTheme | null>;
    /** The login page's HTML for a host (login-page.ts), sent with `/` itself. */
    loginPageOf?: (host: string | undefined, cookieBanner: boolean) => Promise<string | null>;
  },
): void {
  const { webDist } = options;
  // Read at each request, as sendFile did: a build replacing web/dist is served at once.
  const fontsOf = () =>
    readFile(join(webDist, '.vite/brand-fonts.json'), 'utf8')
      .then((text) => JSON.parse(text) as BrandFontFiles)
      .catch(() => null);
  // Hashed bundles never change; everything else is revalidated so a new build shows at once.
  // A missing asset is an error (never the app), which the final error handler answers as JSON.
  // The build wrote each one brotli- and gzip-compressed too: sent as the browser accepts, brotli
  // first, with Vary: Accept-Encoding.
  const assets = expressStaticGzip(join(webDist, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
  });
  app.use('/assets', (request, response, next) => {
    if (request.method === 'GET' || request.method === 'HEAD') return assets(request, response, next);
    // express.static would answer an empty 405 of its own.
    response.status(405).setHeader('Allow', 'GET, HEAD').json({ message: 'Method not allowed' });
  });
  const sendApp = (request: Request, response: Response, next: NextFunction) => {
    // A site whose branding cannot be read now still gets the app, which asks for it itself.
    const theme = options.themeOf ? options.themeOf(siteDomainOf(request.headers.host)).catch(() => null) : null;
    // Only `/` is the login page; every other route is drawn by the app alone.
    const loginPage =
      request.path === '/' && options.loginPageOf
        ? options.loginPageOf(request.headers.host, !consentGiven(request.headers.cookie))
        : null;
    Promise.all([readFile(join(webDist, 'index.html'), 'utf8'), theme, fontsOf(), loginPage]).then(
      ([html, served, fonts, loginHtml]) => {
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Vary', 'Host, Accept-Encoding');
        response.type('html');
        // The page carries its fonts' rules (16 KB, 2 KB compressed) on the first paint's path.
        const page = Buffer.from(withLoginPage(brandedPage(html, served, fonts), loginHtml));
        const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
        if (accepted === 'br') {
          response.setHeader('Content-Encoding', 'br');
          response.send(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
        } else if (accepted === 'gzip') {
          response.setHeader('Content-Encoding', 'gzip');
          response.send(gzipSync(page, { level: 6 }));
        } else response.send(page);
      },
      // No index.html (a build replacing web/dist): the server's JSON not-found, never a path.
      () => next(),
    );
  };
  app.get(['/graphiql', '/graphiql/', '/graphiql.html'], (request, response, next) => {
    if (options.graphiql) response.sendFile(join(webDist, 'graphiql.html'));
    else sendApp(request, response, next); // the app's own 404 page
  });
  app.use(express.static(webDist, { index: false, maxAge: 0 }));
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    sendApp(request, response, next);
  });
}
