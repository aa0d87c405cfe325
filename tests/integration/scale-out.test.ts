// Scale-out proof: two api processes and two gateways, each gateway in front of its own api, on one
// PostgreSQL database, as docs/deploying.md runs them. What one instance starts, the other
// finishes: a session, a robot check, a download ticket, a voucher order placed once; and a queued
// job (a bulk welcome-email resend, an upload's apply) runs exactly once, even when the api running
// it is killed part-way (the other takes it once its lock goes stale). PGlite is one process's
// embedded database, so this needs TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { EmployeeDataUpload } from '@portal/contract/data-loads';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../api/src/db/client.js';
import { clients } from '../../api/src/db/schema-clients.js';
import { dataLoadChanges, dataLoads } from '../../api/src/db/schema-data-loads.js';
import { jobs, outbox } from '../../api/src/db/schema-jobs.js';
import { users } from '../../api/src/db/schema-people.js';
import { ccvBalances } from '../../api/src/db/schema-vouchers.js';
import { createTestDatabaseOptions, type TestDatabase } from '../../api/src/db/testing.js';
import { SecretBox } from '../../api/src/secrets/secret-box.js';
import { demoPassword, seedDemo } from '../../api/src/seed/seed.js';
import { until } from '../../api/src/testing/until.js';
import { graphqlAt, type Service, startApiProcess, startGatewayProcess } from './processes.js';

