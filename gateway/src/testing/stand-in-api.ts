// For resolver tests: a real HTTP server that answers the REST calls a test names, and the real
// schema run over a real context (the REST client, decode, loaders) pointed at it. The real api runs
// in tests/integration; this is for answers it would rarely give (a 500, a dead session).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql, type GraphQLFormattedError } from 'graphql';
import { createContext } from '../context.js';
import { formatError } from '../errors.js';
import { Upstream } from '../rest/upstream.js';
import { buildGatewaySchema } from '../schema/index.js';

export interface CannedAnswer {
  /** 0 drops the connection without an answer: the api could not be reached. */
  status: number;
  body?: unknown;
}

/** 'METHOD path' (path below the main API's base URL, without a query) -> its answer. */
export type CannedRoutes = Record<string, () => CannedAnswer>;

export interface StandInApi {
  /** The calls made so far, as 'METHOD path?query', with the JSON bodies they sent. */
  calls: string[];
  bodies: unknown[];
  /** Runs a GraphQL document as a browser with `token` would, errors formatted as they leave the gateway. */
  execute(
    source: string,
    options?: { token?: string; variables?: Record<string, unknown>; host?: string },
  ): Promise<{ data?: unknown; errors?: GraphQLFormattedError[] }>;
  close(): Promise<void>;
}

const schema = buildGatewaySchema();

export async function standInApi(routes: CannedRoutes): Promise<StandInApi> {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined);
      const { status, body } = routes[`${request.method} ${url.pathname}`]?.() ?? {
        status: 404,
        body: { message: 'Not found' },
      };
      if (status === 0) {
        request.socket.destroy();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const upstreams = { main: new Upstream({ baseUrl: url }), v2: new Upstream({ baseUrl: `${url}/v2` }) };
  return {
    calls,
    bodies,
    async execute(source, { token, variables, host = 'localhost' } = {}) {
      const headers = { host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const contextValue = createContext({ headers, socket: {} }, upstreams);
      const result = await graphql({ schema, source, contextValue, variableValues: variables });
      return {
        data: result.data ?? undefined,
        errors: result.errors?.map((error) => formatError(error.toJSON(), error)),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
