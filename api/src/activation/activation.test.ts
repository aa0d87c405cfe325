// Activation: the demo link on a fresh seed, the date-of-birth step (void after 5 wrong tries),
// and the password step, which sets a password meeting the rules and logs the person in.
import * as activation from '@portal/contract/activation';
import { and, eq } from 'drizzle-orm';
import { clients } from '../db/schema-clients.js';
import { loginAttempts } from '../db/schema-login.js';
import { oneTimeTokens, passwordHistory, users } from '../db/schema-people.js';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { hashToken } from '../auth/tokens.js';
import { having, useTestApi } from '../testing/test-api.js';
import { configFromEnv } from '../config.js';
import { sendActivationMail } from '../mail/welcome-mail.js';

const t = useTestApi();

const newPassword = 'Crimson-Lantern-42';

async function addUnactivated(email: string, domain: string): Promise<string> {
  const [client] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, domain));
  const [user] = await t.api.db
    .insert(users)
    .values({ clientId: client!.id, email, firstName: 'Robin', surname: 'Hart', dateOfBirth: '1991-06-30' })
    .returning({ id: users.id });
  return issueOneTimeToken(t.api.db, 'activation', user!.id);
}

test('the lookup names the person behind a usable link, and nothing for any other', async () => {
  expect(await t.post('/activation/demo-activation-acme')).toEqual({
    status: 200,
    headers: expect.anything(),
    body: { status: 'ok', firstName: 'Taylor', surname: 'Green', email: 'new@acme.test', requiresTwoFa: false },
  });
  expect(await t.post('/activation/made-up')).toMatchObject({
    status: 404,
    body: { status: 'error', message: 'This activation link is not valid' },
  });
  const rows = await t.api.db.select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
  expect(rows.some((row) => row.hash === 'demo-activation-acme')).toBe(false);
  expect(rows.some((row) => row.hash === hashToken('demo-activation-acme'))).toBe(true);
});

test('the date of birth must match, in DD/MM/YYYY', async () => {
  expect(
    await t.post('/activation/dob', { activationId: 'demo-activation-acme', date_of_birth: '14/03/1990' }),
  ).toMatchObject({ status: 200, body: { verified: true } });
  expect(
    await t.post('/activation/dob', { activationId: 'demo-activation-acme', date_of_birth: '15/03/1990' }),
  ).toMatchObject({
    status: 422,
    body: { verified: false, errors: { date_of_birth: ['This date does not match our records'] } },
  });
  expect(
    (await t.post('/activation/dob', { activationId: 'demo-activation-acme', date_of_birth: '31/02/1990' })).body,
  ).toEqual({
    errors: { date_of_birth: ['This date of birth is not valid'] },
  });
  expect((await t.post('/activation/dob', { activationId: 'demo-activation-acme' })).body).toEqual({
    errors: { date_of_birth: ['Date of birth is required'] },
  });
  const attempts = await t.api.db
    .select({ reason: loginAttempts.reason })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, 'new@acme.test'));
  expect(attempts.map((row) => row.reason)).toEqual(['date_of_birth_verified', 'wrong_date_of_birth']);
});

test('five wrong dates of birth void the link', async () => {
  const token = await addUnactivated('robin@acme.test', 'acme');
  for (let i = 1; i <= 4; i += 1)
    expect((await t.post('/activation/dob', { activationId: token, date_of_birth: `0${i}/01/1990` })).status).toBe(422);
  expect(await t.post('/activation/dob', { activationId: token, date_of_birth: '05/01/1990' })).toMatchObject({
    status: 410,
    body: { status: 'error' },
  });
  expect((await t.post('/activation/dob', { activationId: token, date_of_birth: '30/06/1991' })).status).toBe(410);
  expect((await t.post(`/activation/${token}`)).status).toBe(410);
});

