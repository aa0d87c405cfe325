// Forgotten and reset password, end to end through the outbox: no enumeration, a captcha, a
// one-hour single-use link built from the configured origin, the date of birth, the rules.
import { checkResetPassword } from '@portal/contract/password-reset';
import { and, eq, notInArray } from 'drizzle-orm';
import { jobs } from '../db/schema-jobs.js';
import { oneTimeTokens, passwordHistory, users } from '../db/schema-people.js';
import { hashToken } from '../auth/tokens.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi({ publicOriginTemplate: 'https://{domain}.benefits.example' });

const forgot = async (email: string) =>
  t.post('/forgot-password', { email, recaptcha: await t.captcha(), isRecaptchaEnabled: true });
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const newPassword = 'Crimson-Lantern-42';

test('a reset asks for the robot check and answers alike for every email', async () => {
  expect(await t.post('/forgot-password', { email: 'employee@acme.test', isRecaptchaEnabled: false })).toMatchObject({
    status: 422,
    body: { errors: { recaptcha: ['Please confirm that you are not a robot!'] } },
  });
  const known = await forgot('probation@acme.test');
  const unknown = await forgot('nobody@acme.test');
  const unactivated = await forgot('new@acme.test');
  expect(known).toMatchObject({ status: 200, body: { sent: true, message: expect.any(String) } });
  expect(unknown.body).toEqual(known.body);
  expect(unactivated.body).toEqual(known.body);
  expect(await t.mailbox('probation@acme.test', 1)).toHaveLength(1);
  expect(await t.mailbox('nobody@acme.test', 0)).toEqual([]);
  // Taylor has only the seeded welcome (activation) mail: no reset link.
  const taylorMails = await t.mailbox('new@acme.test', 0);
  expect(taylorMails.filter((mail) => /reset-password/.test(mail.text))).toEqual([]);
});

test('the request does the same work for every email (one job), and the job alone issues the link and the mail', async () => {
  const before = await t.api.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'password-reset-request'));
  const known = await forgot('leaver@acme.test');
  const unknown = await forgot('no-such-person@acme.test');
  expect(unknown.body).toEqual(known.body);
  const queued = await t.api.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'password-reset-request'), notInArray(jobs.id, before.map((row) => row.id).concat(0))))
    .orderBy(jobs.id);
  expect(queued.map((row) => row.payload)).toEqual([
    { email: 'leaver@acme.test' },
    { email: 'no-such-person@acme.test' },
  ]);
  // Once the jobs have run: a mail with a link for the account, nothing for the address nobody has.
  expect(await t.mailbox('leaver@acme.test', 1)).toHaveLength(1);
  expect(await t.mailbox('no-such-person@acme.test', 0)).toEqual([]);
  const [leaver] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'leaver@acme.test'));
  expect(
    await t.api.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, leaver!.id), eq(oneTimeTokens.kind, 'reset'))),
  ).toHaveLength(1);
});

