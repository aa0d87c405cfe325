// An approval survives its api dying part-way: the api runs as a child process on PostgreSQL, and
// the test holds a lock on the audit log from its own connection, so the approval's transaction
// stops after it has marked the selections approved but before it commits. The process is killed
// there. Nothing of the approval is kept (no selection approved, no mail); the api started again
// approves them all, once, and mails each person once; the same approval sent again is refused.
// PGlite is one connection inside the api's own process, so this test needs TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../api/src/db/client.js';
import { benefits } from '../../api/src/db/schema-benefits.js';
import { clients } from '../../api/src/db/schema-clients.js';
import { outbox } from '../../api/src/db/schema-jobs.js';
import { selections } from '../../api/src/db/schema-selections.js';
import { createTestDatabaseOptions, type TestDatabase } from '../../api/src/db/testing.js';
import { withTransaction } from '../../api/src/db/transaction.js';
import { SecretBox } from '../../api/src/secrets/secret-box.js';
import { demoPassword, seedDemo } from '../../api/src/seed/seed.js';
import { until } from '../../api/src/testing/until.js';
import { type Service, startApiProcess } from './processes.js';

const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl) {
  test.skip('restart part-way through an approval: skipped, TEST_DATABASE_URL is not set (PGlite is one connection, so no lock can be held beside the api)', () =>
    undefined);
} else {
  let database: TestDatabase;
  let open: OpenDatabase;
  let api: Service | undefined;
  const key = randomBytes(32);

  beforeAll(async () => {
    database = await createTestDatabaseOptions();
    open = await openDatabase(database.options);
    await seedDemo(open.db, { secretBox: new SecretBox(key), welcomeMailOrigin: 'http://acme.localhost:4000' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await open?.close();
    await database?.drop();
  });

  async function start(): Promise<string> {
    api = await startApiProcess({
      DATABASE_URL: database.options.databaseUrl!,
      DATA_ENCRYPTION_KEY: key.toString('base64'),
    });
    return api.url;
  }

  async function logIn(url: string): Promise<string> {
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employer@acme.test', password: demoPassword, deviceToken: 'test', site: 'acme' }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  const approve = (url: string, token: string, selectionIds: number[]) =>
    fetch(`${url}/v2/scheme/selections/status/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ selectionIds, approval: true }),
    });

  const statusesOf = async (ids: number[]) =>
    (await open.db.select({ status: selections.status }).from(selections).where(inArray(selections.id, ids))).map(
      (row) => row.status,
    );
  const decisionMails = async () =>
    (
      await open.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(like(outbox.subject, '%approved%'))
    )[0]!.n;

  test('an api killed part-way through an approval keeps none of it; started again, it approves each selection once and mails each person once', async () => {
    const pending = await open.db
      .select({ id: selections.id })
      .from(selections)
      .innerJoin(benefits, eq(benefits.id, selections.benefitId))
      .innerJoin(clients, eq(clients.id, benefits.clientId))
      .where(and(eq(clients.domain, 'acme'), eq(selections.status, 'pending')))
      .limit(5);
    const ids = pending.map((row) => row.id);
    expect(ids).toHaveLength(5);
    const mailsBefore = await decisionMails();

    let url = await start();
    let token = await logIn(url);

    // Hold the audit log, so the approval's transaction waits after its UPDATE, uncommitted.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = withTransaction(open.db, async (tx) => {
      await tx.execute(sql`lock table audit_log in exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    const approval = approve(url, token, ids).catch(() => null);
    // The approval is waiting for the audit log once PostgreSQL shows its lock request.
    await until('the approval waits for the audit log', async () => {
      const [waiting] = await open.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_locks`)
        .where(sql`not granted and relation = 'audit_log'::regclass`);
      return waiting!.n === 1;
    });
    await api!.stop('SIGKILL');
    release();
    await holder;
    await approval;

    expect(await statusesOf(ids)).toEqual(ids.map(() => 'pending'));
    expect(await decisionMails()).toBe(mailsBefore);

    // Started again: the same approval goes through once, and a second time is refused.
    url = await start();
    token = await logIn(url);
    expect((await approve(url, token, ids)).status).toBe(200);
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'approved'));
    expect((await approve(url, token, ids)).status).toBe(409);
    expect(await decisionMails()).toBe(mailsBefore + ids.length);
    await api!.stop();
  }, 180_000);
}
