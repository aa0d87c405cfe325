import { join } from 'node:path';
import express, { type Express, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The built web app at `/` with history fallback (every app route is a client route), and the
 * offline GraphiQL IDE at `/graphiql` outside production. Anything else (another method, a file
 * that cannot be read) goes on to the server's JSON not-found and error handlers.
 */
export function serveWebApp(app: Express, options: { webDist: string; graphiql: boolean }): void {
  const { webDist } = options;
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
  const sendApp = (response: Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(join(webDist, 'index.html'));
  };
  app.get(['/graphiql', '/graphiql/', '/graphiql.html'], (_request, response) => {
    if (options.graphiql) response.sendFile(join(webDist, 'graphiql.html'));
    else sendApp(response); // the app's own 404 page
  });
  app.use(express.static(webDist, { index: false, maxAge: 0 }));
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    sendApp(response);
  });
}
