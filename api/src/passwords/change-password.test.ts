// Changing the password from the profile: current password first, the rules, other sessions end,
// refused in a masquerade.
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { startSession } from '../session/sessions.js';
import { hashToken } from '../session/tokens.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const current = 'Tulip-Harbour-79!';
const next = 'Crimson-Lantern-42';

test('the current password is asked for, the rules apply, and other sessions end', async () => {
  const token = await t.logIn('employer@acme.test');
  const other = await t.logIn('employer@acme.test');
  expect(await t.post('/password', { current_password: 'wrong', password: next, password_confirmation: next }, token)).toMatchObject({
    status: 422,
    body: { errors: { current_password: ['Your current password is incorrect'] } },
  });
  const checks = await t.post<{ data: { checks: { code: number; status: boolean }[] } }>('/password/check', { password: current }, token);
  expect(checks.body.data.checks.filter((c) => !c.status).map((c) => c.code)).toEqual([512]);
  expect((await t.post('/password', { current_password: current, password: 'Sam-Patel-2024!', password_confirmation: 'Sam-Patel-2024!' }, token)).body).toMatchObject({
    checks: expect.any(Array),
    message: 'Please ensure your password meets the listed requirements',
  });

  expect(await t.post('/password', { current_password: current, password: next, password_confirmation: next }, token)).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect((await t.get('/user', token)).status).toBe(200);
  expect((await t.get('/user', other)).status).toBe(401);
  expect((await t.post('/login', { email: 'employer@acme.test', password: next, deviceToken: 'd' })).status).toBe(200);
});

test('a masquerade session cannot change the password', async () => {
  const [leaver] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'leaver@acme.test'));
  const [admin] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@platform.test'));
  const { token } = await startSession(t.api.db, leaver!.id);
  await t.api.db.update(sessions).set({ masqueradeUserId: admin!.id, masqueradeStartedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
  expect(await t.post('/password', { current_password: current, password: next, password_confirmation: next }, token)).toMatchObject({
    status: 403,
    body: { error: { message: 'This cannot be changed during a masquerade session' } },
  });
});
