// Single sign-on at the api (docs/single-sign-on.md): the one-time token the callback issues is
// exchanged once, within 60 seconds, for a session of that person; an organisation's 2FA is not
// skipped by it (the code or its setup follows, with a pending token for the password); the browser legs fail closed to /sso-error/. The whole flow through the demo
// identity provider runs in the browser tests (tests/e2e/sso.spec.ts).
import { ssoLogin } from '@portal/contract/masquerade';
import { ssoLoginWithCode, ssoSetUpTwoFactor } from '@portal/contract/two-factor';
import { eq, sql } from 'drizzle-orm';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { oneTimeTokens, users } from '../db/schema-people.js';
import { sessions } from '../db/schema-sessions.js';
import { having, useTestApi } from '../testing/test-api.js';
import { codeFor } from '../testing/test-totp.js';

const t = useTestApi();

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

test('a token is exchanged once for a session marked as single sign-on', async () => {
  const token = await issueOneTimeToken(t.api.db, 'sso', await idOf('employee@initech.test'));
  const login = await t.call(ssoLogin, 200, { body: { sso_token: token } });
  expect(login).toMatchObject({ status: 200, body: { masqueradeUserId: null, is_should_validate_2fa: false } });
  expect((await t.get('/user', having(login.body, 'access_token').access_token)).body).toMatchObject({
    email: 'employee@initech.test',
  });
  const [session] = await t.api.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await idOf('employee@initech.test')));
  expect(session!.viaSso).toBe(true);
  expect(await t.post('/login/sso', { sso_token: token })).toMatchObject({
    status: 401,
    body: { error: 'sso_login_failed', message: 'SSO login error' },
  });
});

test('a token lives 60 seconds at most', async () => {
  const token = await issueOneTimeToken(t.api.db, 'sso', await idOf('employee@initech.test'));
  const [row] = await t.api.db
    .select({ seconds: sql<number>`extract(epoch from (${oneTimeTokens.expiresAt} - ${oneTimeTokens.createdAt}))` })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.kind, 'sso'))
    .orderBy(sql`${oneTimeTokens.id} desc`)
    .limit(1);
  expect(Number(row!.seconds)).toBeLessThanOrEqual(61);
  await t.api.db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeTokens.kind, 'sso'));
  expect((await t.post('/login/sso', { sso_token: token })).status).toBe(401);
});

const wrongCode = { status: 422, body: { error: [{ code: 'invalid_code' }], showRecaptcha: true } };
const expired = {
  status: 401,
  body: { error: [{ code: 'sso_expired', message: 'Your single sign-on has expired, please sign in again' }] },
};

test("an organisation's 2FA is not skipped: the setup comes next, with a pending token in place of the password", async () => {
  const token = await issueOneTimeToken(t.api.db, 'sso', await idOf('employee@globex.test'));
  const owed = await t.call(ssoLogin, 200, { body: { sso_token: token } });
  expect(owed).toMatchObject({
    status: 200,
    body: {
      is_should_setup_2fa: true,
      is_should_validate_2fa: false,
      expires_in: 0,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    },
  });
  expect(owed.body).not.toHaveProperty('access_token');
  const { secret, sso_pending_token } = having(owed.body, 'secret');

  // A secret that is not the account's, then a wrong code: each counts, and then a captcha is owed.
  const other = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  expect(
    await t.post('/login/sso/setup/mfa', {
      sso_pending_token,
      secret: other,
      code: await codeFor(other),
      deviceToken: 'd',
    }),
  ).toMatchObject(wrongCode);
  expect(
    (await t.post('/login/sso/setup/mfa', { sso_pending_token, secret, code: await codeFor(secret), deviceToken: 'd' }))
      .body,
  ).toMatchObject({ showRecaptcha: true });
  const done = await t.call(ssoSetUpTwoFactor, 200, {
    body: { sso_pending_token, secret, code: await codeFor(secret), deviceToken: 'd', recaptcha: await t.captcha() },
  });
  expect(done).toMatchObject({ status: 200, body: { access_token: expect.any(String), is_should_setup_2fa: false } });
  expect((await t.get('/user', done.body.access_token)).body).toMatchObject({ email: 'employee@globex.test' });
  const [row] = await t.api.db
    .select({ mfaEnabled: users.mfaEnabled })
    .from(users)
    .where(eq(users.email, 'employee@globex.test'));
  expect(row!.mfaEnabled).toBe(true);
  const [session] = await t.api.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await idOf('employee@globex.test')));
  expect(session!.viaSso).toBe(true);
  // The pending token is single use.
  expect(
    await t.post('/login/sso/setup/mfa', {
      sso_pending_token,
      secret,
      code: await codeFor(secret, 1),
      deviceToken: 'd',
      recaptcha: await t.captcha(),
    }),
  ).toMatchObject(expired);
});