test('activation sets a password that meets the rules, uses the link up and logs the person in', async () => {
  const body = {
    activationId: 'demo-activation-acme',
    date_of_birth: '14/03/1990',
    password: 'taylor-green',
    password_confirmation: 'taylor-green',
  };
  const weak = await t.call(activation.activate, 422, { body });
  expect(weak).toMatchObject({
    status: 422,
    body: {
      errors: { password: ['Please ensure your password meets the listed requirements'] },
      message: 'Please ensure your password meets the listed requirements',
    },
  });
  expect(
    having(weak.body, 'checks')
      .checks.filter((check) => !check.status)
      .map((check) => check.code),
  ).toEqual([16, 64, 256]);
  expect(
    (await t.post('/user/activate', { ...body, password: newPassword, password_confirmation: 'different' })).body,
  ).toMatchObject({
    errors: { password_confirmation: ['The passwords do not match'] },
  });
  expect(
    (
      await t.post('/user/activate', {
        ...body,
        date_of_birth: '01/01/2000',
        password: newPassword,
        password_confirmation: newPassword,
      })
    ).status,
  ).toBe(422);

  const done = await t.call(activation.activate, 200, {
    body: { ...body, password: newPassword, password_confirmation: newPassword },
  });
  expect(done).toMatchObject({ status: 200, body: { access_token: expect.any(String), is_should_setup_2fa: false } });
  expect((await t.get('/user', having(done.body, 'access_token').access_token)).body).toMatchObject({
    email: 'new@acme.test',
    showWelcomeModal: true,
    siteTermsUpdated: true,
  });
  const [taylor] = await t.api.db.select().from(users).where(eq(users.email, 'new@acme.test'));
  expect(taylor!.activatedAt).not.toBeNull();
  expect(await t.api.db.select().from(passwordHistory).where(eq(passwordHistory.userId, taylor!.id))).toHaveLength(1);

  expect(
    (await t.post('/user/activate', { ...body, password: newPassword, password_confirmation: newPassword })).status,
  ).toBe(410);
  expect((await t.post('/activation/demo-activation-acme')).status).toBe(410);
  expect(
    (await t.post('/login', { email: 'new@acme.test', password: newPassword, site: 'acme', deviceToken: 'd' })).status,
  ).toBe(200);
});

test('activating at a client that requires 2FA leads on to its setup', async () => {
  const token = await addUnactivated('robin@globex.test', 'globex');
  expect((await t.post(`/activation/${token}`)).body).toMatchObject({ requiresTwoFa: true });
  const done = await t.post('/user/activate', {
    activationId: token,
    date_of_birth: '30/06/1991',
    password: newPassword,
    password_confirmation: newPassword,
  });
  expect(done).toMatchObject({
    status: 200,
    body: { is_should_setup_2fa: true, secret: expect.any(String), url: expect.stringContaining('Globex%20Benefits') },
  });
  expect(done.body).not.toHaveProperty('access_token');
});

test('an expired activation link is refused', async () => {
  const token = await addUnactivated('late@acme.test', 'acme');
  await t.api.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token))));
  expect(await t.post(`/activation/${token}`)).toMatchObject({
    status: 410,
    body: { status: 'error', message: expect.any(String) },
  });
});

test('the welcome mail carries a fresh activation link from the configured origin', async () => {
  const [client] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [user] = await t.api.db
    .insert(users)
    .values({
      clientId: client!.id,
      email: 'welcome@acme.test',
      firstName: 'Kim',
      surname: 'Stone',
      dateOfBirth: '1993-01-02',
    })
    .returning({ id: users.id });
  expect(await sendActivationMail(t.api.db, configFromEnv({}), t.secretBox, user!.id)).toBe(true);
  const mails = await t.mailbox('welcome@acme.test');
  expect(mails[0]!.subject).toBe('Welcome to Acme Rewards');
  const id = /http:\/\/acme\.localhost:4000\/activation\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
  expect((await t.post(`/activation/${id}`)).body).toMatchObject({ status: 'ok', email: 'welcome@acme.test' });
  // A person reading the demo mailbox in a browser gets the same mail as a page with the link to click.
  const page = await fetch(`${t.api.url}/demo/mailbox?to=welcome@acme.test`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  expect(html).toContain('Welcome to Acme Rewards');
  expect(html).toContain(`<a href="http://acme.localhost:4000/activation/${id}">`);
  const [taylor] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  expect(await sendActivationMail(t.api.db, configFromEnv({}), t.secretBox, taylor!.id)).toBe(false);
});

test('the activation page checks the rules as typed, with the link id as its token; rule 512 after the date of birth', async () => {
  const token = await addUnactivated('checker@acme.test', 'acme');
  const early = await t.call(activation.checkActivationPassword, 200, {
    body: { activationId: token, password: 'robin-hart' },
  });
  expect(early.body.data.checks.map((check) => check.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256]);
  expect((await t.post('/activation/dob', { activationId: token, date_of_birth: '30/06/1991' })).status).toBe(200);
  const weak = await t.call(activation.checkActivationPassword, 200, {
    body: { activationId: token, password: 'robin-hart' },
  });
  expect(weak.status).toBe(200);
  expect(weak.body.data.checks.map((check) => check.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
  expect(weak.body.data.checks.filter((check) => !check.status).map((check) => check.code)).toEqual([1, 16, 64, 256]);
  const strong = await t.call(activation.checkActivationPassword, 200, {
    body: { activationId: token, password: newPassword },
  });
  expect(strong.body.data.checks.every((check) => check.status)).toBe(true);
  expect((await t.post('/activation/check', { activationId: 'made-up', password: newPassword })).status).toBe(404);
});
