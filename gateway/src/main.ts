// `node --import tsx gateway/src/main.ts`: the gateway as configured by the environment. Logs are
// JSON lines (pino) on stdout: one per request, with its id (also sent to the api and answered in
// X-Request-Id), and one per unexpected error.
import { pino } from 'pino';
import { startGateway } from './server.js';

// LOG_LEVEL (info): warn leaves out the line per request.
const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'gateway' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
const apiPort = process.env.API_PORT ?? '4001';

/** A setting that must be a whole number above 0: anything else stops the start, saying which. */
function wholeNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (Number.isInteger(value) && value > 0) return value;
  log.fatal({ setting: name, value: raw }, `${name} must be a whole number above 0`);
  process.exit(1);
}

const gateway = await startGateway({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '0.0.0.0',
  mainApiUrl: process.env.MAIN_API_URL ?? `http://127.0.0.1:${apiPort}`,
  v2ApiUrl: process.env.V2_API_URL ?? `http://127.0.0.1:${apiPort}/v2`,
  production: process.env.NODE_ENV === 'production',
  gatewaySecret: process.env.GATEWAY_SECRET,
  webDist: process.env.WEB_DIST,
  upstreamTimeoutMs: wholeNumber('UPSTREAM_TIMEOUT_MS'),
  maxInFlight: wholeNumber('GATEWAY_MAX_IN_FLIGHT'),
  // At warn and above no line is written, so the per-request timing is not even taken.
  accessLog: log.isLevelEnabled('info') ? (entry) => log.info(entry, 'request') : undefined,
  logError: (error, request) => log.error({ err: error, ...request }, 'request failed'),
  logClientError: (report, { requestId }) => log.error({ requestId, clientError: report }, 'web app crashed'),
});
log.info({ url: gateway.url.replace('127.0.0.1', 'localhost'), graphql: '/graphql' }, 'gateway listening');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'finishing in-flight requests');
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
