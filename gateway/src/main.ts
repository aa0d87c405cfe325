// `node --import tsx gateway/src/main.ts`: the gateway as configured by the environment.
import { startGateway } from './server.js';

const apiPort = process.env.API_PORT ?? '4001';
const gateway = await startGateway({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '0.0.0.0',
  mainApiUrl: process.env.MAIN_API_URL ?? `http://127.0.0.1:${apiPort}`,
  v2ApiUrl: process.env.V2_API_URL ?? `http://127.0.0.1:${apiPort}/v2`,
  production: process.env.NODE_ENV === 'production',
  gatewaySecret: process.env.GATEWAY_SECRET,
  webDist: process.env.WEB_DIST,
  upstreamTimeoutMs: process.env.UPSTREAM_TIMEOUT_MS ? Number(process.env.UPSTREAM_TIMEOUT_MS) : undefined,
});
console.log(`Gateway listening on ${gateway.url.replace('127.0.0.1', 'localhost')} (GraphQL at /graphql)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