const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl) {
  test.skip('two api processes and two gateways on one database: skipped, TEST_DATABASE_URL is not set (PGlite is one process’s embedded database, it cannot be shared)', () =>
    undefined);
} else {
  let database: TestDatabase;
  let open: OpenDatabase;
  const key = randomBytes(32);
  let env: Record<string, string>;
  const apis: Service[] = [];
  const gateways: Service[] = [];

  const gatewayEnv = (api: Service) => ({ ...env, MAIN_API_URL: api.url, V2_API_URL: `${api.url}/v2` });

  beforeAll(async () => {
    database = await createTestDatabaseOptions();
    env = {
      DATABASE_URL: database.options.databaseUrl!,
      DATA_ENCRYPTION_KEY: key.toString('base64'),
      GATEWAY_SECRET: randomBytes(32).toString('base64url'),
      // A killed instance's job is taken again after 2 s rather than 5 minutes.
      JOB_ABANDONED_AFTER_SECONDS: '2',
    };
    // Both start at once on an empty database: one migrates, the other waits on the lock.
    apis.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    open = await openDatabase(database.options);
    await seedDemo(open.db, { secretBox: new SecretBox(key), welcomeMailOrigin: 'http://acme.localhost:4000' });
    gateways.push(...(await Promise.all(apis.map((api) => startGatewayProcess(gatewayEnv(api))))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...gateways, ...apis].map((service) => service.stop('SIGKILL')));
    await open?.close();
    await database?.drop();
  });

  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken errors { message } } }';
  async function logIn(gateway: Service, email = 'employer@acme.test'): Promise<string> {
    const { body } = await graphqlAt<{ login: { accessToken: string | null } }>(
      gateway.url,
      { query: LOGIN, variables: { input: { email, password: demoPassword, deviceToken: 'scale-out' } } },
      { host: 'acme.localhost' },
    );
    const token = body.data?.login.accessToken;
    if (!token) throw new Error(`no login: ${JSON.stringify(body)}`);
    return token;
  }

  /** The api process holding a job, from jobs.locked_by (host:pid:worker). */
  const holderOf = (lockedBy: string | null) => apis.find((api) => lockedBy?.split(':')[1] === String(api.child.pid));

  async function killHolder(jobId: number): Promise<Service> {
    const [job] = await open.db.select().from(jobs).where(eq(jobs.id, jobId));
    const holder = holderOf(job!.lockedBy);
    if (!holder) throw new Error(`job ${jobId} is held by no api of this test: ${job!.lockedBy}`);
    holder.child.kill('SIGKILL');
    await holder.exited;
    apis.splice(apis.indexOf(holder), 1);
    return holder;
  }

  /** A new api in place of a killed one, so that the next test has two again. */
  async function replace(): Promise<void> {
    apis.push(await startApiProcess(env));
  }

  test('a session made through one gateway and api works through the other, and ends on both', async () => {
    const token = await logIn(gateways[0]!);
    const VIEWER = '{ viewer { email } }';
    expect((await graphqlAt(gateways[1]!.url, { query: VIEWER }, { token })).body).toEqual({
      data: { viewer: { email: 'employer@acme.test' } },
    });
    expect(
      (await graphqlAt(gateways[1]!.url, { query: 'mutation { logout(input: {}) { errors { message } } }' }, { token }))
        .body.data,
    ).toEqual({ logout: { errors: [] } });
    const after = await graphqlAt(gateways[0]!.url, { query: VIEWER }, { token });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a robot check issued by one instance is accepted by the other, once', async () => {
    const { body } = await graphqlAt<{ robotCheckChallenge: string }>(gateways[0]!.url, {
      query: '{ robotCheckChallenge }',
    });
    const challenge = JSON.parse(body.data!.robotCheckChallenge) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const RESET =
      'mutation Reset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent errors { field message } } }';
    const variables = { input: { email: 'employee@acme.test', isRecaptchaEnabled: true, recaptcha } };
    const accepted = await graphqlAt(gateways[1]!.url, { query: RESET, variables }, { host: 'acme.localhost' });
    expect(accepted.body.data).toEqual({ requestPasswordReset: { sent: true, errors: [] } });
    // Spent on the second instance means spent on the first too.
    const again = await graphqlAt(gateways[0]!.url, { query: RESET, variables }, { host: 'acme.localhost' });
    expect(again.body.data).toEqual({
      requestPasswordReset: {
        sent: false,
        errors: [{ field: 'recaptcha', message: 'Please confirm that you are not a robot!' }],
      },
    });
  });

  test('a download ticket issued through one gateway downloads through the other, once', async () => {
    const token = await logIn(gateways[0]!);
    const { body } = await graphqlAt<{ createEmployeeReportDownload: { url: string } }>(
      gateways[0]!.url,
      { query: 'mutation { createEmployeeReportDownload(input: { type: EMPLOYEES }) { url errors { message } } }' },
      { token },
    );
    const path = body.data!.createEmployeeReportDownload.url;
    expect(path).toMatch(/^\/downloads\//);
    const download = await fetch(`${gateways[1]!.url}${path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await download.text()).toContain('employee@acme.test');
    const second = await fetch(`${gateways[0]!.url}${path}`);
    expect(second.status).toBe(410);
  });

  test('a voucher draft placed at once through both instances, and the month’s order beside it, is placed once', async () => {
    const token = await logIn(gateways[0]!);
    const acme = { token, host: 'acme.localhost' };
    const READ = '{ viewer { voucherManagement { orderMonth savedOrders { id } placedOrders { id month } } } }';
    type Read = {
      viewer: {
        voucherManagement: { orderMonth: string; savedOrders: { id: string }[]; placedOrders: { month: string }[] };
      };
    };
    const { orderMonth } = (await graphqlAt<Read>(gateways[0]!.url, { query: READ }, acme)).body.data!.viewer
      .voucherManagement;
    const CREATE =
      'mutation ($input: CreateVoucherOrderInput!) { createVoucherOrder(input: $input) { order { id } errors { message } } }';
    const PLACE =
      'mutation ($id: ID!) { placeVoucherOrder(input: { orderId: $id }) { order { id } errors { message } } }';
    const draft = await graphqlAt<{ createVoucherOrder: { order: { id: string } } }>(
      gateways[0]!.url,
      { query: CREATE, variables: { input: { month: orderMonth, place: false } } },
      acme,
    );
    const draftId = draft.body.data!.createVoucherOrder.order.id;
    const [alex] = await open.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
    const balance = async () =>
      (
        await open.db
          .select({ pence: ccvBalances.balancePence })
          .from(ccvBalances)
          .where(eq(ccvBalances.userId, alex!.id))
      )[0]?.pence ?? 0;
    const before = await balance();

    type Payload = { order: { id: string } | null; errors: { message: string }[] };
    const answers = await Promise.all([
      graphqlAt<{ placeVoucherOrder: Payload }>(gateways[0]!.url, { query: PLACE, variables: { id: draftId } }, acme),
      graphqlAt<{ placeVoucherOrder: Payload }>(gateways[1]!.url, { query: PLACE, variables: { id: draftId } }, acme),
      graphqlAt<{ createVoucherOrder: Payload }>(
        gateways[1]!.url,
        { query: CREATE, variables: { input: { month: orderMonth, place: true } } },
        acme,
      ),
    ]);
    const payloads = answers.map(({ body }) => {
      const data = body.data as { placeVoucherOrder?: Payload; createVoucherOrder?: Payload };
      return (data.placeVoucherOrder ?? data.createVoucherOrder)!;
    });
    expect(payloads.filter((payload) => payload.order !== null && payload.errors.length === 0)).toHaveLength(1);
    expect(payloads.flatMap((payload) => payload.errors.map((error) => error.message))).toEqual([
      'An order has already been placed for this month',
      'An order has already been placed for this month',
    ]);
    expect((await balance()) - before).toBe(24300);
    const after = (await graphqlAt<Read>(gateways[1]!.url, { query: READ }, acme)).body.data!.viewer.voucherManagement;
    expect(after.savedOrders).toEqual([]);
    expect(after.placedOrders.filter((order) => order.month === orderMonth)).toHaveLength(1);
  });

  test('a bulk welcome-email resend runs exactly once, though the api running it is killed part-way', async () => {
    const [acme] = await open.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    // Enough people that the job is still running when the first mails are in.
    await open.db.execute(
      sql`insert into users (client_id, email, first_name, surname) select ${acme!.id}, 'scale-' || n || '@scale.test', 'Sol', 'Out' || n from generate_series(1, 600) as n`,
    );
    const [{ n: unregistered }] = (await open.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.clientId, acme!.id), isNull(users.activatedAt), isNull(users.passwordHash)))) as [
      { n: number },
    ];
    const token = await logIn(gateways[0]!);
    const { body } = await graphqlAt<{ resendWelcomeEmails: { queuedCount: number } }>(
      gateways[0]!.url,
      { query: 'mutation { resendWelcomeEmails(input: {}) { queuedCount errors { message } } }' },
      { token },
    );
    expect(body.data!.resendWelcomeEmails.queuedCount).toBeGreaterThanOrEqual(600);
    const [bulk] = await open.db.select().from(jobs).where(eq(jobs.kind, 'welcome-email-bulk'));
    const mailsOfJob = async () =>
      (
        await open.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(like(outbox.idempotencyKey, `welcome-bulk:${bulk!.id}:%`))
      )[0]!.n;

    // Once its first mails are queued, the api running the job dies with no chance to tidy up.
    await until('the bulk resend starts', async () => (await mailsOfJob()) > 0);
    const [running] = await open.db.select().from(jobs).where(eq(jobs.id, bulk!.id));
    expect(running!.status).toBe('running');
    await killHolder(bulk!.id);
    expect(await mailsOfJob()).toBeLessThan(unregistered);

    // The other api takes it once the lock is stale and finishes it; nobody is mailed twice.
    await until(
      'the bulk resend finishes',
      async () => (await open.db.select().from(jobs).where(eq(jobs.id, bulk!.id)))[0]!.status === 'done',
      50_000,
    );
    const [done] = await open.db.select().from(jobs).where(eq(jobs.id, bulk!.id));
    expect(done!.attempts).toBe(2);
    expect(await mailsOfJob()).toBe(unregistered);
    const perPerson = await open.db
      .select({ to: outbox.toAddress, n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(like(outbox.idempotencyKey, `welcome-bulk:${bulk!.id}:%`))
      .groupBy(outbox.toAddress)
      .having(sql`count(*) > 1`);
    expect(perPerson).toEqual([]);
    // Each mail is one job of its own, queued once.
    const [mailJobs] = await open.db
      .select({
        n: sql<number>`count(*)::int`,
        outboxRows: sql<number>`count(distinct (${jobs.payload}->>'outboxId'))::int`,
      })
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'mail' and (${jobs.payload}->>'outboxId')::int in (select id from outbox where idempotency_key like ${`welcome-bulk:${bulk!.id}:%`})`,
      );
    expect(mailJobs).toEqual({ n: unregistered, outboxRows: unregistered });
    await replace();
  }, 60_000);

  test('an upload is applied exactly once, though the api applying it is killed part-way', async () => {
    const [acme] = await open.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
    const [first, second] = apis as [Service, Service];
    const rest = async (api: Service, path: string, token: string, init: RequestInit = {}) =>
      fetch(`${api.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      });
    const restLogIn = async (api: Service) =>
      (
        (await (
          await fetch(`${api.url}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: 'employer@acme.test',
              password: demoPassword,
              site: 'acme',
              deviceToken: 'scale-out',
            }),
          })
        ).json()) as { access_token: string }
      ).access_token;
    const token = await restLogIn(first);
    const rowCount = 8_000;
    const lines = ['employee_number,first_name,surname,email,date_of_birth,annual_salary'];
    for (let i = 0; i < rowCount; i += 1) lines.push(`SO-${i},Rae,Scale${i},so-${i}@scale.test,01/02/1990,30000`);
    const uploaded = await rest(first, `/client/${acme!.id}/data-loads`, token, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-file-name': 'scale-out.csv' },
      body: lines.join('\n'),
    });
    expect(uploaded.status).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: EmployeeDataUpload };
    // Read as a dry run by one instance, applied through the other.
    const apply = await rest(second, `/employee-data-uploads/${upload.id}/apply`, await restLogIn(second), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sendWelcomeEmails: false }),
    });
    expect(apply.status).toBe(202);
    const [load] = await open.db.select().from(dataLoads).where(eq(dataLoads.id, upload.id));
    const jobId = load!.jobId!;

    // Progress is the applying instance's own; once rows are written, that instance is killed.
    let holder: Service | undefined;
    await until('the apply is taken', async () => {
      holder = holderOf((await open.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!.lockedBy);
      return holder !== undefined;
    });
    const holderToken = await restLogIn(holder!);
    await until('rows are written', async () => {
      const seen = (
        (await (await rest(holder!, `/employee-data-uploads/${upload.id}`, holderToken)).json()) as {
          upload: EmployeeDataUpload;
        }
      ).upload;
      if (seen.status === 'applied') throw new Error('the apply finished before the api could be killed');
      return seen.progress.done > 0;
    });
    await killHolder(jobId);
    const loaded = async () =>
      (
        await open.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(like(users.employeeNumber, 'SO-%'))
      )[0]!.n;
    expect(await loaded()).toBe(0);

    // The survivor takes the stale job and applies the whole file, once.
    await until(
      'the upload is applied',
      async () => (await open.db.select().from(dataLoads).where(eq(dataLoads.id, upload.id)))[0]!.status !== 'applying',
      50_000,
    );
    expect((await open.db.select().from(dataLoads).where(eq(dataLoads.id, upload.id)))[0]!.status).toBe('applied');
    expect(await loaded()).toBe(rowCount);
    const [changes] = await open.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataLoadChanges)
      .where(eq(dataLoadChanges.loadId, upload.id));
    expect(changes!.n).toBe(rowCount);
    expect((await open.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
    await replace();
  }, 60_000);
}
