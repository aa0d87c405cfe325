// Session lifetime: the api itself enforces the idle and absolute limits (ASVS 7.3.1, 7.3.2).
import * as session from '@portal/contract/session';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema-people.js';
import { sessions } from '../db/schema-sessions.js';
import { having, useTestApi } from '../testing/test-api.js';
import { startSession } from './sessions.js';
import { hashToken } from './tokens.js';

const t = useTestApi();

const expired = { status: 401, body: { message: 'Your session has expired, please log in again' } };
const age = (token: string, column: 'last_seen_at' | 'expires_at', interval: string) =>
  t.api.db
    .update(sessions)
    .set(
      column === 'last_seen_at'
        ? { lastSeenAt: sql`now() - ${interval}::interval` }
        : { expiresAt: sql`now() - ${interval}::interval` },
    )
    .where(eq(sessions.tokenHash, hashToken(token)));

test('/healthz and /readyz (once the database answers) answer without a session', async () => {
  expect(await t.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await t.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
});

test('a ping answers how long the session has left and moves last_seen_at', async () => {
  const token = await t.logIn('employee@acme.test');
  await age(token, 'last_seen_at', '10 minutes');
  expect(await t.get('/ping', token)).toMatchObject({ status: 200, body: { status: 'ok', expires_in: 900 } });
  const [row] = await t.api.db
    .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})` })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  expect(Number(row!.idle)).toBeLessThan(5);
});

test('a call within a minute of the last writes nothing, and the ping counts the idle time from the last write', async () => {
  const token = await t.logIn('employee@acme.test');
  // The first call records where the session is used from (a write); the next, from the same place, does not.
  expect((await t.get('/user', token)).status).toBe(200);
  await age(token, 'last_seen_at', '30 seconds');
  expect((await t.get('/user', token)).status).toBe(200);
  const [row] = await t.api.db
    .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})` })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  expect(Number(row!.idle)).toBeGreaterThanOrEqual(30);
  const pinged = await t.call(session.ping, 200, { token });
  expect(pinged.body.expires_in).toBeLessThanOrEqual(870);
  expect(pinged.body.expires_in).toBeGreaterThan(840);
});

test('a session idle for 15 minutes is dead', async () => {
  const token = await t.logIn('employee@acme.test');
  await age(token, 'last_seen_at', '14 minutes 50 seconds');
  expect((await t.get('/user', token)).status).toBe(200);
  await age(token, 'last_seen_at', '15 minutes 1 second');
  expect(await t.get('/user', token)).toMatchObject(expired);
  expect(await t.get('/ping', token)).toMatchObject(expired);
});

test('a session past its absolute lifetime is dead however busy', async () => {
  const token = await t.logIn('employee@acme.test');
  await age(token, 'expires_at', '1 second');
  expect(await t.get('/ping', token)).toMatchObject(expired);
});

test('the token may come in either header, but two different tokens are refused', async () => {
  const token = await t.logIn('employer@acme.test');
  const other = await t.logIn('probation@acme.test');
  expect((await t.get('/user', undefined, { authorization: `Bearer ${token}` })).body).toMatchObject({
    email: 'employer@acme.test',
  });
  expect((await t.get('/user', undefined, { 'x-auth-token': token })).body).toMatchObject({
    email: 'employer@acme.test',
  });
  expect(await t.get('/user', undefined, { authorization: `Bearer ${token}`, 'x-auth-token': other })).toMatchObject(
    expired,
  );
});

test('no token, an unknown token or a malformed header is a 401', async () => {
  expect(await t.get('/user')).toMatchObject(expired);
  expect(await t.get('/user', 'made-up-token')).toMatchObject(expired);
  expect(await t.get('/ccv/balance', undefined, { authorization: 'Basic abc' })).toMatchObject(expired);
  expect(await t.post('/logout')).toMatchObject(expired);
});

test('a session still owing its second factor can read nothing (ASVS 6.3.3)', async () => {
  const [riley] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'mfa@acme.test'));
  const { token } = await startSession(t.api.db, riley!.id, { mfaPending: true });
  expect((await t.get('/user', token)).status).toBe(403);
  expect((await t.get('/ccv/balance', token)).status).toBe(403);
  expect((await t.get('/login/setup', token)).status).toBe(403);
});

describe('configured lifetimes (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS)', () => {
  const short = useTestApi({ session: { idleSeconds: 5 * 60, absoluteSeconds: 60 * 60 } });
  const ageOn = (token: string, interval: string) =>
    short.api.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.tokenHash, hashToken(token)));

  test('the configured idle time is enforced, and told to the web', async () => {
    const login = await short.call(session.login, 200, {
      body: { email: 'employee@acme.test', password: 'Tulip-Harbour-79!', site: 'acme', deviceToken: 'd' },
    });
    expect(login.body.expires_in).toBe(300);
    const token = having(login.body, 'access_token').access_token;
    await ageOn(token, '4 minutes 50 seconds');
    expect(await short.get('/ping', token)).toMatchObject({ status: 200, body: { expires_in: 300 } });
    await ageOn(token, '5 minutes 1 second');
    expect(await short.get('/user', token)).toMatchObject(expired);
  });

  test('the configured absolute lifetime is where a session ends', async () => {
    const token = await short.logIn('employee@acme.test');
    const [row] = await short.api.db
      .select({ minutes: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 60` })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(Number(row!.minutes)).toBeGreaterThan(59);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(60);
  });
});
