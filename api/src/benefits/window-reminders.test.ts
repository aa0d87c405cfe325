// Window-closing reminders over the real api and database: who is mailed and when, once each
// stage, never to someone who turned them off; and, on PostgreSQL, two api instances looking at
// the same moment still mail each person once.
import { windowReminderDays } from '@portal/contract/constants';
import { addDays } from '@portal/contract/life-events';
import { profile, updateReminders } from '@portal/contract/profile';
import { and, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { jobs, outbox } from '../db/schema-jobs.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { startApi } from '../server.js';
import { seededTestDatabase } from '../testing/seeded-image.js';
import { useTestApi } from '../testing/test-api.js';
import { until } from '../testing/until.js';
import { todayInLondon } from './display.js';
import { queueWindowReminders, reminderStageFor } from './window-reminders.js';

// As the test api runs it: no demo identity provider.
const config = { ...configFromEnv({}), demoIdp: false };
const today = todayInLondon();

test('the stage due is the latest reached: none before 14 days, then 14, then 3 until the last day', () => {
  expect(windowReminderDays).toEqual([14, 3]);
  expect([20, 15, 14, 10, 4, 3, 1, 0, -1].map(reminderStageFor)).toEqual([null, null, 14, 14, 14, 3, 3, 3, null]);
});

/** Acme's window, closing `daysLeft` days after today, opened ten days ago. */
async function closeAcmeIn(db: Database, daysLeft: number) {
  await db
    .update(clients)
    .set({ selectionWindowOpens: addDays(today, -10), selectionWindowCloses: addDays(today, daysLeft) })
    .where(eq(clients.domain, 'acme'));
}

const remindersTo = (db: Database, email: string) =>
  db
    .select({ subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody, key: outbox.idempotencyKey })
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.idempotencyKey, 'window-reminder:%')));

/** An active, registered Acme employee other than Alex, not on probation, without 2FA (to log in simply). */
async function someoneWhoHasNotReviewed(db: Database, skip: string[] = []) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        eq(clients.domain, 'acme'),
        eq(users.userType, 'employee'),
        eq(users.employmentStatus, 'active'),
        eq(users.onProbation, false),
        isNotNull(users.activatedAt),
        eq(users.mfaEnabled, false),
        ne(users.email, 'employee@acme.test'),
      ),
    )
    .orderBy(users.id)
    .limit(skip.length + 1);
  return rows.map((row) => row.email).find((email) => !skip.includes(email))!;
}

describe('on one api', () => {
  const t = useTestApi();

  test('who has not reviewed their benefits is mailed once a stage, in the brand, with the deadline', async () => {
    const db = t.api.db;
    // The demo's choices as if made before this window opened, but for Alex's, who has reviewed
    // their benefits in it.
    const [alex] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
    await db.update(selections).set({
      createdAt: sql`case when ${selections.userId} = ${alex!.id} then now() else now() - interval '20 days' end`,
    });
    const person = await someoneWhoHasNotReviewed(db);
    const quiet = await someoneWhoHasNotReviewed(db, [person]);
    // The second turns reminders off, on their own profile.
    const quietToken = await t.logIn(quiet);
    const off = await t.call(updateReminders, 200, { body: { windowReminders: false }, token: quietToken });
    expect(off.body.windowReminders).toBe(false);
    expect((await t.call(profile, 200, { token: quietToken })).body.windowReminders).toBe(false);

    await closeAcmeIn(db, 20);
    expect(await queueWindowReminders(db, config, today)).toBe(0);

    await closeAcmeIn(db, 14);
    expect(await queueWindowReminders(db, config, today)).toBeGreaterThan(0);
    // Looking again the same day, or the next, sends nothing new.
    expect(await queueWindowReminders(db, config, today)).toBe(0);
    const [first, ...more] = await remindersTo(db, person);
    expect(more).toEqual([]);
    expect(first!.subject).toMatch(/^Choose your Acme Rewards benefits by \d{1,2} \w+ \d{4}$/);
    expect(first!.text).toContain('/app/my-benefits/');
    expect(first!.text).toContain('turn these reminders off in your profile');
    expect(first!.html).toMatch(/border-top:6px solid #[0-9a-f]{6}/i);
    expect(first!.key).toMatch(/:14$/);

    // Nobody who turned them off, has reviewed (Alex chose benefits), is on probation or has left.
    for (const email of [quiet, 'employee@acme.test', 'probation@acme.test', 'leaver@acme.test']) {
      expect(await remindersTo(db, email)).toEqual([]);
    }

    // Three days before: the second reminder, once.
    await closeAcmeIn(db, 3);
    expect(await queueWindowReminders(db, config, today)).toBeGreaterThan(0);
    expect(await queueWindowReminders(db, config, today)).toBe(0);
    expect((await remindersTo(db, person)).map((mail) => mail.key!.split(':').at(-1)).sort()).toEqual(['14', '3']);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  test.skip('two api instances: skipped, TEST_DATABASE_URL is not set (PGlite is one process’s embedded database)', () =>
    undefined);
} else {
  test('two api instances looking every 20 ms at the same database mail each person once', async () => {
    const database = await seededTestDatabase();
    const instanceConfig = { ...config, encryptionKey: database.encryptionKey };
    const start = () =>
      startApi({
        port: 0,
        ...database.options,
        config: instanceConfig,
        reminderIntervalMs: 20,
        jobPollMs: 50,
        logError: () => undefined,
      });
    const apis = await Promise.all([start(), start()]);
    try {
      const db = apis[0]!.db;
      await closeAcmeIn(db, 3);
      const reminderMails = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(outbox)
            .where(like(outbox.idempotencyKey, 'window-reminder:%'))
        )[0]!.n;
      await until('reminders queued by one of the instances', async () => (await reminderMails()) > 0);
    } finally {
      // Each waits for the look it has in hand.
      await Promise.all(apis.map((api) => api.close()));
    }
    const check = await startApi({ port: 0, ...database.options, config: instanceConfig, logError: () => undefined });
    try {
      const db = check.db;
      // Everyone due was mailed already: nothing is left to queue.
      expect(await queueWindowReminders(db, config, today)).toBe(0);
      const twice = await db
        .select({ to: outbox.toAddress, n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(like(outbox.idempotencyKey, 'window-reminder:%'))
        .groupBy(outbox.toAddress)
        .having(sql`count(*) > 1`);
      expect(twice).toEqual([]);
      // And one sending job each.
      const ids = (
        await db.select({ id: outbox.id }).from(outbox).where(like(outbox.idempotencyKey, 'window-reminder:%'))
      ).map((row) => row.id);
      const sent = (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
        .map((job) => Number(job.payload.outboxId))
        .filter((id) => ids.includes(id));
      const mails = ids.length;
      const sendings = sent.length;
      expect(mails).toBeGreaterThan(0);
      expect(sendings).toBe(mails);
    } finally {
      await check.close();
      await database.drop();
    }
  }, 120_000);
}