test('with 2FA set up, the code comes next: the right code logs in once; an unknown or expired pending token is refused', async () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await t.api.db
    .update(users)
    .set({ mfaEnabled: true, mfaSecret: t.secretBox.seal(secret) })
    .where(eq(users.email, 'employer@globex.test'));
  const owed = await t.call(ssoLogin, 200, {
    body: { sso_token: await issueOneTimeToken(t.api.db, 'sso', await idOf('employer@globex.test')) },
  });
  const { sso_pending_token } = having(owed.body, 'sso_pending_token');
  const done = await t.call(ssoLoginWithCode, 200, {
    body: { sso_pending_token, code: await codeFor(secret), deviceToken: 'd' },
  });
  expect(done).toMatchObject({ status: 200, body: { access_token: expect.any(String) } });
  expect(
    await t.post('/login/sso/mfa', { sso_pending_token, code: await codeFor(secret, 1), deviceToken: 'd' }),
  ).toMatchObject(expired);
  expect(
    await t.post('/login/sso/mfa', { sso_pending_token: 'forged', code: '123456', deviceToken: 'd' }),
  ).toMatchObject(expired);

  const again = await t.call(ssoLogin, 200, {
    body: { sso_token: await issueOneTimeToken(t.api.db, 'sso', await idOf('employer@globex.test')) },
  });
  await t.api.db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeTokens.kind, 'sso_pending'));
  expect(
    await t.post('/login/sso/mfa', {
      sso_pending_token: having(again.body, 'sso_pending_token').sso_pending_token,
      code: await codeFor(secret, 1),
      deviceToken: 'd',
    }),
  ).toMatchObject(expired);
});

// After the test above: the lock it leaves on Jamie Wong lasts for the rest of this file.
test('wrong codes after single sign-on count towards the same lock as the password', async () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await t.api.db
    .update(users)
    .set({ mfaEnabled: true, mfaSecret: t.secretBox.seal(secret) })
    .where(eq(users.email, 'employer@globex.test'));
  const owed = await t.call(ssoLogin, 200, {
    body: { sso_token: await issueOneTimeToken(t.api.db, 'sso', await idOf('employer@globex.test')) },
  });
  expect(owed).toMatchObject({ status: 200, body: { is_should_validate_2fa: true, is_should_setup_2fa: false } });
  expect(owed.body).not.toHaveProperty('secret');
  const { sso_pending_token } = having(owed.body, 'sso_pending_token');
  expect(await t.post('/login/sso/mfa', { sso_pending_token, code: '000000', deviceToken: 'd' })).toMatchObject(
    wrongCode,
  );
  for (let attempt = 2; attempt <= 4; attempt += 1) {
    expect(
      (
        await t.post('/login/sso/mfa', {
          sso_pending_token,
          code: '000000',
          deviceToken: 'd',
          recaptcha: await t.captcha(),
        })
      ).status,
    ).toBe(422);
  }
  expect(
    await t.post('/login/sso/mfa', {
      sso_pending_token,
      code: '000000',
      deviceToken: 'd',
      recaptcha: await t.captcha(),
    }),
  ).toMatchObject({ status: 423, body: { userAccountLocked: true } });
  // Locked: even the right code is refused, and the password login is locked too.
  expect(
    (
      await t.post('/login/sso/mfa', {
        sso_pending_token,
        code: await codeFor(secret),
        deviceToken: 'd',
        recaptcha: await t.captcha(),
      })
    ).status,
  ).toBe(423);
  expect(
    (
      await t.post('/login', {
        email: 'employer@globex.test',
        password: 'Tulip-Harbour-79!',
        site: 'globex',
        deviceToken: 'd',
        recaptcha: await t.captcha(),
      })
    ).status,
  ).toBe(423);
});

test('the login-URL check sends everyone on an SSO-only site to /sso/start; Globex keeps its password step', async () => {
  expect((await t.post('/login/url', { email: 'employee@initech.test', site: 'initech' })).body).toMatchObject({
    hasSSO: true,
    url: '/sso/start?domain=initech',
  });
  expect((await t.post('/login/url', { email: 'employee@globex.test', site: 'globex' })).body).toMatchObject({
    hasSSO: false,
  });
  expect((await t.get('/themes/globex')).body).toMatchObject({
    client: { ssoEnabled: true },
    cmsData: { sso_access_only: false },
  });
});

test('the browser legs fail closed to /sso-error/: an unknown site, a forged or replayed state', async () => {
  const start = await fetch(`${t.api.url}/sso/start?domain=acme`, { redirect: 'manual' });
  expect(start.status).toBe(303);
  expect(start.headers.get('location')).toMatch(/\/sso-error\/\?reason=sso$/);
  const callback = await fetch(`${t.api.url}/sso/callback?code=anything&state=forged`, { redirect: 'manual' });
  expect(callback.status).toBe(303);
  expect(callback.headers.get('location')).toMatch(/\/sso-error\/\?reason=sso$/);
  // Without the demo provider (off unless DEMO_IDP), /oidc is not served.
  expect((await fetch(`${t.api.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
});

test('a person who never activated is activated by their first single sign-on', async () => {
  const [initech] = await t.api.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employee@initech.test'));
  const [newcomer] = await t.api.db
    .insert(users)
    .values({
      clientId: initech!.clientId,
      email: 'new@initech.test',
      firstName: 'Robin',
      surname: 'Ng',
      dateOfBirth: '1995-01-02',
    })
    .returning({ id: users.id });
  const token = await issueOneTimeToken(t.api.db, 'sso', newcomer!.id);
  expect((await t.post('/login/sso', { sso_token: token })).status).toBe(200);
  const [row] = await t.api.db
    .select({ activatedAt: users.activatedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, newcomer!.id));
  expect(row!.activatedAt).not.toBeNull();
  expect(row!.passwordHash).toBeNull();
});
