// 2FA setup: at login when the organisation requires it (Globex), and from the profile (v2),
// where the current password is asked for and masquerade sessions are refused.
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';
import { startSession } from './sessions.js';
import { hashToken } from './tokens.js';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const password = 'Tulip-Harbour-79!';
const userRow = async (email: string) => (await t.api.db.select().from(users).where(eq(users.email, email)))[0]!;

test('Globex: login hands out a server-chosen secret, temporary checks a code, complete enables 2FA', async () => {
  const login = await t.post<{ secret: string; url: string }>('/login', { email: 'employee@globex.test', password, deviceToken: 'd' });
  expect(login).toMatchObject({ status: 200, body: { is_should_setup_2fa: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
  const { secret, url } = login.body;
  expect(url).toBe(`otpauth://totp/Globex%20Benefits:employee%40globex.test?secret=${secret}&issuer=Globex%20Benefits`);
  // Logging in again keeps the same secret, so a QR code already scanned still works.
  expect((await t.post('/login', { email: 'employee@globex.test', password, deviceToken: 'd' })).body).toMatchObject({ secret });
  expect((await userRow('employee@globex.test')).mfaPendingSecret).toBe(secret);

  expect(await t.post('/login/setup/mfa', { type: 'temporary', code: '000000', secret })).toMatchObject({ status: 422, body: { error: [{ code: 'invalid_code' }] } });
  expect(await t.post('/login/setup/mfa', { type: 'temporary', code: await codeFor(secret), secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toMatchObject({
    status: 422,
    body: { error: [{ code: 'invalid_secret' }] },
  });
  expect(await t.post('/login/setup/mfa', { type: 'temporary', code: await codeFor(secret), secret })).toMatchObject({ status: 200, body: { verified: true } });
  expect((await userRow('employee@globex.test')).mfaEnabled).toBe(false);

  const complete = { type: 'complete', secret, email: 'employee@globex.test', password, deviceToken: 'd' };
  // The client cannot enrol a secret of its own choosing.
  const chosen = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  expect((await t.post('/login/setup/mfa', { ...complete, secret: chosen, code: await codeFor(chosen) })).body).toMatchObject({ error: [{ code: 'invalid_secret' }] });
  expect((await t.post('/login/setup/mfa', { ...complete, password: 'Wrong-Password-1!', code: await codeFor(secret) })).status).toBe(401);

  const done = await t.post('/login/setup/mfa', { ...complete, code: await codeFor(secret) });
  expect(done).toMatchObject({ status: 200, body: { access_token: expect.any(String), is_should_setup_2fa: false } });
  const morgan = await userRow('employee@globex.test');
  expect(morgan).toMatchObject({ mfaEnabled: true, mfaSecret: secret, mfaPendingSecret: null, mfaLastStep: expect.any(Number) });

  const next = await t.post('/login', { email: 'employee@globex.test', password, deviceToken: 'd' });
  expect(next.body).toMatchObject({ is_should_validate_2fa: true });
  expect(next.body).not.toHaveProperty('secret');
  // The code used to complete setup cannot log in again.
  expect((await t.post('/login/mfa', { code: await codeFor(secret), email: 'employee@globex.test', password, deviceToken: 'd' })).status).toBe(422);
});

test('profile 2FA: create needs the current password, validate enables, disable needs it again', async () => {
  const token = await t.logIn('probation@acme.test');
  const { id } = await userRow('probation@acme.test');
  expect(await t.post(`/v2/user/${id}/mfa`, { password: 'Wrong-Password-1!' }, token)).toMatchObject({
    status: 422,
    body: { error: { message: 'Your current password is incorrect' } },
  });
  const created = await t.post<{ secret: string; url: string }>(`/v2/user/${id}/mfa`, { password }, token);
  expect(created).toMatchObject({ status: 200, body: { secret: expect.any(String), url: expect.stringContaining('issuer=Acme%20Rewards') } });
  expect((await t.post(`/v2/user/${id}/mfa/validate`, { code: '000000' }, token)).status).toBe(422);
  expect(await t.post(`/v2/user/${id}/mfa/validate`, { code: await codeFor(created.body.secret) }, token)).toMatchObject({ status: 200, body: { mfaEnabled: true } });
  // Once enabled the secret is never handed out again.
  expect((await t.post(`/v2/user/${id}/mfa`, { password }, token)).status).toBe(409);
  expect((await t.get('/user', token)).body).not.toHaveProperty('secret');

  expect((await t.post(`/v2/user/${id}/mfa/disable`, { password: 'nope' }, token)).status).toBe(422);
  expect(await t.post(`/v2/user/${id}/mfa/disable`, { password }, token)).toMatchObject({ status: 200, body: { mfaEnabled: false } });
  expect(await userRow('probation@acme.test')).toMatchObject({ mfaEnabled: false, mfaSecret: null });
});

test('profile 2FA is for your own account, outside masquerade, and cannot be turned off where required', async () => {
  const token = await t.logIn('employer@acme.test');
  const other = await userRow('employee@acme.test');
  expect((await t.post(`/v2/user/${other.id}/mfa`, { password }, token)).status).toBe(403);

  const sam = await userRow('employer@acme.test');
  const admin = await userRow('admin@platform.test');
  const masquerade = await startSession(t.api.db, sam.id);
  await t.api.db
    .update(sessions)
    .set({ masqueradeUserId: admin.id, masqueradeStartedAt: new Date(), masqueradeReason: 'support' })
    .where(eq(sessions.tokenHash, hashToken(masquerade.token)));
  expect(await t.post(`/v2/user/${sam.id}/mfa`, { password }, masquerade.token)).toMatchObject({
    status: 403,
    body: { error: { message: 'This cannot be changed during a masquerade session' } },
  });
  expect((await t.post(`/v2/user/${sam.id}/mfa/disable`, { password }, masquerade.token)).status).toBe(403);

  const jamie = await userRow('employer@globex.test');
  const globex = await startSession(t.api.db, jamie.id);
  expect(await t.post(`/v2/user/${jamie.id}/mfa/disable`, { password }, globex.token)).toMatchObject({
    status: 403,
    body: { error: { message: 'Your organisation requires two-factor authentication' } },
  });
  expect((await t.post(`/v2/user/${sam.id}/mfa`, { password })).status).toBe(401);
});
