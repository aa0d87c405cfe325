// The jobs table: two workers never take the same job, failures are retried then given up, a
// handler knows its job across retries, and mail jobs land in the outbox when no SMTP server is
// configured.
import { eq } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { jobs, outbox } from '../db/schema-jobs.js';
import { createTestDatabaseOptions, type TestDatabase } from '../db/testing.js';
import { mailHandler, mailJobKind, queueMail } from '../mail/mailer.js';
import { claimJob, enqueueJob, maxJobAttempts, runJob, startJobWorker } from './worker.js';

let testDatabase: TestDatabase;
let database: OpenDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabaseOptions();
  database = await openDatabase(testDatabase.options);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

test('concurrent claims take different jobs', async () => {
  for (let i = 0; i < 6; i += 1) await enqueueJob(database.db, 'noop', { i });
  const claimed = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob(database.db, `worker-${i}`)));
  const ids = claimed.flatMap((job) => (job ? [job.id] : []));
  expect(ids).toHaveLength(6);
  expect(new Set(ids).size).toBe(6);
});

test('a failing job is retried later, then marked failed', async () => {
  await enqueueJob(database.db, 'flaky', {});
  const handlers = {
    flaky: async () => {
      throw new Error('SMTP is down');
    },
  };
  for (let attempt = 1; attempt <= maxJobAttempts; attempt += 1) {
    await database.db.update(jobs).set({ runAfter: new Date(Date.now() - 1000) });
    const job = await claimJob(database.db, 'w');
    expect(job?.attempts).toBe(attempt);
    await runJob(database.db, job!, handlers);
  }
  const [row] = await database.db.select().from(jobs);
  expect(row).toMatchObject({ status: 'failed', attempts: maxJobAttempts, lastError: 'SMTP is down' });
  expect(await claimJob(database.db, 'w')).toBeUndefined();
});

test('queued mail is rendered into the outbox by the worker', async () => {
  const config = { ...configFromEnv({}), smtpUrl: undefined };
  const worker = startJobWorker(database.db, { [mailJobKind]: mailHandler(database.db, config) }, { pollMs: 50 });
  try {
    await queueMail(database.db, { to: 'someone@acme.test', subject: 'Hello', text: 'Plain', html: '<p>Rich</p>' });
    worker.kick();
    // The row is written when the mail is queued; the worker marks it sent.
    await worker.idle();
    const rows = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'someone@acme.test'));
    expect(rows).toEqual([
      expect.objectContaining({ subject: 'Hello', textBody: 'Plain', htmlBody: '<p>Rich</p>', status: 'sent' }),
    ]);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'mail', status: 'done' });
  } finally {
    await worker.stop();
  }
});

test('a handler is told its job id, the same on every retry', async () => {
  await enqueueJob(database.db, 'flaky-once', {});
  const seen: { jobId: number; attempt: number }[] = [];
  const handlers = {
    'flaky-once': async (_payload: Record<string, unknown>, run: { jobId: number; attempt: number }) => {
      seen.push(run);
      if (seen.length === 1) throw new Error('crashed halfway');
    },
  };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await database.db.update(jobs).set({ runAfter: new Date(Date.now() - 1000) });
    await runJob(database.db, (await claimJob(database.db, 'w'))!, handlers);
  }
  const [job] = await database.db.select().from(jobs);
  expect(seen).toEqual([
    { jobId: job!.id, attempt: 1 },
    { jobId: job!.id, attempt: 2 },
  ]);
  expect(job!.status).toBe('done');
});

test('a mail job whose mail was already sent does not send it again', async () => {
  const config = { ...configFromEnv({}), smtpUrl: undefined };
  await queueMail(database.db, { to: 'twice@acme.test', subject: 'Twice?', text: 'Plain', html: '<p>Rich</p>' });
  const job = (await claimJob(database.db, 'w'))!;
  await runJob(database.db, job, { [mailJobKind]: mailHandler(database.db, config) });
  const [sent] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'twice@acme.test'));
  expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  // The instance died after sending, before the job was marked done: the job runs again.
  await runJob(database.db, job, { [mailJobKind]: mailHandler(database.db, config) });
  expect(await database.db.select().from(outbox).where(eq(outbox.toAddress, 'twice@acme.test'))).toEqual([sent]);
});
