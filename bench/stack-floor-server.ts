// The gateway bench's page (the viewer and their client) served by the least a GraphQL server can
// be, built from the chosen stack's parts or with some of them swapped out (stack-floor.ts). None of
// the gateway's own work is here: no security headers, request ids, admission, trusted documents,
// validation rules, response decoding or loaders; only what the stack itself does on each request.
//
//   STACK=express+apollo+got   the chosen stack: Express 5, express.json, Apollo Server 5, got
//   STACK=http+apollo+got      node:http into Apollo's executeHTTPGraphQLRequest, got
//   STACK=http+graphql+got     node:http, graphql-js execute on a cached document, got
//   STACK=http+graphql+http    as above, the two api calls made with node:http as the proxy makes them
//
// `PORT` and `MAIN_API_URL` as the gateway reads them.
import { Agent, createServer, type IncomingMessage } from 'node:http';
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import express from 'express';
import { execute, parse, type DocumentNode } from 'graphql';
import got from 'got';
import { apiGet } from './api-get.js';
import type { z } from 'zod';
import type { userAnswer } from '@portal/contract/profile';
import type { loginSetupAnswer } from '@portal/contract/session';

// Not imported by stack-floor.ts (which lists the same four): this module starts a server when loaded.
const stacks = ['express+apollo+got', 'http+apollo+got', 'http+graphql+got', 'http+graphql+http'];
const stack = process.env.STACK ?? 'express+apollo+got';
if (!stacks.includes(stack)) throw new Error(`STACK must be one of ${stacks.join(', ')}`);
const api = new URL(process.env.MAIN_API_URL ?? 'http://127.0.0.1:4501');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
// got as the gateway configures it (gateway/src/rest/upstream.ts), less the retry of a reset read.
const viaGot = got.extend({
  prefixUrl: api.href.replace(/\/$/, ''),
  agent: { http: agent },
  decompress: false,
  followRedirect: false,
  retry: { limit: 0 },
  throwHttpErrors: false,
  responseType: 'text',
});

// Parsed, not checked: the least server trusts the api's answers, where the gateway decodes them.
async function get<T>(path: string, token: string): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, 'x-auth-token': token, accept: 'application/json' };
  return JSON.parse(
    stack.endsWith('+got') ? (await viaGot(path, { headers })).body : await apiGet(api, agent, `/${path}`, headers),
  );
}

const typeDefs = `
  enum UserType { EMPLOYEE EMPLOYER ADMIN }
  enum EmploymentStatus { ACTIVE INACTIVE LEFT }
  type Theme { primaryColour: String secondaryColour: String benefitBrandName: String }
  type Client { clientName: String! schemeYear: Int contactUsEnabled: Boolean! theme: Theme }
  type Viewer { id: ID! name: String! firstName: String! surname: String! email: String! userType: UserType! employmentStatus: EmploymentStatus! voucherOnly: Boolean! hasFaqs: Boolean! client: Client }
  type Query { viewer: Viewer }
`;

// The same answer as the gateway's, from the spec's two calls (/user and /login/setup, side by side),
// as the page was served when the budget was set; the gateway makes one, the login setup carrying
// the user (docs/performance.md).
const resolvers = {
  Query: {
    async viewer(_: unknown, __: unknown, { token }: { token: string }) {
      const [user, setup] = await Promise.all([
        get<z.output<typeof userAnswer>>('user', token),
        get<z.output<typeof loginSetupAnswer>>('login/setup', token),
      ]);
      const scheme = setup.client?.scheme;
      return {
        ...user,
        id: Buffer.from(`Viewer:${user.id}`).toString('base64url'),
        userType: String(user.userType).toUpperCase(),
        employmentStatus: String(user.employmentStatus).toUpperCase(),
        // The gateway reads a voucher balance only for someone inactive or left; the bench's employee is active.
        voucherOnly: false,
        hasFaqs: setup.cmsData.faqs.length > 0,
        client: setup.client && {
          ...setup.client,
          schemeYear: scheme?.schemeYear ?? null,
          theme: scheme?.theme?.core ?? null,
        },
      };
    },
  },
};

const tokenOf = (request: IncomingMessage) => String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');

function bodyOf(incoming: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    incoming.on('error', reject);
  });
}

const port = Number(process.env.PORT ?? 4503);

if (stack.startsWith('http+graphql')) {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const documents = new Map<string, DocumentNode>();
  createServer((incoming, outgoing) => {
    void bodyOf(incoming).then(async (body) => {
      const { query } = body as { query: string };
      let document = documents.get(query);
      if (!document) documents.set(query, (document = parse(query)));
      const result = await execute({ schema, document, contextValue: { token: tokenOf(incoming) } });
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  }).listen(port, '127.0.0.1');
} else {
  const apollo = new ApolloServer<{ token: string }>({
    typeDefs,
    resolvers,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
    ],
  });
  await apollo.start();
  if (stack === 'express+apollo+got') {
    const app = express();
    app.use(
      '/graphql',
      express.json(),
      expressMiddleware(apollo, { context: async ({ req }) => ({ token: tokenOf(req) }) }),
    );
    app.listen(port, '127.0.0.1');
  } else {
    createServer((incoming, outgoing) => {
      void bodyOf(incoming).then(async (body) => {
        const headers = new HeaderMap();
        for (const [name, value] of Object.entries(incoming.headers))
          if (typeof value === 'string') headers.set(name, value);
        const answer = await apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: incoming.method ?? 'POST', headers, search: '', body },
          context: async () => ({ token: tokenOf(incoming) }),
        });
        outgoing
          .writeHead(answer.status ?? 200, Object.fromEntries(answer.headers))
          .end(answer.body.kind === 'complete' ? answer.body.string : '');
      });
    }).listen(port, '127.0.0.1');
  }
}
