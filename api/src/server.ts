// The api process: the main REST API at / and the v2 API at /v2, over one database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { Captcha } from './auth/captcha.js';
import { sealPlaintextTotpSecrets } from './auth/totp-secrets-at-rest.js';
import { type ApiConfig, configFromEnv, publicOriginOf } from './config.js';
import type { Database, DatabaseOptions } from './db/client.js';
import { openDatabase } from './db/client.js';
import { users } from './db/schema-people.js';
import { dataLoadHandler, dataLoadJobKind } from './data-loads/apply.js';
import { sweepAbandonedDryRuns } from './data-loads/loads.js';
import { welcomeBulkHandler, welcomeBulkJobKind } from './employees/welcome-emails.js';
import { clientAddress } from './http/client-ip.js';
import { type ErrorLog, errorHandler, type FailedRequest, unknownRoute } from './http/errors.js';
import { rejectNulCharacters } from './http/validation.js';
import { type JobWorker, startJobWorker } from './jobs/worker.js';
import { queueWindowReminders } from './benefits/window-reminders.js';
import { mailHandler, mailJobKind } from './mail/mailer.js';
import { resetRequestHandler, resetRequestJobKind } from './password-reset/password-reset.js';
import { activationRoutes } from './routes/main/activation.js';
import { benefitRoutes } from './routes/main/benefits.js';
import { benefitTakeupRoutes } from './routes/main/benefit-takeup.js';
import { familyRoutes } from './routes/main/family.js';
import { basketRoutes } from './routes/main/basket.js';
import { expressionOfWishRoutes } from './routes/main/expression-of-wish.js';
import { captchaRoutes } from './routes/main/captcha.js';
import { claimRoutes } from './routes/main/claims.js';
import { contactRoutes } from './routes/main/contact.js';
import { contentRoutes } from './routes/main/content.js';
import { dataLoadRoutes } from './routes/main/data-loads.js';
import { welcomeEmailRoutes } from './routes/main/employees.js';
import { reportRoutes } from './routes/main/reports.js';
import { homeRoutes } from './routes/main/home.js';
import { lifeEventRoutes } from './routes/main/life-events.js';
import { passwordResetRoutes } from './routes/main/password-reset.js';
import { profileRoutes } from './routes/main/profile.js';
import { serviceRoutes } from './routes/main/service.js';
import { masqueradeRoutes } from './routes/main/masquerade.js';
import { ssoRoutes } from './routes/main/sso.js';
import { sessionRoutes } from './routes/main/session.js';
import { siteRoutes } from './routes/main/site.js';
import { termsRoutes } from './routes/main/terms.js';
import { totalRewardRoutes } from './routes/main/total-reward.js';
import { twoFactorRoutes } from './routes/main/two-factor.js';
import { voucherRoutes } from './routes/main/vouchers.js';
import { v2Routes } from './routes/v2/router.js';
import { resolveEncryptionKey } from './secrets/encryption-key.js';
import { SecretBox } from './secrets/secret-box.js';
import { seedDemo } from './seed/seed.js';
import type { ApiServices } from './services.js';
import { type AccessLog, requestLog } from '@portal/contract/request-id';

export interface ApiDependencies {
  db: Database;
  /** Where unexpected errors go, with the request's id; they never reach a response. */
  logError?: ErrorLog;
  /** Defaults to the environment (config.ts). */
  config?: ApiConfig;
  /** Tells the job worker there is new work (after a mail is queued). */
  kickJobs?: () => void;
  /** Seals and opens secrets at rest; startApi makes it from the configured key. */
  secretBox: SecretBox;
  /** One line per request (npm start's JSON logs); none by default. */
  accessLog?: AccessLog;
}

export function createApiApp(deps: ApiDependencies): Express {
  const config = deps.config ?? configFromEnv();
  const app = express();
  app.disable('x-powered-by');
  // Express's mode follows ours rather than NODE_ENV, so a test of either mode is the real thing.
  app.set('env', config.production ? 'production' : 'development');
  app.use(requestLog(deps.accessLog));
  // req.ip is the gateway's word for the browser only beside the gateway secret; no 'trust proxy'.
  app.use(clientAddress(config.gatewaySecret));
  app.use(express.json({ limit: '1mb' }));
  app.use(rejectNulCharacters);
  const services: ApiServices = {
    db: deps.db,
    config,
    secretBox: deps.secretBox,
    captcha: new Captcha(deps.db, config.captcha),
    kickJobs: deps.kickJobs ?? (() => undefined),
  };

  app.use(serviceRoutes(services));
  app.use('/v2', v2Routes(services), unknownRoute);
  app.use(siteRoutes(services));
  app.use(captchaRoutes(services));
  app.use(sessionRoutes(services));
  app.use(masqueradeRoutes(services));
  app.use(ssoRoutes(services));
  app.use(twoFactorRoutes(services));
  app.use(activationRoutes(services));
  app.use(passwordResetRoutes(services));
  app.use(profileRoutes(services));
  app.use(familyRoutes(services));
  app.use(expressionOfWishRoutes(services));
  app.use(termsRoutes(services));
  app.use(contentRoutes(services));
  app.use(contactRoutes(services));
  app.use(voucherRoutes(services));
  app.use(welcomeEmailRoutes(services));
  app.use(benefitRoutes(services));
  app.use(basketRoutes(services));
  app.use(claimRoutes(services));
  app.use(lifeEventRoutes(services));
  app.use(totalRewardRoutes(services));
  app.use(homeRoutes(services));
  app.use(reportRoutes(services));
  app.use(benefitTakeupRoutes(services));
  app.use(dataLoadRoutes(services));
  app.use(unknownRoute);
  app.use(errorHandler(deps.logError));
  return app;
}

