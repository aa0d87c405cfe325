// Runs the api: `tsx api/src/main.ts`. Env: API_PORT (4001), API_HOST (127.0.0.1), DATA_DIR
// (./data, embedded PGlite) or DATABASE_URL (PostgreSQL); JOB_ABANDONED_AFTER_SECONDS (300): when
// a running job whose instance died is taken again; DEMO_DATA (on unless NODE_ENV=production): seed
// the demo cast into an empty embedded database. Logs are JSON lines (pino) on stdout: one per
// request, with the id the gateway sent, and one per unexpected error.
import { pino } from 'pino';
import { startApi } from './server.js';

// LOG_LEVEL (info): warn leaves out the line per request.
const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'api' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const api = await startApi({
  port: Number(process.env.API_PORT ?? 4001),
  host: process.env.API_HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl,
  jobAbandonedAfterSeconds:
    Number(process.env.JOB_ABANDONED_AFTER_SECONDS) > 0 ? Number(process.env.JOB_ABANDONED_AFTER_SECONDS) : undefined,
  // The demo cast goes only into an empty embedded database, never into a named server, and not in
  // production (its accounts share a published password) unless DEMO_DATA=on says so (the browser tests).
  seed:
    databaseUrl === undefined &&
    (process.env.DEMO_DATA === 'on' || (process.env.DEMO_DATA !== 'off' && process.env.NODE_ENV !== 'production')),
  accessLog: (entry) => log.info(entry, 'request'),
  logError: (error, request) => log.error({ err: error, ...request }, 'request failed'),
});
log.info({ url: api.url }, 'api listening');

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'finishing in-flight requests');
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
