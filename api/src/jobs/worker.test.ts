// The jobs table: two workers never take the same job, failures are retried then given up, and
// mail jobs land in the outbox when no SMTP server is configured.
import { eq } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { jobs, outbox } from '../db/schema.js';
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
    let rows: (typeof outbox.$inferSelect)[] = [];
    for (let tries = 0; tries < 40 && rows.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'someone@acme.test'));
    }
    expect(rows).toEqual([expect.objectContaining({ subject: 'Hello', textBody: 'Plain', htmlBody: '<p>Rich</p>', status: 'sent' })]);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'mail', status: 'done' });
  } finally {
    await worker.stop();
  }
});
