// Changing the login email: the current password, a link to the new address that only its
// asker can follow once within 24 hours, the old address told, and nothing revealed about
// addresses other accounts hold.
import * as profile from '@portal/contract/profile';
import { eq, sql } from 'drizzle-orm';
import { emailChanges, users } from '../db/schema-people.js';
import { demoTotpSecrets } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
const password = 'Tulip-Harbour-79!';

const linkIn = (text: string) => /confirm-email=([\w-]+)/.exec(text)?.[1];

test('Riley moves to a new address: a link to it, confirmed signed in, the old address told', async () => {
  const session = await t.logInWithCode('mfa@acme.test', demoTotpSecrets.riley);
  expect(
    await t.post('/user/email', { email: 'Riley.Evans@example.com', current_password: password }, session),
  ).toMatchObject({
    status: 202,
    body: { status: 'sent', email: 'Riley.Evans@example.com' },
  });
  expect((await t.call(profile.profile, 200, { token: session })).body.pendingEmail).toBe('Riley.Evans@example.com');
  const [mail] = await t.mailbox('Riley.Evans@example.com');
  expect(mail!.subject).toBe('Confirm your new Acme Rewards email address');
  const link = linkIn(mail!.text);
  expect(mail!.text).toContain('http://acme.localhost:4000/app/home/my-profile/?confirm-email=');

  // Nothing changes until the link is followed.
  expect((await t.call(profile.user, 200, { token: session })).body.email).toBe('mfa@acme.test');
  expect(await t.post('/user/email/confirm', { token: link }, session)).toMatchObject({
    status: 200,
    body: { status: 'ok', email: 'Riley.Evans@example.com' },
  });
  expect((await t.call(profile.profile, 200, { token: session })).body).toMatchObject({
    email: 'Riley.Evans@example.com',
    pendingEmail: null,
  });
  const [notice] = await t.mailbox('mfa@acme.test');
  expect(notice!.subject).toBe('Your Acme Rewards email address has changed');
  // Used once.
  expect(await t.post('/user/email/confirm', { token: link }, session)).toMatchObject({
    status: 410,
    body: { message: 'This link has expired or has already been used' },
  });
});

test('the current password guards it, and a wrong one counts like a login', async () => {
  const token = await t.logIn('probation@acme.test');
  expect(await t.post('/user/email', { email: 'jordan@example.com', current_password: 'nope' }, token)).toMatchObject({
    status: 422,
    body: { errors: { current_password: ['Your current password is incorrect'] } },
  });
  expect(await t.post('/user/email', { email: 'not an email', current_password: password }, token)).toMatchObject({
    status: 422,
    body: { errors: { email: ['Please enter a valid email address'] } },
  });
  expect(
    await t.post('/user/email', { email: 'PROBATION@acme.test', current_password: password }, token),
  ).toMatchObject({
    status: 422,
    body: { errors: { email: ['This is already your email address'] } },
  });
  expect((await t.call(profile.profile, 200, { token })).body.pendingEmail).toBeNull();
});

test("another account's address gets the same answer, but no link: its holder is told instead", async () => {
  const token = await t.logIn('leaver@acme.test');
  expect(await t.post('/user/email', { email: 'employer@acme.test', current_password: password }, token)).toMatchObject(
    { status: 202, body: { status: 'sent' } },
  );
  expect((await t.call(profile.profile, 200, { token })).body.pendingEmail).toBe('employer@acme.test');
  const [mail] = await t.mailbox('employer@acme.test');
  expect(mail!.subject).toBe('Someone asked to use your email address on Acme Rewards');
  expect(linkIn(mail!.text)).toBeUndefined();
});

test('only the asker, signed in, within 24 hours; a newer request or a cancel voids the link', async () => {
  const alex = await t.logIn('employee@acme.test');
  const sam = await t.logIn('employer@acme.test');
  await t.post('/user/email', { email: 'alex.first@example.com', current_password: password }, alex);
  const first = linkIn((await t.mailbox('alex.first@example.com'))[0]!.text);
  await t.post('/user/email', { email: 'alex.second@example.com', current_password: password }, alex);
  const second = linkIn((await t.mailbox('alex.second@example.com'))[0]!.text);

  expect((await t.post('/user/email/confirm', { token: first }, alex)).status).toBe(410);
  // Someone else's link reads as a used one.
  expect((await t.post('/user/email/confirm', { token: second }, sam)).status).toBe(410);
  expect((await t.post('/user/email/confirm', { token: second })).status).toBe(401);

  await t.api.db
    .update(emailChanges)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(emailChanges.newEmail, 'alex.second@example.com'));
  expect((await t.post('/user/email/confirm', { token: second }, alex)).status).toBe(410);
  expect((await t.call(profile.profile, 200, { token: alex })).body.pendingEmail).toBeNull();

  await t.post('/user/email', { email: 'alex.third@example.com', current_password: password }, alex);
  const third = linkIn((await t.mailbox('alex.third@example.com'))[0]!.text);
  expect(await t.post('/user/email/cancel', {}, alex)).toMatchObject({ status: 200 });
  expect((await t.post('/user/email/confirm', { token: third }, alex)).status).toBe(410);
  const [row] = await t.api.db.select({ email: users.email }).from(users).where(eq(users.email, 'employee@acme.test'));
  expect(row?.email).toBe('employee@acme.test');
});

test('an address taken between the request and the link is refused when followed', async () => {
  const token = await t.logIn('terms@acme.test');
  await t.post('/user/email', { email: 'robin.new@example.com', current_password: password }, token);
  const link = linkIn((await t.mailbox('robin.new@example.com'))[0]!.text);
  await t.api.db.update(users).set({ email: 'robin.new@example.com' }).where(eq(users.email, 'new@acme.test'));
  expect(await t.post('/user/email/confirm', { token: link }, token)).toMatchObject({
    status: 409,
    body: { message: 'This email address is already in use' },
  });
});
