// A masquerade acting as a person ends when the person changes their password (from the profile,
// or through a reset link) or signs out their other sessions. Such a session is its starter's and
// names the person in masquerade_user_id, so it is none of the person's own sessions: it must be
// ended on purpose, and the ending audited with both identities.
import { and, eq } from 'drizzle-orm';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { users } from '../db/schema-people.js';
import { demoPassword } from '../seed/seed.js';
import { useTestApi } from '../testing/test-api.js';

const gatewaySecret = 'masquerade-ends-secret';
const t = useTestApi({ gatewaySecret });

async function personOf(email: string) {
  const [row] = await t.api.db
    .select({ id: users.id, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.email, email));
  return row!;
}

/** Support's masquerade and the employer's view-as, both acting as the person. */
async function masqueradesAs(personId: number): Promise<string[]> {
  const starters = [await personOf('admin@platform.test'), await personOf('employer@acme.test')];
  return Promise.all(
    starters.map(
      async (starter) =>
        (
          await startSession(t.api.db, starter.id, {
            masquerade: { userId: personId, schemeYear: 2026, reason: 'Ticket 4821', minutes: 60 },
          })
        ).token,
    ),
  );
}

/** A call as the gateway makes it for a masquerade session: its secret and the session's names. */
async function statusAsGateway(token: string): Promise<number> {
  const [, userId, schemeYear] = token.split('.');
  const response = await fetch(`${t.api.url}/user`, {
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'x-gateway-secret': gatewaySecret,
      'x-masquerade-user-id': userId!,
      'x-masquerade-scheme-year': schemeYear!,
    },
  });
  return response.status;
}

const endings = async (personId: number) =>
  (
    await t.api.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.asUserId, personId), eq(auditLog.action, 'masquerade.end')))
  ).map((row) => (row.details as { cause: string }).cause);

const newPassword = 'Crimson-Lantern-42';

test("the person's password change from the profile ends every masquerade acting as them", async () => {
  const person = await personOf('leaver@acme.test');
  const masquerades = await masqueradesAs(person.id);
  for (const token of masquerades) expect(await statusAsGateway(token)).toBe(200);
  const own = await t.sessionFor('leaver@acme.test');
  const changed = await t.post(
    '/password',
    { current_password: demoPassword, password: newPassword, password_confirmation: newPassword },
    own,
  );
  expect(changed.status).toBe(200);
  for (const token of masquerades) expect(await statusAsGateway(token)).toBe(401);
  expect((await t.get('/user', own)).status).toBe(200);
  expect(await endings(person.id)).toEqual(['password_changed', 'password_changed']);
});

test('a new password through a reset link ends them too', async () => {
  const person = await personOf('probation@acme.test');
  const masquerades = await masqueradesAs(person.id);
  const token = await issueOneTimeToken(t.api.db, 'reset', person.id);
  const [year, month, day] = person.dateOfBirth!.split('-');
  const reset = await t.post('/password-reset', {
    token,
    date_of_birth: `${day}/${month}/${year}`,
    password: newPassword,
    password_confirmation: newPassword,
  });
  expect(reset.status).toBe(200);
  for (const each of masquerades) expect(await statusAsGateway(each)).toBe(401);
});

test('signing out other sessions ends every masquerade acting as the person, and keeps the session in use', async () => {
  const person = await personOf('hr@acme.test');
  const masquerades = await masqueradesAs(person.id);
  const own = await t.sessionFor('hr@acme.test');
  const other = await t.sessionFor('hr@acme.test');
  expect((await t.post('/user/sessions/sign-out-others', {}, own)).status).toBe(200);
  for (const token of masquerades) expect(await statusAsGateway(token)).toBe(401);
  expect((await t.get('/user', other)).status).toBe(401);
  expect((await t.get('/user', own)).status).toBe(200);
  expect(await endings(person.id)).toEqual(['signed_out_other_sessions', 'signed_out_other_sessions']);
});