export interface StartApiOptions extends DatabaseOptions {
  port: number;
  host?: string;
  /** Seed the demo cast when the users table is empty. */
  seed?: boolean;
  logError?: (error: unknown, request?: FailedRequest) => void;
  accessLog?: AccessLog;
  config?: ApiConfig;
  /** How often the mail worker looks for jobs when not told of one (ms). */
  jobPollMs?: number;
  /**
   * A running job whose lock is older than this is taken again (its instance died); defaults to
   * the worker's 5 minutes (JOB_ABANDONED_AFTER_SECONDS).
   */
  jobAbandonedAfterSeconds?: number;
  /** How often this instance looks for window-closing reminders that are due (ms); hourly by default. */
  reminderIntervalMs?: number;
  /** With DATABASE_URL and no DATA_ENCRYPTION_KEY (development only): where the generated key lives. */
  keyDir?: string;
}

export interface RunningApi {
  url: string;
  /** The api's own database handle, for tests and tools in the same process. */
  db: Database;
  /** Resolves once the job worker has no work in hand (the mail a request queued has gone out). */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

const shutdownGraceMs = 10_000;
/** autovacuum_naptime's default. */
const maintenanceIntervalMs = 60_000;

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const database = await openDatabase({
    dataDir: options.dataDir,
    image: options.image,
    databaseUrl: options.databaseUrl,
    onQuery: options.onQuery,
  });
  let worker: JobWorker | undefined;
  try {
    const config = options.config ?? configFromEnv();
    const secretBox = new SecretBox(
      resolveEncryptionKey(config, options.databaseUrl ? (options.keyDir ?? './data') : options.dataDir),
    );
    if (options.seed) {
      const [anyone] = await database.db.select({ id: users.id }).from(users).limit(1);
      // Taylor's welcome mail waits in the outbox, as if the employer had just sent it.
      if (!anyone) await seedDemo(database.db, { secretBox, welcomeMailOrigin: publicOriginOf(config, 'acme') });
    }
    // A database from before secrets at rest were sealed: seal what is still in plain text.
    await sealPlaintextTotpSecrets(database.db, secretBox);
    // The embedded database has no autovacuum: the api analyzes and vacuums it, now (a database
    // seeded or loaded elsewhere) and then once a minute, as autovacuum would (db/maintenance.ts).
    await database.maintain?.();
    const handlers = {
      [mailJobKind]: mailHandler(database.db, config),
      [welcomeBulkJobKind]: welcomeBulkHandler({ db: database.db, config, secretBox }),
      [dataLoadJobKind]: dataLoadHandler({ db: database.db, config, secretBox }),
      [resetRequestJobKind]: resetRequestHandler({ db: database.db, config }),
    };
    worker = startJobWorker(database.db, handlers, {
      pollMs: options.jobPollMs,
      onError: options.logError,
      abandonedAfterSeconds: options.jobAbandonedAfterSeconds,
    });
    // Dry runs not applied within the hour are deleted (also on every upload): docs/data-loads.md.
    const sweep = setInterval(
      () => void sweepAbandonedDryRuns(database.db).catch((error: unknown) => options.logError?.(error)),
      10 * 60_000,
    );
    sweep.unref();
    const jobWorker = worker;
    // Window-closing reminders (benefits/window-reminders.ts): at start, then hourly; every
    // instance may look, and each mail still goes out once.
    let reminding: Promise<void> = Promise.resolve();
    const remind = () => {
      reminding = queueWindowReminders(database.db, config)
        .then((queued) => {
          if (queued > 0) jobWorker.kick();
        })
        .catch((error: unknown) => options.logError?.(error));
    };
    const reminders = setInterval(remind, options.reminderIntervalMs ?? 60 * 60_000);
    reminders.unref();
    remind();
    const maintenance = database.maintain
      ? setInterval(
          () => void database.maintain!().catch((error: unknown) => options.logError?.(error)),
          maintenanceIntervalMs,
        )
      : undefined;
    maintenance?.unref();
    const server = createServer(
      createApiApp({
        db: database.db,
        logError: options.logError,
        accessLog: options.accessLog,
        config,
        kickJobs: worker.kick,
        secretBox,
      }),
    );
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
      jobsIdle: () => jobWorker.idle(),
      close() {
        closing ??= stop(server)
          .then(() => {
            clearInterval(sweep);
            clearInterval(maintenance);
            clearInterval(reminders);
          })
          .then(() => reminding)
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