test('the whole reset: link, date of birth, checks, new password; sessions end and the link is used up', async () => {
  const oldSession = await t.logIn('employee@acme.test');
  await forgot('employee@acme.test');
  const [mail] = await t.mailbox('employee@acme.test', 1);
  expect(mail!.subject).toBe('Reset your Acme Rewards password');
  // The link is built from the configured origin of the person's client site.
  expect(mail!.text).toContain('https://acme.benefits.example/reset-password?token=');
  const token = tokenIn(mail!.text);

  expect(await t.post(`/password-reset/${token}`)).toMatchObject({ status: 200, body: { valid: true } });
  // Before the date of birth, rule 512 is not judged: it would tell whether a guess is the password.
  const early = await t.call(checkResetPassword, 200, { body: { token, password: 'Tulip-Harbour-79!' } });
  expect(early.body.data.checks.map((c) => c.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256]);
  expect(await t.post('/password-reset/dob', { token, date_of_birth: '22/07/1986' })).toMatchObject({
    status: 422,
    body: { errors: { date_of_birth: ['This date does not match our records'] } },
  });
  expect(await t.post('/password-reset/dob', { token, date_of_birth: '21/07/1986' })).toMatchObject({
    status: 200,
    body: { verified: true },
  });

  const check = await t.call(checkResetPassword, 200, { body: { token, password: 'Tulip-Harbour-79!' } });
  expect(check.status).toBe(200);
  expect(check.body.data.checks.filter((c) => !c.status).map((c) => c.code)).toEqual([512]);
  const refused = await t.post('/password-reset', {
    token,
    date_of_birth: '21/07/1986',
    password: 'Tulip-Harbour-79!',
    password_confirmation: 'Tulip-Harbour-79!',
  });
  expect(refused).toMatchObject({
    status: 422,
    body: {
      message: 'Please ensure your password meets the listed requirements',
      checks: expect.any(Array),
      errors: { password: expect.any(Array) },
    },
  });

  const done = await t.post('/password-reset', {
    token,
    date_of_birth: '21/07/1986',
    password: newPassword,
    password_confirmation: newPassword,
  });
  expect(done).toMatchObject({ status: 200, body: { reset: true, redirectURL: null } });
  expect((await t.get('/user', oldSession)).status).toBe(401);
  expect(
    (await t.post('/login', { email: 'employee@acme.test', password: newPassword, site: 'acme', deviceToken: 'd' }))
      .status,
  ).toBe(200);
  const [alex] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  expect(await t.api.db.select().from(passwordHistory).where(eq(passwordHistory.userId, alex!.id))).toHaveLength(1);

  const invalid = {
    status: 410,
    body: { valid: false, message: 'Your password reset link has expired or is invalid.' },
  };
  expect(await t.post(`/password-reset/${token}`)).toMatchObject(invalid);
  expect(
    await t.post('/password-reset', {
      token,
      date_of_birth: '21/07/1986',
      password: 'Another-Lantern-43',
      password_confirmation: 'Another-Lantern-43',
    }),
  ).toMatchObject(invalid);
  // The old password is now a previous password.
  await forgot('employee@acme.test');
  const next = tokenIn((await t.mailbox('employee@acme.test', 2))[0]!.text);
  // A wrong date of birth does not open rule 512 either; the right one does, for this link.
  expect((await t.post('/password-reset/dob', { token: next, date_of_birth: '01/01/1986' })).status).toBe(422);
  expect(
    (await t.call(checkResetPassword, 200, { body: { token: next, password: newPassword } })).body.data.checks,
  ).toHaveLength(8);
  expect((await t.post('/password-reset/dob', { token: next, date_of_birth: '21/07/1986' })).status).toBe(200);
  const recheck = await t.call(checkResetPassword, 200, { body: { token: next, password: newPassword } });
  expect(recheck.body.data.checks.find((c) => c.code === 512)!.status).toBe(false);
});

test('only the newest link works, it expires after an hour, and 5 wrong dates of birth void it', async () => {
  await forgot('leaver@acme.test');
  await forgot('leaver@acme.test');
  const [newest, older] = await t.mailbox('leaver@acme.test', 2);
  expect((await t.post(`/password-reset/${tokenIn(older!.text)}`)).status).toBe(410);
  const token = tokenIn(newest!.text);
  const [row] = await t.api.db
    .select({ minutes: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  const minutes = (row!.minutes.getTime() - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(58);
  expect(minutes).toBeLessThanOrEqual(60);

  for (let i = 1; i <= 4; i += 1)
    expect((await t.post('/password-reset/dob', { token, date_of_birth: `0${i}/01/1970` })).status).toBe(422);
  expect((await t.post('/password-reset/dob', { token, date_of_birth: '05/01/1970' })).status).toBe(410);
  expect((await t.post('/password-reset/dob', { token, date_of_birth: '30/05/1990' })).status).toBe(410);

  await forgot('leaver@acme.test');
  const fresh = tokenIn((await t.mailbox('leaver@acme.test', 3))[0]!.text);
  await t.api.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.tokenHash, hashToken(fresh)));
  expect((await t.post(`/password-reset/${fresh}`)).status).toBe(410);
  expect((await t.post('/password-reset/check', { token: 'made-up', password: 'x' })).status).toBe(410);
});

test('a new password set through the link ends a lock on the address', async () => {
  const login = async (password: string) =>
    t.post('/login', {
      email: 'probation@acme.test',
      password,
      site: 'acme',
      deviceToken: 'd',
      recaptcha: await t.captcha(),
    });
  for (let i = 1; i <= 5; i += 1) await login(`wrong-${i}`);
  expect((await login('Tulip-Harbour-79!')).status).toBe(423);
  const before = (await t.mailbox('probation@acme.test', 1)).length;
  await forgot('probation@acme.test');
  const token = tokenIn((await t.mailbox('probation@acme.test', before + 1))[0]!.text);
  expect(
    (
      await t.post('/password-reset', {
        token,
        date_of_birth: '10/02/1998',
        password: newPassword,
        password_confirmation: newPassword,
      })
    ).status,
  ).toBe(200);
  expect((await login(newPassword)).status).toBe(200);
});
