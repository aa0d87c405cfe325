// My benefits at 50 benefits (the N+1 budget, docs/performance.md): the page's query through the real
// gateway, with a counting proxy between the gateway and the api, for Alex Morgan as seeded (12
// benefits) and again with 38 more benefits, each with a selection. The budget: one GraphQL
// request, and the same number of api calls whatever the number of benefits or selections.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startSession } from '../api/src/auth/sessions.js';
import { configFromEnv } from '../api/src/config.js';
import { clients } from '../api/src/db/schema-clients.js';
import { users } from '../api/src/db/schema-people.js';
import { seedGeneratedBenefits } from '../api/src/seed/seed-benefits.js';
import { startApi } from '../api/src/server.js';
import { startGateway } from '../gateway/src/server.js';
import { verdict } from './verdict.js';

// The page's own query, as the web app sends it (web/src/features/benefits/MyBenefitsRoute.tsx),
// read from the persisted documents the build writes, so the bench follows the page.
const persisted = JSON.parse(
  readFileSync(new URL('../gateway/persisted-queries.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const MY_BENEFITS = Object.values(persisted).find((text) => text.startsWith('query MyBenefitsRouteQuery'));
if (!MY_BENEFITS) throw new Error('MyBenefitsRouteQuery is not in gateway/persisted-queries.json: run npm run relay');

/** A plain keep-alive proxy that counts what passes through it. */
async function countingProxy(
  target: string,
): Promise<{ url: string; count: () => number; reset: () => void; close: () => Promise<void> }> {
  let calls = 0;
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    calls += 1;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => calls,
    reset: () => {
      calls = 0;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export async function benefitsList(): Promise<void> {
  const api = await startApi({
    port: 0,
    seed: true,
    dataDir: 'memory://',
    config: { ...configFromEnv({}), encryptionKey: randomBytes(32) },
    logError: () => undefined,
  });
  const proxy = await countingProxy(api.url);
  const gateway = await startGateway({ port: 0, mainApiUrl: proxy.url, v2ApiUrl: `${proxy.url}/v2` });
  try {
    const [alex] = await api.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
    const [acme] = await api.db.select().from(clients).where(eq(clients.domain, 'acme'));
    const { token } = await startSession(api.db, alex!.id);

    const measure = async () => {
      proxy.reset();
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'acme.localhost' },
        body: JSON.stringify({ query: MY_BENEFITS }),
      });
      const body = (await response.json()) as { data?: { viewer: { benefits: unknown[] } }; errors?: unknown[] };
      if (!body.data || body.errors) throw new Error(`My benefits failed: ${JSON.stringify(body.errors)}`);
      return { benefits: body.data.viewer.benefits.length, apiCalls: proxy.count() };
    };

    const seeded = await measure();
    await seedGeneratedBenefits(api.db, {
      clientId: acme!.id,
      schemeYear: acme!.schemeYear,
      count: 50 - seeded.benefits,
      selectedBy: alex,
    });
    const fifty = await measure();
    console.log('\nMy benefits: api calls for one GraphQL request (budget: the same whatever the number of benefits)');
    console.log(`  ${seeded.benefits} benefits: 1 GraphQL request, ${seeded.apiCalls} api calls`);
    console.log(`  ${fifty.benefits} benefits (each selected): 1 GraphQL request, ${fifty.apiCalls} api calls`);
    verdict(`api calls for ${fifty.benefits} benefits ÷ for ${seeded.benefits}`, fifty.apiCalls / seeded.apiCalls, {
      equals: 1,
    });
  } finally {
    await gateway.close();
    await proxy.close();
    await api.close();
  }
}
