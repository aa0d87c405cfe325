// Masquerade rules (docs/masquerade.md): who may start one, as whom, for how long, what it may not
// change, and that every request in it is audit-logged with both identities.
import type { StatusOf } from '@portal/contract/endpoint';
import {
  accountAccess,
  employerMasquerade,
  masqueradeCandidates,
  ssoLogin,
  startMasquerade,
} from '@portal/contract/masquerade';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema-audit.js';
import { users } from '../db/schema-people.js';
import { masqueradeLinks, sessions } from '../db/schema-sessions.js';
import { demoTotpSecrets } from '../seed/seed.js';
import { having, useTestApi, type TestApi } from '../testing/test-api.js';
import { linkExpiredMessage, refusals } from './masquerade.js';
import { refusalMessages } from '../access/policy.js';
import { ownEmployeeRefusals } from '../access/rules.js';

const gatewaySecret = 'masquerade-test-secret';
const t = useTestApi({ gatewaySecret });

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

// One code login per file: an authenticator code is accepted once.
let admin: Promise<string> | undefined;
const adminToken = () => (admin ??= t.logInWithCode('admin@platform.test', demoTotpSecrets.platformAdmin));

/** A call as the gateway makes it for a masquerade session: its secret and the session's names. */
async function asGateway(api: TestApi, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const [, userId, schemeYear] = token.split('.');
  const response = await fetch(`${api.api.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-gateway-secret': gatewaySecret,
      'x-masquerade-user-id': userId!,
      'x-masquerade-scheme-year': schemeYear!,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Starts a masquerade as `email`; its answer read as the one with `status` (the link, or a refusal). */
async function startAs<S extends StatusOf<typeof startMasquerade> = 201>(
  token: string,
  email: string,
  status = 201 as S,
) {
  return t.call(startMasquerade, status, {
    body: { userId: await idOf(email), reason: 'Ticket 4821: cannot see pension' },
    token,
  });
}

const linkToken = (url: string) => url.split('/sso-login/')[1]!.split('/')[0]!;

test("a platform administrator masquerades as Alex through a one-time link on Acme's site", async () => {
  const admin = await adminToken();
  const started = await startAs(admin, 'employee@acme.test');
  expect(started.status).toBe(201);
  expect(started.body.url).toMatch(/^http:\/\/acme\.localhost:\d+\/sso-login\/msq[\w-]+\/2026$/);
  const token = linkToken(started.body.url);

  const login = await t.call(ssoLogin, 200, { body: { sso_token: token, scheme_year: 2026 } });
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ masqueradeUserId: await idOf('employee@acme.test'), masqueradeSchemeYear: 2026 });
  const session = having(login.body, 'access_token').access_token;

  // Served as Alex, only through the gateway, and the answer names the masquerade.
  const me = await asGateway(t, '/user', session);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: 'employee@acme.test' });
  expect(me.headers.get('x-masquerade-user-id')).toBe(String(await idOf('employee@acme.test')));
  expect(me.headers.get('x-masquerade-scheme-year')).toBe('2026');
  expect((await t.get('/user', session)).status).toBe(403);

  // Every request is audit-logged with both identities.
  const rows = await t.api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'masquerade.request'), eq(auditLog.asUserId, await idOf('employee@acme.test'))));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.actorUserId !== null && row.actorUserId === rows[0]!.actorUserId)).toBe(true);

  // The person is told, with the reason.
  const [mail] = await t.mailbox('employee@acme.test');
  expect(mail!.subject).toBe('Support accessed your Acme Rewards account');
  expect(mail!.text).toContain('Ticket 4821: cannot see pension');

  // The link was single use.
  expect(await t.post('/login/sso', { sso_token: token })).toMatchObject({
    status: 401,
    body: { error: 'masquerade_link_expired', message: linkExpiredMessage },
  });

  // Acme's employer sees it in Account access; no other client's employer can ask.
  const acmeId = (
    await t.api.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'employer@acme.test'))
  )[0]!.clientId!;
  const list = await t.call(accountAccess, 200, {
    params: { clientId: acmeId },
    token: await t.logIn('employer@acme.test'),
  });
  expect(list.body.data[0]).toMatchObject({
    employeeEmail: 'employee@acme.test',
    reason: 'Ticket 4821: cannot see pension',
    active: true,
    accessedBy: expect.stringMatching(/, platform support$/),
  });
  // Another client's id answers 404, as an id that does not exist.
  const [globexPerson] = await t.api.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employee@globex.test'));
  expect(
    (await t.get(`/client/${globexPerson!.clientId}/account-access`, await t.logIn('employer@acme.test'))).status,
  ).toBe(404);

  // Ending it (logout) ends the session.
  expect((await asGateway(t, '/logout', session, { method: 'POST', body: {} })).status).toBe(200);
  expect((await asGateway(t, '/user', session)).status).toBe(401);
});

test('password, 2FA and nesting are refused inside a masquerade', async () => {
  const admin = await adminToken();
  const started = await startAs(admin, 'probation@acme.test');
  const session = having(
    (await t.call(ssoLogin, 200, { body: { sso_token: linkToken(started.body.url) } })).body,
    'access_token',
  ).access_token;
  const refused = { message: refusalMessages.masquerade, refusal: 'masquerade' };
  expect(
    await asGateway(t, '/password', session, {
      method: 'POST',
      body: { current_password: 'x', password: 'Crimson-Lantern-42', password_confirmation: 'Crimson-Lantern-42' },
    }),
  ).toMatchObject({ status: 403, body: refused });
  expect(
    (
      await asGateway(t, '/password/check', session, {
        method: 'POST',
        body: { password: 'Crimson-Lantern-42', current_password: 'x' },
      })
    ).status,
  ).toBe(403);
  const jordan = await idOf('probation@acme.test');
  expect(
    await asGateway(t, `/v2/user/${jordan}/mfa`, session, { method: 'POST', body: { password: 'Tulip-Harbour-79!' } }),
  ).toMatchObject({ status: 403, body: refused });
  expect(
    await asGateway(t, `/v2/user/${jordan}/mfa/disable`, session, {
      method: 'POST',
      body: { password: 'Tulip-Harbour-79!' },
    }),
  ).toMatchObject({ status: 403, body: refused });
  // The email, and the person's other sessions, are theirs alone too.
  expect(
    await asGateway(t, '/user/email', session, {
      method: 'POST',
      body: { email: 'jordan@example.com', current_password: 'Tulip-Harbour-79!' },
    }),
  ).toMatchObject({ status: 403, body: refused });
  expect(await asGateway(t, '/user/email/confirm', session, { method: 'POST', body: { token: 'x' } })).toMatchObject({
    status: 403,
    body: refused,
  });
  expect(await asGateway(t, '/user/sessions/sign-out-others', session, { method: 'POST' })).toMatchObject({
    status: 403,
    body: refused,
  });
  // Not nested: in a masquerade the roles are the person's, and no employee starts one.
  expect(
    await asGateway(t, '/masquerade', session, {
      method: 'POST',
      body: { userId: await idOf('leaver@acme.test'), reason: 'nested' },
    }),
  ).toMatchObject({ status: 403, body: { refusal: 'role' } });
  // Headers that name someone else are not served.
  const [, , year] = session.split('.');
  const forged = await fetch(`${t.api.url}/user`, {
    headers: {
      authorization: `Bearer ${session}`,
      'x-gateway-secret': gatewaySecret,
      'x-masquerade-user-id': String(await idOf('employee@acme.test')),
      'x-masquerade-scheme-year': year!,
    },
  });
  expect(forged.status).toBe(403);
});

test('only platform administrators start one, never as an administrator or themselves', async () => {
  const admin = await adminToken();
  const employer = await t.logIn('employer@acme.test');
  expect(await startAs(employer, 'employee@acme.test', 403)).toMatchObject({
    status: 403,
    body: { message: refusalMessages.role, refusal: 'role' },
  });
  expect((await t.get('/masquerade/users?search=alex', employer)).status).toBe(403);
  expect(await startAs(admin, 'admin@platform.test', 403)).toMatchObject({
    status: 403,
    body: { message: refusals.self },
  });
  const other = await idOf('mfa@acme.test');
  await t.api.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, other));
  try {
    expect(await startAs(admin, 'mfa@acme.test', 403)).toMatchObject({
      status: 403,
      body: { message: refusals.administrator },
    });
  } finally {
    await t.api.db.update(users).set({ isPlatformAdmin: false }).where(eq(users.id, other));
  }
  expect(await t.post('/masquerade', { userId: await idOf('employee@acme.test'), reason: '  ' }, admin)).toMatchObject({
    status: 422,
  });
  const found = await t.call(masqueradeCandidates, 200, { query: { search: 'morgan' }, token: admin });
  expect(found.body.data.map((row) => row.email)).toContain('employee@acme.test');
  expect((await t.call(masqueradeCandidates, 200, { query: { search: 'platform' }, token: admin })).body.data).toEqual(
    [],
  );
});

test('a link expires within minutes, and a masquerade session within 60', async () => {
  const admin = await adminToken();
  const stale = await startAs(admin, 'leaver@acme.test');
  await t.api.db.update(masqueradeLinks).set({ expiresAt: sql`now() - interval '1 second'` });
  expect(await t.post('/login/sso', { sso_token: linkToken(stale.body.url) })).toMatchObject({
    status: 401,
    body: { error: 'masquerade_link_expired' },
  });

  const fresh = await startAs(admin, 'leaver@acme.test');
  const session = having(
    (await t.call(ssoLogin, 200, { body: { sso_token: linkToken(fresh.body.url) } })).body,
    'access_token',
  ).access_token;
  const [row] = await t.api.db
    .select({
      minutes: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.masqueradeStartedAt})) / 60`,
    })
    .from(sessions)
    .where(eq(sessions.masqueradeUserId, await idOf('leaver@acme.test')));
  expect(Number(row!.minutes)).toBeLessThanOrEqual(60);
  await t.api.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.masqueradeUserId, await idOf('leaver@acme.test')));
  expect((await asGateway(t, '/user', session)).status).toBe(401);
  // Any other sso token is a failed single sign-on.
  expect(await t.post('/login/sso', { sso_token: 'not-a-token' })).toMatchObject({
    status: 401,
    body: { error: 'sso_login_failed' },
  });
});

