import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { admission } from './http/admission.js';
import { chain } from './http/chain.js';
import { createContext, type GatewayContext } from './context.js';
import { formatError } from './errors.js';
import {
  defaultErrorLog,
  type ErrorLog,
  graphqlErrors,
  graphqlMethods,
  notFound,
  restErrors,
} from './http/http-errors.js';
import { decode } from './rest/decode.js';
import { Upstream } from './rest/upstream.js';
import { SharedReads } from './rest/shared-reads.js';
import { buildGatewaySchema } from './schema/index.js';
import { securityHeaders } from './security/headers.js';
import { trustedDocuments } from './security/trusted-documents.js';
import { aliasLimit, depthLimit, singleSecretCheck } from './security/validation-rules.js';
import { loginPageRenderer } from './http/login-page.js';
import { serveWebApp, type ServedTheme } from './http/web-app.js';
import { reportDownloads } from './http/downloads.js';
import { singleSignOnPassThrough } from './http/single-sign-on.js';
import { type AccessLog, requestLog } from '@portal/contract/request-id';
import { employeeDataUploads, receiptUploads } from './http/uploads.js';
import { type ClientErrorLog, clientErrorReports, defaultClientErrorLog } from './http/client-errors.js';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export interface GatewayOptions {
  port: number;
  host?: string;
  mainApiUrl: string;
  v2ApiUrl: string;
  /** The built web app (web/dist); the gateway serves it with history fallback when present. */
  webDist?: string;
  /** The web build's server-side renderer of the login page (web/dist-ssr). */
  webSsr?: string;
  /** Production: trusted documents only, no introspection, no GraphiQL. */
  production?: boolean;
  persistedQueriesFile?: string;
  gatewaySecret?: string;
  upstreamTimeoutMs?: number;
  /** GraphQL requests answered at once; past it the next is turned away with 503 (http/admission.ts). */
  maxInFlight?: number;
  /** Where unknown errors go (console.error by default); they never reach a response. */
  logError?: ErrorLog;
  /** Where the web app's crash reports go, with their request id (console.error by default). */
  logClientError?: ClientErrorLog;
  /** One line per request (npm start's JSON logs); none by default. */
  accessLog?: AccessLog;
  /** The reads under way that a session's requests join; a new one by default (tests pass theirs to watch it). */
  sharedReads?: SharedReads;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const production = options.production ?? false;
  const logError = options.logError ?? defaultErrorLog;
  const app = express();
  app.disable('x-powered-by');
  // Express's mode follows ours rather than NODE_ENV, so a test of either mode is the real thing.
  app.set('env', production ? 'production' : 'development');
  // Express would hash every answer it sends for an ETag; GraphQL answers are POST replies no cache
  // revalidates. Static files keep theirs (serve-static makes its own from size and date).
  app.set('etag', false);
  const httpServer: Server = createServer(app);

  const upstreams = {
    main: new Upstream({
      baseUrl: options.mainApiUrl,
      gatewaySecret: options.gatewaySecret,
      timeoutMs: options.upstreamTimeoutMs,
    }),
    v2: new Upstream({
      baseUrl: options.v2ApiUrl,
      gatewaySecret: options.gatewaySecret,
      timeoutMs: options.upstreamTimeoutMs,
    }),
    sharedReads: options.sharedReads ?? new SharedReads(),
  };

  // The spec's "masquerade user id is read from a response header": the api's answer, passed on.
  // One set of hooks for every request (it reads the request's own context), not one made per request.
  const passMasqueradeOn: GraphQLRequestListener<GatewayContext> = {
    async willSendResponse({ contextValue, response }) {
      const answered = contextValue.auth?.answeredMasquerade;
      if (!answered) return;
      response.http.headers.set('x-masquerade-user-id', answered.userId);
      response.http.headers.set('x-masquerade-scheme-year', answered.schemeYear);
    },
  };
  // Only a masquerade's calls can be answered with those headers (rest/upstream.ts): every other
  // request goes without the hook, which Apollo would otherwise await on each answer.
  const masqueradeAnswer: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart({ contextValue }) {
      return contextValue.auth?.masquerade ? passMasqueradeOn : undefined;
    },
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
    validationRules: [depthLimit(12), aliasLimit(20), singleSecretCheck()],
    formatError,
    // No cache hints are used: the default cache-control plugin would wrap every resolver for nothing.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      masqueradeAnswer,
    ],
  });
  await apollo.start();

  // Each in a layer of its own would cost the router a match a request (http/chain.ts).
  app.use(chain(requestLog(options.accessLog), securityHeaders));
  // GraphQL first: it takes nearly every request, which then skips matching the routes below.
  app.use(
    '/graphql',
    chain(
      graphqlMethods(),
      admission(options.maxInFlight),
      express.json({ limit: '100kb' }),
      trustedDocuments({
        file: options.persistedQueriesFile ?? join(repositoryRoot, 'gateway/persisted-queries.json'),
        enforce: production,
      }),
      expressMiddleware(apollo, {
        context: async ({ req }) => createContext(req, upstreams),
      }),
    ),
    // A body that cannot be read (malformed JSON, over the limit) fails before Apollo sees it.
    graphqlErrors(logError),
  );
  // Live: the process answers. Ready means able to serve: a gateway whose api is down (or still
  // seeding) answers 503 on /readyz, so load balancers and the test harness wait for both tiers.
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.get('/readyz', async (_request, response) => {
    const call = { method: 'GET', path: 'readyz', anonymous: true } as const;
    const healthy = await upstreams.main
      .send(call, { token: null, masquerade: null })
      .then((answer) => decode(answer, call).ok)
      .catch(() => false);
    if (healthy) response.json({ status: 'ok' });
    else response.status(503).json({ status: 'unavailable' });
  });
  // Single sign-on's redirects and the demo identity provider, served by the api.
  const ssoPassThrough = singleSignOnPassThrough({
    apiUrl: options.mainApiUrl,
    timeoutMs: options.upstreamTimeoutMs,
    gatewaySecret: options.gatewaySecret,
  });
  app.use('/sso', ssoPassThrough);
  app.use('/oidc', ssoPassThrough);
  // Report downloads the browser follows as plain links (single-use tickets, no token in the URL).
  app.get(
    '/downloads/:ticket',
    reportDownloads({
      apiUrl: options.v2ApiUrl,
      timeoutMs: options.upstreamTimeoutMs,
      gatewaySecret: options.gatewaySecret,
    }),
  );
  app.get(
    '/reports/downloads/:ticket',
    reportDownloads({
      apiUrl: options.mainApiUrl,
      timeoutMs: options.upstreamTimeoutMs,
      gatewaySecret: options.gatewaySecret,
      path: '/reports/downloads',
    }),
  );
  // Claim receipts, streamed to the api with the browser's bearer token (never one in the URL).
  app.post(
    '/uploads/receipts',
    receiptUploads({
      apiUrl: options.mainApiUrl,
      timeoutMs: options.upstreamTimeoutMs,
      gatewaySecret: options.gatewaySecret,
    }),
  );
  // Employee data files (employer administrators), read by the api as a dry run (docs/data-loads.md).
  app.post(
    '/uploads/employee-data/:clientId',
    employeeDataUploads({
      apiUrl: options.mainApiUrl,
      timeoutMs: options.upstreamTimeoutMs,
      gatewaySecret: options.gatewaySecret,
    }),
  );

  // What threw in a browser, from the web app's crash page (http/client-errors.ts).
  app.post('/client-errors', ...clientErrorReports(options.logClientError ?? defaultClientErrorLog));

  const webDist = options.webDist ?? join(repositoryRoot, 'web/dist');
  // The page's own site's branding, read as the `site` query reads it (a domain that names no
  // client gets the default site's), for the first render to paint with.
  const themeOf = async (domain: string): Promise<ServedTheme | null> => {
    const { loaders } = createContext({ headers: {}, socket: {} }, upstreams);
    let outcome = await loaders.theme.load(domain);
    if (!outcome.ok && domain !== 'localhost') outcome = await loaders.theme.load('localhost');
    if (!outcome.ok) return null;
    const { theme } = outcome.body;
    const hex = (value: string, fallback: string) => (/^[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback);
    return {
      primaryColour: hex(theme.primaryColour, '1bb4bf'),
      secondaryColour: hex(theme.secondaryColour, '1b1a38'),
      baseFont: theme.baseFont ?? 'Open Sans',
      headerFont: theme.headerFont ?? 'Open Sans',
      benefitBrandName: theme.benefitBrandName,
      logoFileUrl: theme.logoFileUrl,
      mobileLogo: theme.mobileLogo,
      brandHeaderLogo: theme.brandHeaderLogo,
    };
  };
  // The login page's data as its own loaders ask for it, signed out, for its HTML (http/login-page.ts).
  const loginPageOf = loginPageRenderer({
    webSsr: options.webSsr ?? join(repositoryRoot, 'web/dist-ssr'),
    documentsFile: options.persistedQueriesFile ?? join(repositoryRoot, 'gateway/persisted-queries.json'),
    logError: (error) => logError(error, { requestId: 'login-page', method: 'GET', path: '/' }),
    execute: async (query, host) => {
      const contextValue = createContext({ headers: { host }, socket: {} }, upstreams);
      const response = await apollo.executeOperation({ query }, { contextValue });
      const result = response.body.kind === 'single' ? response.body.singleResult : null;
      return result && !result.errors ? result.data : null;
    },
  });
  if (existsSync(join(webDist, 'index.html'))) {
    serveWebApp(app, { webDist, graphiql: !production, themeOf, loginPageOf });
  }
  app.use(notFound);
  app.use(restErrors(logError));

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
