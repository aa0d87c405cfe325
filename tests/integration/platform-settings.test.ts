// Platform settings through every tier (gateway GraphQL -> api REST -> database): the employer
// administrator reads and changes the organisation's 2FA requirement and support contact, field
// errors come back as data in the spec's words, and everyone else gets FORBIDDEN. Another client's
// administrator can only ever reach their own client: the client comes from the session.
import { eq } from 'drizzle-orm';
import { startSession } from '../../api/src/auth/sessions.js';
import { clients } from '../../api/src/db/schema-clients.js';
import { users } from '../../api/src/db/schema-people.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
const tokens: Record<string, string> = {};

async function sessionOf(email: string) {
  const [user] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await startSession(stack.db, user!.id)).token;
}

beforeAll(async () => {
  stack = await startStack();
  for (const email of ['employer@acme.test', 'hr@acme.test', 'employee@acme.test', 'employer@globex.test'])
    tokens[email] = await sessionOf(email);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const READ = '{ viewer { platformSettings { twoFactorEnforced contactUsEnabled supportEmail supportNumber } } }';
const ENFORCE = `mutation ($enforced: Boolean!) { setTwoFactorEnforcement(input: { enforced: $enforced }) {
  viewer { platformSettings { twoFactorEnforced } } errors { field message } } }`;
const SUPPORT = `mutation ($input: UpdateSupportSettingsInput!) { updateSupportSettings(input: $input) {
  viewer { platformSettings { contactUsEnabled supportEmail supportNumber } } errors { field message } } }`;

const requiresTwoFa = async (domain: string) =>
  (await stack.db.select({ on: clients.requiresTwoFa }).from(clients).where(eq(clients.domain, domain)))[0]!.on;

test('the administrator reads the settings and turns the 2FA requirement on and off', async () => {
  const sam = { token: tokens['employer@acme.test'], host: 'acme.localhost' };
  expect((await stack.graphql(READ, {}, sam)).body.data).toEqual({
    viewer: {
      platformSettings: {
        twoFactorEnforced: false,
        contactUsEnabled: true,
        supportEmail: 'benefits@acme.test',
        supportNumber: '0161 496 0000',
      },
    },
  });
  expect((await stack.graphql(ENFORCE, { enforced: true }, sam)).body.data).toEqual({
    setTwoFactorEnforcement: { viewer: { platformSettings: { twoFactorEnforced: true } }, errors: [] },
  });
  expect(await requiresTwoFa('acme')).toBe(true);
  await stack.graphql(ENFORCE, { enforced: false }, sam);
  expect(await requiresTwoFa('acme')).toBe(false);
});

test('a wrong support email or phone comes back as field errors, and a good one is kept', async () => {
  const sam = { token: tokens['employer@acme.test'] };
  const wrong = await stack.graphql(
    SUPPORT,
    { input: { contactUsEnabled: true, supportEmail: 'nope', supportNumber: 'call us' } },
    sam,
  );
  expect(wrong.body.data).toEqual({
    updateSupportSettings: {
      viewer: {
        platformSettings: {
          contactUsEnabled: true,
          supportEmail: 'benefits@acme.test',
          supportNumber: '0161 496 0000',
        },
      },
      errors: [
        { field: 'supportEmail', message: 'Please enter a valid email address' },
        { field: 'supportNumber', message: 'Please enter a valid phone number' },
      ],
    },
  });
  const good = await stack.graphql(
    SUPPORT,
    { input: { contactUsEnabled: true, supportEmail: 'benefits@acme.test', supportNumber: '0161 496 0001' } },
    sam,
  );
  expect(good.body.data).toMatchObject({
    updateSupportSettings: { viewer: { platformSettings: { supportNumber: '0161 496 0001' } }, errors: [] },
  });
});

test('an employee and an employer who is not an administrator are refused every read and change', async () => {
  for (const email of ['employee@acme.test', 'hr@acme.test']) {
    const who = { token: tokens[email] };
    const read = await stack.graphql(READ, {}, who);
    expect(read.body.data).toEqual({ viewer: { platformSettings: null } });
    expect(read.body.errors?.[0]).toMatchObject({ message: 'Access Denied', extensions: { code: 'FORBIDDEN' } });
    expect((await stack.graphql(ENFORCE, { enforced: true }, who)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const support = await stack.graphql(
      SUPPORT,
      { input: { contactUsEnabled: false, supportEmail: 'x@acme.test', supportNumber: '' } },
      who,
    );
    expect(support.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
  expect(await requiresTwoFa('acme')).toBe(false);
  // Nobody signed in has no viewer at all, and may change nothing.
  expect((await stack.graphql(READ, {})).body.data).toEqual({ viewer: null });
  expect((await stack.graphql(ENFORCE, { enforced: true })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('another client’s administrator sees and changes only their own client, even on Acme’s site', async () => {
  const jamie = { token: tokens['employer@globex.test'], host: 'acme.localhost' };
  expect((await stack.graphql(READ, {}, jamie)).body.data).toMatchObject({
    viewer: { platformSettings: { supportEmail: 'benefits@globex.test', twoFactorEnforced: true } },
  });
  await stack.graphql(ENFORCE, { enforced: false }, jamie);
  expect(await requiresTwoFa('globex')).toBe(false);
  expect(await requiresTwoFa('acme')).toBe(false);
  await stack.graphql(ENFORCE, { enforced: true }, jamie);
  expect(await requiresTwoFa('globex')).toBe(true);
});
