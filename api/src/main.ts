// Runs the api: `tsx api/src/main.ts`. Env: API_PORT (4001), API_HOST (127.0.0.1), DATA_DIR
// (./data, embedded PGlite) or DATABASE_URL (PostgreSQL).
import { startApi } from './server.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const api = await startApi({
  port: Number(process.env.API_PORT ?? 4001),
  host: process.env.API_HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl,
  // The demo cast goes only into an empty embedded database, never into a named server.
  seed: databaseUrl === undefined,
});
console.log(`api listening on ${api.url}`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`api: ${signal}, finishing in-flight requests`);
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
