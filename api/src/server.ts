// The api process: the main REST API at / and the v2 API at /v2, over one database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import { Captcha } from './captcha/captcha.js';
import { type ApiConfig, configFromEnv, publicOriginOf } from './config.js';
import type { Database, DatabaseOptions } from './db/client.js';
import { openDatabase } from './db/client.js';
import { users } from './db/schema.js';
import { seedDemo } from './db/seed.js';
import { errorHandler, unknownRoute } from './http/errors.js';
import { type JobWorker, startJobWorker } from './jobs/worker.js';
import { mailHandler, mailJobKind } from './mail/mailer.js';
import { activationRoutes } from './routes/main/activation.js';
import { captchaRoutes } from './routes/main/captcha.js';
import { ccvRoutes } from './routes/main/ccv.js';
import { demoMailboxRoutes } from './routes/main/demo-mailbox.js';
import { passwordRoutes } from './routes/main/password.js';
import { passwordResetRoutes } from './routes/main/password-reset.js';
import { policyRoutes } from './routes/main/policies.js';
import { sessionRoutes } from './routes/main/session.js';
import { themeRoutes } from './routes/main/themes.js';
import { twoFactorRoutes } from './routes/main/two-factor.js';
import { userRoutes } from './routes/main/user.js';
import { v2Routes } from './routes/v2/router.js';
import { welcomeEmailRoutes } from './routes/main/welcome-emails.js';
import { welcomeBulkHandler, welcomeBulkJobKind } from './employer/welcome-emails.js';

export interface ApiDependencies {
  db: Database;
  /** Where unexpected errors go; they never reach a response. */
  logError?: (error: unknown) => void;
  /** Defaults to the environment (config.ts). */
  config?: ApiConfig;
  /** Tells the job worker there is new work (after a mail is queued). */
  kickJobs?: () => void;
}

export function createApiApp(deps: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the only client and sits on the same machine or network.
  app.set('trust proxy', 'loopback');
  app.use(express.json({ limit: '1mb' }));

  const config = deps.config ?? configFromEnv();
  const captcha = new Captcha(deps.db, config.captcha);
  // Readiness for load balancers and the gateway: answers only once the database answers.
  app.get('/healthz', async (_req, res, next) => {
    try {
      await deps.db.execute(sql`select 1`);
      res.json({ status: 'ok' });
    } catch (error) {
      next(error);
    }
  });
  app.use('/v2', v2Routes(deps.db), unknownRoute);
  app.use(themeRoutes(deps.db));
  app.use(captchaRoutes(captcha));
  app.use(sessionRoutes(deps.db, captcha));
  app.use(twoFactorRoutes(deps.db, captcha));
  app.use(activationRoutes(deps.db));
  app.use(passwordResetRoutes(deps.db, captcha, config, deps.kickJobs ?? (() => undefined)));
  app.use(passwordRoutes(deps.db));
  if (config.demoMailbox) app.use(demoMailboxRoutes(deps.db));
  app.use(userRoutes(deps.db));
  app.use(policyRoutes(deps.db));
  app.use(ccvRoutes(deps.db));
  app.use(welcomeEmailRoutes(deps.db, config, deps.kickJobs ?? (() => undefined)));

  app.use(unknownRoute);
  app.use(errorHandler(deps.logError));
  return app;
}

export interface StartApiOptions extends DatabaseOptions {
  port: number;
  host?: string;
  /** Seed the demo cast when the users table is empty. */
  seed?: boolean;
  logError?: (error: unknown) => void;
  config?: ApiConfig;
  /** How often the mail worker looks for jobs when not told of one (ms). */
  jobPollMs?: number;
}

export interface RunningApi {
  url: string;
  /** The api's own database handle, for tests and tools in the same process. */
  db: Database;
  close(): Promise<void>;
}

const shutdownGraceMs = 10_000;

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let worker: JobWorker | undefined;
  try {
    const config = options.config ?? configFromEnv();
    if (options.seed) {
      const [anyone] = await database.db.select({ id: users.id }).from(users).limit(1);
      // Taylor's welcome mail waits in the outbox, as if the employer had just sent it.
      if (!anyone) await seedDemo(database.db, { welcomeMailOrigin: publicOriginOf(config, 'acme') });
    }
    worker = startJobWorker(database.db, { [mailJobKind]: mailHandler(database.db, config), [welcomeBulkJobKind]: welcomeBulkHandler(database.db, config) }, { pollMs: options.jobPollMs, onError: options.logError });
    const server = createServer(createApiApp({ db: database.db, logError: options.logError, config, kickJobs: worker.kick }));
    // The gateway keeps connections alive; if this server dropped an idle one (Node's default is
    // 5 s) just as the gateway reused it, that call failed with ECONNRESET. Idle connections are
    // kept well past any gap between calls instead.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const host = options.host ?? '127.0.0.1';
    await listen(server, options.port, host);
    const { port } = server.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      db: database.db,
      close() {
        closing ??= stop(server)
          .then(() => worker?.stop())
          .finally(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await worker?.stop();
    await database.close();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting connections and lets in-flight requests finish, within a grace period. */
function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    // A keep-alive connection becomes idle once its in-flight response is sent; close it then
    // rather than waiting for the keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    force.unref();
    sweep.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
