// Slow work (sending mail) as rows in the jobs table (docs/deploying.md, "Jobs"): any api
// instance takes the next ready job with FOR UPDATE SKIP LOCKED, so two never take the same one;
// a failure is retried later with a growing delay, and a job whose instance died is taken again.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema-jobs.js';

/**
 * `run.jobId` names the job across its retries: work that must not repeat on a retry (a bulk
 * mail) keys what it has done by it.
 */
export type JobHandler = (payload: Record<string, unknown>, run: { jobId: number; attempt: number }) => Promise<void>;
export type Job = typeof jobs.$inferSelect;

export const maxJobAttempts = 5;
/**
 * A job running longer than this is presumed abandoned by a crashed instance (a long job keeps
 * its lock fresh from another connection: data-loads/apply.ts).
 */
export const defaultAbandonedAfterSeconds = 5 * 60;

export async function enqueueJob(db: Database, kind: string, payload: Record<string, unknown>): Promise<void> {
  await enqueueJobs(db, kind, [payload]);
}

/** Many jobs of one kind in one statement. */
export async function enqueueJobs(db: Database, kind: string, payloads: Record<string, unknown>[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}

/** Claims one ready job for this worker, or undefined when there is none. */
export async function claimJob(
  db: Database,
  workerId: string,
  abandonedAfterSeconds = defaultAbandonedAfterSeconds,
): Promise<Job | undefined> {
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', lockedBy: workerId, lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} = (
        select id from jobs
        where (status = 'queued' and run_after <= now())
           or (status = 'running' and locked_at < now() - make_interval(secs => ${abandonedAfterSeconds}))
        order by run_after, id
        limit 1
        for update skip locked)`,
    )
    .returning();
  return job;
}

/**
 * While a job runs, its worker keeps the lock fresh (three times per abandonment period), so only
 * a job whose instance died goes stale and is taken again, however long the job is. A timer does
 * it rather than the handler: on PostgreSQL the update takes a connection of its own from the
 * pool; on PGlite (one connection) it waits for the handler's transaction, which is harmless there
 * (one process, nobody else to take the job).
 */
function keepLockFresh(db: Database, job: Job, abandonedAfterSeconds: number): () => void {
  const everyMs = Math.max(100, Math.floor((abandonedAfterSeconds * 1000) / 3));
  const timer = setInterval(() => {
    void db
      .update(jobs)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? '')))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function runJob(
  db: Database,
  job: Job,
  handlers: Record<string, JobHandler>,
  abandonedAfterSeconds = defaultAbandonedAfterSeconds,
): Promise<void> {
  const stopKeeping = keepLockFresh(db, job, abandonedAfterSeconds);
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(job.payload, { jobId: job.id, attempt: job.attempts });
    stopKeeping();
    await db.update(jobs).set({ status: 'done', lockedBy: null, lastError: null }).where(eq(jobs.id, job.id));
  } catch (error) {
    stopKeeping();
    const failed = job.attempts >= maxJobAttempts;
    await db
      .update(jobs)
      .set({
        status: failed ? 'failed' : 'queued',
        lockedBy: null,
        lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error).slice(0, 1000),
        // 2, 4, 8, 16 seconds: a mail server that is briefly down is tried again soon.
        runAfter: sql`now() + make_interval(secs => ${2 ** job.attempts})`,
      })
      .where(eq(jobs.id, job.id));
  }
}

export interface JobWorker {
  /** Look for work now rather than at the next poll (after enqueueing). */
  kick(): void;
  /** Waits for the job in hand, then stops. */
  stop(): Promise<void>;
  /** Resolves once no work is in hand, including what a kick just started: tests wait on this, not on time. */
  idle(): Promise<void>;
}

export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: { pollMs?: number; onError?: (error: unknown) => void; abandonedAfterSeconds?: number } = {},
): JobWorker {
  // Host and process first: an operator (or a test) reading jobs.locked_by knows which instance holds a job.
  const workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const drain = async () => {
    const claim = () => claimJob(db, workerId, options.abandonedAfterSeconds);
    for (let job = await claim(); job && !stopped; job = await claim()) {
      await runJob(db, job, handlers, options.abandonedAfterSeconds);
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, options.pollMs ?? 1000);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      // A drain that ends while kicked again starts the next one before this wakes up.
      while (running) await running;
    },
  };
}