test("an employer's magic link acts as one of their own employees, never across clients or as an employer", async () => {
  const sam = await t.logIn('employer@acme.test');
  const [acme] = await t.api.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employer@acme.test'));
  const [globex] = await t.api.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employee@globex.test'));
  const jordan = await idOf('probation@acme.test');
  const path = (clientId: number, userId: number) => `/masquerade/employer/${clientId}/${userId}`;

  const started = await t.call(employerMasquerade, 201, {
    params: { clientId: acme!.clientId!, userId: jordan },
    body: { reason: 'Jordan asked for help choosing' },
    token: sam,
  });
  expect(started.status).toBe(201);
  const login = having(
    (await t.call(ssoLogin, 200, { body: { sso_token: linkToken(started.body.url) } })).body,
    'access_token',
  );
  expect(login.masqueradeUserId).toBe(jordan);
  expect((await asGateway(t, '/user', login.access_token)).body).toMatchObject({ email: 'probation@acme.test' });
  // The same rules: no password change, no nesting.
  expect(
    (
      await asGateway(t, '/password/check', login.access_token, {
        method: 'POST',
        body: { password: 'x', current_password: 'y' },
      })
    ).status,
  ).toBe(403);
  const list = await t.call(accountAccess, 200, { params: { clientId: acme!.clientId! }, token: sam });
  expect(list.body.data[0]).toMatchObject({
    employeeEmail: 'probation@acme.test',
    accessedBy: 'Sam Patel, employer administrator',
  });

  // Another client's employee, by their client's id or by Acme's: nothing.
  const morgan = await idOf('employee@globex.test');
  expect((await t.post(path(globex!.clientId!, morgan), { reason: 'x' }, sam)).status).toBe(404);
  expect((await t.post(path(acme!.clientId!, morgan), { reason: 'x' }, sam)).status).toBe(404);
  // Never another employer, nor oneself; employees cannot start one; a reason is required.
  expect(await t.post(path(acme!.clientId!, await idOf('employer@acme.test')), { reason: 'x' }, sam)).toMatchObject({
    status: 403,
    body: { message: refusals.self },
  });
  await t.api.db.update(users).set({ userType: 'employer' }).where(eq(users.email, 'leaver@acme.test'));
  try {
    expect(await t.post(path(acme!.clientId!, await idOf('leaver@acme.test')), { reason: 'x' }, sam)).toMatchObject({
      status: 403,
      body: { message: ownEmployeeRefusals.notAnEmployee },
    });
  } finally {
    await t.api.db.update(users).set({ userType: 'employee' }).where(eq(users.email, 'leaver@acme.test'));
  }
  expect(
    (await t.post(path(acme!.clientId!, jordan), { reason: 'x' }, await t.logIn('employee@acme.test'))).status,
  ).toBe(403);
  // An employer who is not an administrator (Quinn Harper: the employee tables only) starts no
  // view-as, and sees no account access.
  const quinn = await t.logIn('hr@acme.test');
  expect(await t.post(path(acme!.clientId!, jordan), { reason: 'x' }, quinn)).toMatchObject({
    status: 403,
    body: { refusal: 'role' },
  });
  expect(await t.get(`/client/${acme!.clientId}/account-access`, quinn)).toMatchObject({
    status: 403,
    body: { refusal: 'role' },
  });
  expect((await t.post(path(acme!.clientId!, jordan), { reason: ' ' }, sam)).status).toBe(422);
});
