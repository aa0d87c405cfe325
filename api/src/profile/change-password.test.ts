// Changing the password from the profile: current password first, the rules, other sessions end
// (refused in a masquerade: api/src/masquerade/masquerade.test.ts).
import { checkProfilePassword } from '@portal/contract/profile';
import { and, eq } from 'drizzle-orm';
import { loginAttempts, loginFailures } from '../db/schema-login.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

const current = 'Tulip-Harbour-79!';
const next = 'Crimson-Lantern-42';

test('the current password is asked for, the rules apply, and other sessions end', async () => {
  const token = await t.logIn('employer@acme.test');
  const other = await t.logIn('employer@acme.test');
  expect(
    await t.post('/password', { current_password: 'wrong', password: next, password_confirmation: next }, token),
  ).toMatchObject({
    status: 422,
    body: { errors: { current_password: ['Your current password is incorrect'] } },
  });
  const checks = await t.call(checkProfilePassword, 200, {
    body: { password: current, current_password: current },
    token,
  });
  expect(checks.body.data.checks.filter((c) => !c.status).map((c) => c.code)).toEqual([512]);
  expect(
    (
      await t.post(
        '/password',
        { current_password: current, password: 'Sam-Patel-2024!', password_confirmation: 'Sam-Patel-2024!' },
        token,
      )
    ).body,
  ).toMatchObject({
    checks: expect.any(Array),
    message: 'Please ensure your password meets the listed requirements',
  });

  expect(
    await t.post('/password', { current_password: current, password: next, password_confirmation: next }, token),
  ).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect((await t.get('/user', token)).status).toBe(200);
  expect((await t.get('/user', other)).status).toBe(401);
  expect(
    (await t.post('/login', { email: 'employer@acme.test', password: next, site: 'acme', deviceToken: 'd' })).status,
  ).toBe(200);
});

test('without the current password the check leaves rule 512 out: it would say whether a guess is the password', async () => {
  const token = await t.logIn('probation@acme.test');
  const guess = await t.call(checkProfilePassword, 200, { body: { password: current }, token });
  expect(guess.status).toBe(200);
  expect(guess.body.data.checks.map((c) => c.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256]);
  expect(guess.body.data.checks.every((c) => c.status)).toBe(true);
  // Asked without the current password, the check is no attempt and counts nothing.
  expect(await t.api.db.select().from(loginFailures).where(eq(loginFailures.email, 'probation@acme.test'))).toEqual([]);

  const judged = await t.call(checkProfilePassword, 200, {
    body: { password: next, current_password: current },
    token,
  });
  expect(judged.body.data.checks.map((c) => c.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
  expect(judged.body.data.checks.every((c) => c.status)).toBe(true);
});

test('with a wrong current password the check is a failed attempt, counted towards the lock', async () => {
  const token = await t.logIn('terms@acme.test');
  const wrong = { status: 422, body: { errors: { current_password: ['Your current password is incorrect'] } } };
  for (let i = 1; i <= 4; i += 1)
    expect(await t.post('/password/check', { password: next, current_password: `wrong-${i}` }, token)).toMatchObject(
      wrong,
    );
  expect(await t.post('/password/check', { password: next, current_password: 'wrong-5' }, token)).toMatchObject({
    status: 423,
    body: { userAccountLocked: true },
  });
  // Locked: the right current password gets no answer about rule 512 either.
  expect((await t.post('/password/check', { password: current, current_password: current }, token)).status).toBe(423);
  const failed = await t.api.db
    .select({ reason: loginAttempts.reason })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, 'terms@acme.test'), eq(loginAttempts.succeeded, false)));
  expect(failed.map((row) => row.reason)).toEqual([
    ...Array(4).fill('password_check_wrong_current'),
    'locked',
    'locked',
  ]);
  // The lock is the address's: the login page is locked too.
  expect(
    (await t.post('/login', { email: 'terms@acme.test', password: current, site: 'acme', deviceToken: 'd' })).status,
  ).toBe(423);
});
