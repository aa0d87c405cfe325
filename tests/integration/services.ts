// Starts the real api (on a fresh database: in-memory PGlite from the seeded image, or PostgreSQL when
// TEST_DATABASE_URL is set) and the real gateway in front of it, on free ports.
import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from '../../api/src/config.js';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { seededTestDatabase } from '../../api/src/testing/seeded-image.js';
import { startGateway } from '../../gateway/src/server.js';
import type { SharedReads } from '../../gateway/src/rest/shared-reads.js';

export interface StackOptions {
  /** The gateway's reads under way, for a test that waits on their joins. */
  sharedReads?: SharedReads;
  /**
   * Between the gateway and the api: each api answer is passed back only once this resolves for
   * `METHOD /path`, so a test can hold a read under way until what it waits for has happened.
   */
  holdApiAnswer?: (call: string) => Promise<void>;
}

/** A plain proxy to `target` that passes each answer back once `hold` lets it. */
async function holdingProxy(
  target: string,
  hold: (call: string) => Promise<void>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const path = new URL(incoming.url ?? '/', target).pathname;
        hold(`${incoming.method} ${path}`).then(
          () => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
          (error: unknown) => outgoing.destroy(error as Error),
        );
      },
    );
    forwarded.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface Stack {
  apiUrl: string;
  gatewayUrl: string;
  /** Shared by the api and the gateway, as GATEWAY_SECRET is in every real deployment. */
  gatewaySecret: string;
  /** The api's own database, for tests that set up what no screen can (e.g. a 2FA session). */
  db: RunningApi['db'];
  /** Every call the api has answered so far, as `METHOD /path` (secret segments masked), in order. */
  apiCalls: string[];
  /** POSTs a GraphQL document to the gateway as a browser on `host` would. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; host?: string; headers?: Record<string, string>; localAddress?: string },
  ): Promise<{
    status: number;
    body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // A copy of the seeded demo database (the PGlite image, or PostgreSQL's template) with the key its
  // demo secrets were sealed with, as the api's own tests start (seeding anew cost each of these
  // files 5-8 s on PGlite, far more on a busy machine, and 3-4 s on PostgreSQL).
  const database = await seededTestDatabase();
  const gatewaySecret = randomBytes(32).toString('base64url');
  const config = { ...configFromEnv({}), encryptionKey: database.encryptionKey, gatewaySecret };
  const apiCalls: string[] = [];
  const api = await startApi({
    port: 0,
    seed: true,
    ...database.options,
    image: database.image,
    config,
    accessLog: ({ method, path }) => apiCalls.push(`${method} ${path}`),
  });
  const proxy = options.holdApiAnswer ? await holdingProxy(api.url, options.holdApiAnswer) : null;
  const upstream = proxy?.url ?? api.url;
  const gateway = await startGateway({
    port: 0,
    mainApiUrl: upstream,
    v2ApiUrl: `${upstream}/v2`,
    gatewaySecret,
    sharedReads: options.sharedReads,
  });
  const port = new URL(gateway.url).port;
  return {
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    gatewaySecret,
    db: api.db,
    apiCalls,
    async graphql(query, variables = {}, options = {}) {
      // node:http rather than fetch: fetch drops the Host header, which names the client site.
      const body = JSON.stringify({ query, variables });
      return new Promise((resolve, reject) => {
        const req = request(
          `${gateway.url}/graphql`,
          {
            method: 'POST',
            // Another loopback address stands for a browser elsewhere (the gateway listens on all).
            localAddress: options.localAddress,
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              host: `${options.host ?? 'localhost'}:${port}`,
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              ...options.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    async stop() {
      await gateway.close();
      if (proxy) {
        proxy.server.closeAllConnections();
        await new Promise((resolve) => proxy.server.close(resolve));
      }
      await api.close();
      await database.drop();
    },
  };
}
