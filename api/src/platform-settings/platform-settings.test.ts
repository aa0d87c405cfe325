// Platform settings over the real api and database: the 2FA enforcement switch (which the login
// obeys at once), contact us and the support contact, each change audit-logged, the spec's words
// for a wrong email or phone, and nothing for an employee, a non-admin employer or another client.
import { and, eq } from 'drizzle-orm';
import { demoPassword } from '../seed/seed.js';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
let sam: string;
let quinn: string;
let alex: string;
let jamie: string;
let acme: number;
let globex: number;

beforeAll(async () => {
  sam = await t.logIn('employer@acme.test');
  quinn = await t.logIn('hr@acme.test');
  alex = await t.logIn('employee@acme.test');
  // Globex requires 2FA: Jamie's session is made directly, as a finished login would leave it.
  const [jamieRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@globex.test'));
  jamie = (await startSession(t.api.db, jamieRow!.id)).token;
  const rows = await t.api.db.select({ id: clients.id, domain: clients.domain }).from(clients);
  acme = rows.find((row) => row.domain === 'acme')!.id;
  globex = rows.find((row) => row.domain === 'globex')!.id;
}, 60_000);

const enforcement = (clientId: number) =>
  `/v2/client/${clientId}/employees/two-factor-authentication/enforcement-setting`;
const support = (clientId: number) => `/v2/client/${clientId}/support-settings`;

test('turning enforcement on sends an employee without 2FA to set it up at their next login, and off again lets them in', async () => {
  expect(await t.get(enforcement(acme), sam)).toMatchObject({
    status: 200,
    body: { isEnforcementTwoFAEnabled: false },
  });
  expect(await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: true }, sam)).toMatchObject({
    status: 200,
    body: { isEnforcementTwoFAEnabled: true },
  });
  expect(await t.get(enforcement(acme), sam)).toMatchObject({ body: { isEnforcementTwoFAEnabled: true } });
  const login = await t.post('/login', {
    email: 'probation@acme.test',
    password: demoPassword,
    site: 'acme',
    deviceToken: 'test-device',
  });
  expect(login).toMatchObject({ status: 200, body: { is_should_setup_2fa: true, is_should_validate_2fa: false } });
  // The employee table's 2FA view tells the same.
  expect((await t.get(`/v2/client/${acme}/employees/two-factor-authentication`, sam)).body).toMatchObject({
    isEnforcementTwoFAEnabled: true,
  });

  // Setting what is already set changes nothing and records nothing.
  await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: true }, sam);
  expect(await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: false }, sam)).toMatchObject({
    status: 200,
    body: { isEnforcementTwoFAEnabled: false },
  });
  const after = await t.post('/login', {
    email: 'probation@acme.test',
    password: demoPassword,
    site: 'acme',
    deviceToken: 'test-device',
  });
  expect(after.body).toMatchObject({ is_should_setup_2fa: false, access_token: expect.any(String) });

  const rows = await t.api.db
    .select({ actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.clientId, acme), eq(auditLog.action, 'platform-settings.two-factor-enforcement')));
  expect(rows.map((row) => row.details)).toEqual([
    { from: false, to: true },
    { from: true, to: false },
  ]);
});

test('contact us and the support contact are read and changed, only what changed is audit-logged', async () => {
  expect(await t.get(support(acme), sam)).toMatchObject({
    status: 200,
    body: { contactUsEnabled: true, supportEmail: 'benefits@acme.test', supportNumber: '0161 496 0000' },
  });
  const changed = await t.patch(
    support(acme),
    { contactUsEnabled: false, supportEmail: ' help@acme.test ', supportNumber: '+44 (0)20 7946 0000' },
    sam,
  );
  expect(changed).toMatchObject({
    status: 200,
    body: { contactUsEnabled: false, supportEmail: 'help@acme.test', supportNumber: '+44 (0)20 7946 0000' },
  });
  // The features that read the flags see the change: the contact page is closed, GET /user has the new contact.
  expect((await t.get('/cms-content/contact', alex)).status).toBe(403);
  expect((await t.get('/user', alex)).body).toMatchObject({
    supportEmail: 'help@acme.test',
    supportNumber: '+44 (0)20 7946 0000',
  });

  await t.patch(support(acme), { contactUsEnabled: true, supportEmail: 'help@acme.test', supportNumber: '' }, sam);
  expect((await t.get('/user', alex)).body).toMatchObject({ supportNumber: null });
  expect((await t.get('/cms-content/contact', alex)).status).toBe(200);

  const rows = await t.api.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.clientId, acme), eq(auditLog.action, 'platform-settings.support')));
  expect(rows.map((row) => row.details)).toEqual([
    {
      from: { contactUsEnabled: true, supportEmail: 'benefits@acme.test', supportNumber: '0161 496 0000' },
      to: { contactUsEnabled: false, supportEmail: 'help@acme.test', supportNumber: '+44 (0)20 7946 0000' },
    },
    {
      from: { contactUsEnabled: false, supportNumber: '+44 (0)20 7946 0000' },
      to: { contactUsEnabled: true, supportNumber: '' },
    },
  ]);
});

test('a placeholder number reads as none', async () => {
  // Globex's seeded number is "TBC".
  const globexSettings = await t.get(support(globex), jamie);
  expect(globexSettings).toMatchObject({ status: 200, body: { supportNumber: '', contactUsEnabled: false } });
});

test('a wrong email or phone is refused in the spec’s words, and nothing changes', async () => {
  const wrong = await t.patch(
    support(acme),
    { contactUsEnabled: true, supportEmail: 'not-an-email', supportNumber: '12ab' },
    sam,
  );
  expect(wrong).toMatchObject({
    status: 422,
    body: {
      errors: {
        supportEmail: ['Please enter a valid email address'],
        supportNumber: ['Please enter a valid phone number'],
      },
    },
  });
  const blank = await t.patch(support(acme), { contactUsEnabled: true, supportEmail: '  ', supportNumber: '123' }, sam);
  expect(blank.body).toMatchObject({
    errors: { supportEmail: ['This field is required'], supportNumber: ['Please enter a valid phone number'] },
  });
  expect((await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: 'yes' }, sam)).status).toBe(422);
  expect((await t.get(support(acme), sam)).body).toMatchObject({ supportEmail: 'help@acme.test' });
});

test('an employee and a non-admin employer are refused, another client’s admin finds nothing', async () => {
  for (const path of [enforcement(acme), support(acme)]) {
    expect(await t.get(path, alex)).toMatchObject({ status: 403, body: { message: 'Access Denied' } });
    expect(await t.get(path, quinn)).toMatchObject({ status: 403, body: { message: 'Access Denied' } });
    expect(await t.get(path, jamie)).toMatchObject({ status: 404 });
    expect((await t.get(path)).status).toBe(401);
  }
  expect((await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: true }, quinn)).status).toBe(403);
  expect((await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: true }, alex)).status).toBe(403);
  expect((await t.patch(enforcement(acme), { isEnforcementTwoFAEnabled: true }, jamie)).status).toBe(404);
  expect(
    (await t.patch(support(acme), { contactUsEnabled: false, supportEmail: 'x@globex.test', supportNumber: '' }, jamie))
      .status,
  ).toBe(404);
  expect((await t.get(enforcement(acme), sam)).body).toMatchObject({ isEnforcementTwoFAEnabled: false });
  expect((await t.get(support(acme), sam)).body).toMatchObject({ contactUsEnabled: true });
});
