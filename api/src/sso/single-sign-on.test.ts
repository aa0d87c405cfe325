// Single sign-on at the api (docs/single-sign-on.md): the one-time token the callback issues is
// exchanged once, within 60 seconds, for a session of that person; an organisation's 2FA is not
// skipped by it; the browser legs fail closed to /sso-error/. The whole flow through the demo
// identity provider runs in the browser tests (tests/e2e/sso.spec.ts).
import { eq, sql } from 'drizzle-orm';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { oneTimeTokens, sessions, users } from '../db/schema.js';
import { useTestApi } from '../testing/test-api.js';
import { ssoTwoFactorOwed } from './single-sign-on.js';

const t = useTestApi();

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

test('a token is exchanged once for a session marked as single sign-on', async () => {
  const token = await issueOneTimeToken(t.api.db, 'sso', await idOf('employee@initech.test'));
  const login = await t.post<{ access_token: string; masqueradeUserId: null }>('/login/sso', { sso_token: token });
  expect(login).toMatchObject({ status: 200, body: { masqueradeUserId: null, is_should_validate_2fa: false } });
  expect((await t.get('/user', login.body.access_token)).body).toMatchObject({ email: 'employee@initech.test' });
  const [session] = await t.api.db.select().from(sessions).where(eq(sessions.userId, await idOf('employee@initech.test')));
  expect(session!.viaSso).toBe(true);
  expect(await t.post('/login/sso', { sso_token: token })).toMatchObject({ status: 401, body: { error: 'sso_login_failed', message: 'SSO login error' } });
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
  await t.api.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeTokens.kind, 'sso'));
  expect((await t.post('/login/sso', { sso_token: token })).status).toBe(401);
});

test("an organisation's 2FA is not skipped when its provider does not enforce MFA", async () => {
  const token = await issueOneTimeToken(t.api.db, 'sso', await idOf('employer@globex.test'));
  expect(await t.post('/login/sso', { sso_token: token })).toMatchObject({ status: 401, body: { error: 'sso_login_failed', message: ssoTwoFactorOwed } });
});

test('the login-URL check sends an SSO-only client’s people to /sso/start; Globex keeps its password step', async () => {
  expect((await t.post('/login/url', { email: 'employee@initech.test' })).body).toMatchObject({ hasSSO: true, url: '/sso/start?domain=initech' });
  expect((await t.post('/login/url', { email: 'employee@globex.test' })).body).toMatchObject({ hasSSO: false });
  expect((await t.get('/themes/globex')).body).toMatchObject({ client: { ssoEnabled: true }, cmsData: { sso_access_only: false } });
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
  const [initech] = await t.api.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'employee@initech.test'));
  const [newcomer] = await t.api.db
    .insert(users)
    .values({ clientId: initech!.clientId, email: 'new@initech.test', firstName: 'Robin', surname: 'Ng', dateOfBirth: '1995-01-02' })
    .returning({ id: users.id });
  const token = await issueOneTimeToken(t.api.db, 'sso', newcomer!.id);
  expect((await t.post('/login/sso', { sso_token: token })).status).toBe(200);
  const [row] = await t.api.db.select({ activatedAt: users.activatedAt, passwordHash: users.passwordHash }).from(users).where(eq(users.id, newcomer!.id));
  expect(row!.activatedAt).not.toBeNull();
  expect(row!.passwordHash).toBeNull();
});
