// Welcome-email resends: while a person's activation link is usable a resend mails that same
// link with a fresh expiry, so the first mail in their inbox keeps working; a retried bulk job
// (employees/welcome-emails.ts) mails nobody twice.
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import { clients } from '../db/schema-clients.js';
import { jobs, outbox } from '../db/schema-jobs.js';
import { oneTimeTokens, users } from '../db/schema-people.js';
import { welcomeBulkHandler } from '../employees/welcome-emails.js';
import { queueMail } from './mailer.js';
import { hashToken } from '../auth/tokens.js';
import { useTestApi } from '../testing/test-api.js';
import { sendActivationMail } from './welcome-mail.js';

const t = useTestApi();

const config = configFromEnv({});
const linkIn = (text: string) => /\/activation\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

async function addUnactivated(email: string): Promise<number> {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [user] = await t.api.db
    .insert(users)
    .values({ clientId: acme!.id, email, firstName: 'Ash', surname: 'Vale', dateOfBirth: '1990-01-02' })
    .returning({ id: users.id });
  return user!.id;
}

test('a resend mails the same, still usable link with a fresh expiry; the first mail keeps working', async () => {
  const userId = await addUnactivated('resend@acme.test');
  await sendActivationMail(t.api.db, config, t.secretBox, userId);
  const first = linkIn((await t.mailbox('resend@acme.test', 1))[0]!.text);
  // Nearly run out, as if the first mail were almost two weeks old.
  await t.api.db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() + interval '1 hour'` })
    .where(eq(oneTimeTokens.tokenHash, hashToken(first)));

  await sendActivationMail(t.api.db, config, t.secretBox, userId);
  const again = linkIn((await t.mailbox('resend@acme.test', 2))[0]!.text);
  expect(again).toBe(first);
  expect((await t.post(`/activation/${first}`)).body).toMatchObject({ status: 'ok', email: 'resend@acme.test' });
  const [token] = await t.api.db
    .select({
      days: sql<number>`extract(epoch from ${oneTimeTokens.expiresAt} - now()) / 86400`,
      sealed: oneTimeTokens.tokenSealed,
    })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(first)));
  expect(Number(token!.days)).toBeGreaterThan(13.9);
  // Kept sealed, never as the link itself.
  expect(token!.sealed).not.toContain(first);
  expect(t.secretBox.open(token!.sealed!)).toBe(first);
});

test('without a usable link a resend issues a new one', async () => {
  const userId = await addUnactivated('void-link@acme.test');
  await sendActivationMail(t.api.db, config, t.secretBox, userId);
  const first = linkIn((await t.mailbox('void-link@acme.test', 1))[0]!.text);
  for (let i = 1; i <= 5; i += 1)
    await t.post('/activation/dob', { activationId: first, date_of_birth: `0${i}/01/1970` });
  expect((await t.post(`/activation/${first}`)).status).toBe(410);
  await sendActivationMail(t.api.db, config, t.secretBox, userId);
  const second = linkIn((await t.mailbox('void-link@acme.test', 2))[0]!.text);
  expect(second).not.toBe(first);
  expect((await t.post(`/activation/${second}`)).body).toMatchObject({ status: 'ok' });
});

test('a resend to Taylor mails the demo link again, so the seeded welcome mail still works', async () => {
  const [taylor] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@acme.test'));
  const seeded = (await t.mailbox('new@acme.test', 1)).length;
  await sendActivationMail(t.api.db, config, t.secretBox, taylor!.id);
  expect(linkIn((await t.mailbox('new@acme.test', seeded + 1))[0]!.text)).toBe('demo-activation-acme');
  expect((await t.post('/activation/demo-activation-acme')).body).toMatchObject({ status: 'ok' });
});

test('running the bulk job twice for the same job mails each person once', async () => {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [unregistered] = await t.api.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, acme!.id), isNull(users.activatedAt)));
  const handler = welcomeBulkHandler({ db: t.api.db, config, secretBox: t.secretBox });
  const keyed = () =>
    t.api.db.select({ n: count() }).from(outbox).where(like(outbox.idempotencyKey, 'welcome-bulk:4242:%'));
  await handler({ clientId: acme!.id }, { jobId: 4242, attempt: 1 });
  expect((await keyed())[0]!.n).toBe(unregistered!.n);
  // A retry after a crash: nothing new is queued.
  await handler({ clientId: acme!.id }, { jobId: 4242, attempt: 2 });
  expect((await keyed())[0]!.n).toBe(unregistered!.n);
  const [mailJobs] = await t.api.db
    .select({ n: count() })
    .from(jobs)
    .where(
      sql`${jobs.kind} = 'mail' and (${jobs.payload}->>'outboxId')::int in (select id from outbox where idempotency_key like 'welcome-bulk:4242:%')`,
    );
  expect(mailJobs!.n).toBe(unregistered!.n);
  // Another bulk resend (a new job) does mail everyone again, with the same links.
  await handler({ clientId: acme!.id }, { jobId: 4243, attempt: 1 });
  const [again] = await t.api.db
    .select({ n: count() })
    .from(outbox)
    .where(like(outbox.idempotencyKey, 'welcome-bulk:4243:%'));
  expect(again!.n).toBe(unregistered!.n);
});

test('a mail with a key already queued is not queued again', async () => {
  const mail = { to: 'once@acme.test', subject: 'Once', text: 'Only once', html: '<p>Only once</p>' };
  expect(await queueMail(t.api.db, mail, { idempotencyKey: 'test:once' })).toBe(true);
  expect(await queueMail(t.api.db, mail, { idempotencyKey: 'test:once' })).toBe(false);
  expect(await t.mailbox('once@acme.test', 1)).toHaveLength(1);
});
