import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createContext, type GatewayContext } from './context.js';
import { formatError } from './errors.js';
import { Upstream } from './rest/upstream.js';
import { buildGatewaySchema } from './schema/index.js';
import { securityHeaders } from './security/headers.js';
import { trustedDocuments } from './security/trusted-documents.js';
import { aliasLimit, depthLimit, singleAttempt } from './security/validation-rules.js';
import { serveWebApp } from './web-app.js';
import { reportDownloads } from './downloads.js';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export interface GatewayOptions {
  port: number;
  host?: string;
  mainApiUrl: string;
  v2ApiUrl: string;
  /** The built web app (web/dist); the gateway serves it with history fallback when present. */
  webDist?: string;
  /** Production: trusted documents only, no introspection, no GraphiQL. */
  production?: boolean;
  persistedQueriesFile?: string;
  gatewaySecret?: string;
  upstreamTimeoutMs?: number;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const production = options.production ?? false;
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = createServer(app);

  const upstreams = {
    main: new Upstream({ baseUrl: options.mainApiUrl, gatewaySecret: options.gatewaySecret, timeoutMs: options.upstreamTimeoutMs }),
    v2: new Upstream({ baseUrl: options.v2ApiUrl, gatewaySecret: options.gatewaySecret, timeoutMs: options.upstreamTimeoutMs }),
  };

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    introspection: !production,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    persistedQueries: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: 2000 },
    validationRules: [depthLimit(12), aliasLimit(20), singleAttempt(['login'])],
    formatError,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  app.use(securityHeaders);
  // Ready means able to serve: a gateway whose api is down (or still seeding) answers 503, so
  // load balancers and the test harness wait for both tiers.
  app.get('/healthz', async (_request, response) => {
    const api = await upstreams.main.send('GET', '/healthz', { token: null, masquerade: null }).catch(() => ({ status: 0 }));
    if (upstreams.main.isSuccess(api.status)) response.json({ status: 'ok' });
    else response.status(503).json({ status: 'unavailable' });
  });
  // Report downloads the browser follows as plain links (single-use tickets, no token in the URL).
  app.get('/downloads/:ticket', reportDownloads(options.v2ApiUrl, options.upstreamTimeoutMs));
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    trustedDocuments({
      file: options.persistedQueriesFile ?? join(repositoryRoot, 'gateway/persisted-queries.json'),
      enforce: production,
    }),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(req.headers, upstreams),
    }),
  );

  const webDist = options.webDist ?? join(repositoryRoot, 'web/dist');
  if (existsSync(join(webDist, 'index.html'))) serveWebApp(app, { webDist, graphiql: !production });

  await new Promise<void>((done) => httpServer.listen(options.port, options.host ?? '0.0.0.0', done));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      // The drain plugin lets in-flight requests finish before the server closes.
      await apollo.stop();
      httpServer.closeAllConnections?.();
    },
  };
}
