// The services the browser tests run against: the real api and gateway on their own ports, on a
// fresh embedded database seeded with the demo cast, so a run never depends on a previous one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, runTogether } from './children.mjs';

const dataDir = join(root, 'tests/.artifacts/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// PGlite creates only the last folder of DATA_DIR; a fresh checkout has no tests/.artifacts yet.
mkdirSync(join(root, 'tests/.artifacts'), { recursive: true });

// Production mode, so the browser tests also prove the app runs on trusted documents only.
const env = {
  NODE_ENV: 'production',
  GATEWAY_SECRET: 'e2e-gateway-secret',
  // Production requires a configured key for secrets at rest; each run's database gets its own.
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  DATA_DIR: dataDir,
  API_PORT: process.env.E2E_API_PORT ?? '4401',
  PORT: process.env.E2E_PORT ?? '4400',
  MAIN_API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4401'}`,
  V2_API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4401'}/v2`,
  // The tests read mailed links from the outbox (GET /demo/mailbox), built for this port.
  DEMO_MAILBOX: 'on',
  // The demo cast in the fresh database (production mode alone would start it empty).
  DEMO_DATA: 'on',
  // The demo OpenID Connect provider at /oidc, for the single-sign-on tests.
  DEMO_IDP: 'on',
  PUBLIC_ORIGIN_TEMPLATE: `http://{domain}.localhost:${process.env.E2E_PORT ?? '4400'}`,
  PUBLIC_ORIGIN_DEFAULT: `http://localhost:${process.env.E2E_PORT ?? '4400'}`,
  // A quick proof of work, so the browser solves the robot check in well under a second.
  CAPTCHA_MAX_NUMBER: '200',
  // Warnings and errors only: a line per request would bury the test report.
  LOG_LEVEL: 'warn',
};
const tsx = ['--import', 'tsx'];
runTogether([
  { name: 'api', args: [...tsx, 'api/src/main.ts'], env },
  { name: 'gateway', args: [...tsx, 'gateway/src/main.ts'], env },
  // A second gateway in development mode, in front of the same api, for what production does not
  // serve: GraphiQL (graphiql.spec.ts).
  {
    name: 'gateway-development',
    args: [...tsx, 'gateway/src/main.ts'],
    env: { ...env, NODE_ENV: 'development', PORT: process.env.E2E_DEVELOPMENT_PORT ?? String(Number(env.PORT) + 2) },
  },
]);
