// The login path through every tier: gateway GraphQL -> api REST -> database, on real services.
import { count, eq } from 'drizzle-orm';
import { loginAttempts, loginFailures } from '../../api/src/db/schema-login.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { accessToken expiresIn showRecaptcha userAccountLocked
    requiresTwoFactorSetup requiresTwoFactorValidation errors { field message } } }`;
const VIEWER = `query { viewer { firstName surname email userType onProbation voucherOnly
  client { clientName schemeYear theme { primaryColour benefitBrandName } } } }`;

/** The demo clients' sites by their people's addresses: a person logs in only on their own. */
function hostOf(email: string): string {
  const client = /@(acme|globex|initech)\.test$/.exec(email)?.[1];
  return client ? `${client}.localhost` : 'localhost';
}

async function logIn(email: string, password = 'Tulip-Harbour-79!', host = hostOf(email)) {
  const { body } = await stack.graphql<{ login: Record<string, unknown> }>(
    LOGIN,
    {
      input: { email, password, deviceToken: 'integration-test' },
    },
    { host },
  );
  return body.data!.login;
}

test('the site is branded by the domain of the request', async () => {
  const query =
    '{ site { domain clientName contactUsEnabled theme { primaryColour secondaryColour benefitBrandName baseFont } } }';
  const acme = await stack.graphql(query, {}, { host: 'acme.localhost' });
  expect(acme.body.data).toEqual({
    site: {
      domain: 'acme',
      clientName: 'Acme Manufacturing Ltd',
      contactUsEnabled: true,
      theme: {
        primaryColour: '0b6e4f',
        secondaryColour: 'f2a900',
        benefitBrandName: 'Acme Rewards',
        baseFont: 'Roboto',
      },
    },
  });
  const globex = await stack.graphql(query, {}, { host: 'globex.localhost' });
  expect(globex.body.data).toMatchObject({
    site: { domain: 'globex', contactUsEnabled: false, theme: { primaryColour: 'c8102e' } },
  });
  const fallback = await stack.graphql(query, {}, { host: '127.0.0.1' });
  expect(fallback.body.data).toMatchObject({ site: { domain: 'localhost', theme: { primaryColour: '1bb4bf' } } });
});

test('an employee logs in, reads their own data and logs out, which ends the session', async () => {
  const login = await logIn('employee@acme.test');
  expect(login).toMatchObject({ errors: [], userAccountLocked: false, requiresTwoFactorValidation: false });
  const token = login.accessToken as string;
  expect(token).toEqual(expect.any(String));

  const viewer = await stack.graphql(VIEWER, {}, { token });
  expect(viewer.body.data).toEqual({
    viewer: {
      firstName: 'Alex',
      surname: 'Morgan',
      email: 'employee@acme.test',
      userType: 'EMPLOYEE',
      onProbation: false,
      voucherOnly: false,
      client: {
        clientName: 'Acme Manufacturing Ltd',
        schemeYear: 2026,
        theme: { primaryColour: '0b6e4f', benefitBrandName: 'Acme Rewards' },
      },
    },
  });

  const logout = await stack.graphql('mutation { logout(input: {}) { errors { message } } }', {}, { token });
  expect(logout.body.data).toEqual({ logout: { errors: [] } });
  const after = await stack.graphql(VIEWER, {}, { token });
  expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('the password rules come from the server, in code order, for anyone', async () => {
  const { body } = await stack.graphql<{ passwordRules: { code: number; name: string }[] }>(
    '{ passwordRules { code name } }',
  );
  expect(body.data!.passwordRules.map((rule) => rule.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
  expect(body.data!.passwordRules[8]).toEqual({ code: 512, name: "Isn't a previous password" });
});

test('without a token there is no viewer', async () => {
  const { body } = await stack.graphql('{ viewer { id } }');
  expect(body).toEqual({ data: { viewer: null } });
});

test('a wrong password and an unknown email answer alike, in the spec words', async () => {
  const wrong = await logIn('employer@globex.test', 'Not-The-Password-1!');
  const unknown = await logIn('nobody@globex.test', 'Not-The-Password-1!');
  const expected = {
    accessToken: null,
    userAccountLocked: false,
    errors: [
      { field: 'email', message: "We can't find a match! Try again or contact us" },
      { field: 'password', message: 'Try again or reset your password' },
    ],
  };
  expect(wrong).toMatchObject(expected);
  expect(unknown).toMatchObject(expected);
  expect(wrong).toEqual(unknown);
});

test('a user with 2FA gets no token until the second factor', async () => {
  expect(await logIn('mfa@acme.test')).toMatchObject({
    accessToken: null,
    requiresTwoFactorValidation: true,
    errors: [],
  });
  expect(await logIn('employee@globex.test')).toMatchObject({
    accessToken: null,
    requiresTwoFactorSetup: true,
    errors: [],
  });
});

test('a leaver with a voucher balance is in voucher-only mode', async () => {
  const token = (await logIn('leaver@acme.test')).accessToken as string;
  const { body } = await stack.graphql('{ viewer { employmentStatus voucherOnly } }', {}, { token });
  expect(body.data).toEqual({ viewer: { employmentStatus: 'LEFT', voucherOnly: true } });
});

test('static pages come from the client site content', async () => {
  const { body } = await stack.graphql(
    '{ site { page(kind: COOKIE_POLICY) { title content } } }',
    {},
    { host: 'acme.localhost' },
  );
  const page = (body.data as { site: { page: { title: string; content: string } } }).site.page;
  expect(page.title).toBe('Our Cookie Policy');
  expect(page.content).toContain('<');
});

test('aliases cannot multiply login attempts', async () => {
  const { body } = await stack.graphql(`mutation {
    a: login(input: { email: "employer@acme.test", password: "x", deviceToken: "t" }) { errors { message } }
    b: login(input: { email: "employer@acme.test", password: "y", deviceToken: "t" }) { errors { message } } }`);
  expect(body.data).toBeUndefined();
  expect(body.errors?.length).toBeGreaterThan(0);
});

test('one request with 20 aliased second-factor logins is refused before any api call', async () => {
  const email = 'mfa@acme.test';
  const attemptsOf = async () =>
    (await stack.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, email)))[0]!.n;
  const before = await attemptsOf();
  const aliases = Array.from(
    { length: 20 },
    (_, i) =>
      `a${i}: logInWithTwoFactorCode(input: { code: "${String(i).padStart(6, '0')}", email: "${email}", password: "Guess-${i}!", deviceToken: "t" }) { accessToken errors { message } }`,
  );
  const { status, body } = await stack.graphql(`mutation { ${aliases.join('\n')} }`);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors?.map((error) => error.message)).toEqual(['Only one secret check is allowed per request']);
  const [failures] = await stack.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.email, email));
  expect(failures!.n).toBe(0);
  expect(await attemptsOf()).toBe(before);
});

test('different secret checks in one request are refused together', async () => {
  const { body } = await stack.graphql(`mutation {
    login(input: { email: "employer@acme.test", password: "x", deviceToken: "t" }) { errors { message } }
    verifyPasswordResetDateOfBirth(input: { token: "t", dateOfBirth: "01/01/1990" }) { verified } }`);
  expect(body.data).toBeUndefined();
  expect(body.errors?.[0]?.message).toBe('Only one secret check is allowed per request');
});

test('the email step tells the password step whether the robot check is already owed', async () => {
  const CHECK =
    'mutation Check($input: CheckLoginEmailInput!) { checkLoginEmail(input: $input) { hasSso showRecaptcha errors { message } } }';
  const check = async (email: string) =>
    (await stack.graphql<{ checkLoginEmail: unknown }>(CHECK, { input: { email } }, { host: 'acme.localhost' })).body
      .data!.checkLoginEmail;
  expect(await check('probation@acme.test')).toEqual({ hasSso: false, showRecaptcha: false, errors: [] });
  await logIn('probation@acme.test', 'Not-The-Password-1!');
  await logIn('nobody-here@acme.test', 'Not-The-Password-1!');
  expect(await check('probation@acme.test')).toEqual({ hasSso: false, showRecaptcha: true, errors: [] });
  expect(await check('nobody-here@acme.test')).toEqual({ hasSso: false, showRecaptcha: true, errors: [] });
});

test('a wrong second factor says the robot check is owed next', async () => {
  const TWO_FA = `mutation Code($input: LogInWithTwoFactorCodeInput!) {
    logInWithTwoFactorCode(input: $input) { accessToken showRecaptcha userAccountLocked errors { field message } } }`;
  const input = { code: '000000', email: 'mfa@acme.test', password: 'Tulip-Harbour-79!', deviceToken: 't' };
  const wrong = await stack.graphql<{ logInWithTwoFactorCode: unknown }>(TWO_FA, { input }, { host: 'acme.localhost' });
  expect(wrong.body.data!.logInWithTwoFactorCode).toEqual({
    accessToken: null,
    showRecaptcha: true,
    userAccountLocked: false,
    errors: [{ field: null, message: 'The code you entered is not valid. Please try again' }],
  });
  const owed = await stack.graphql<{ logInWithTwoFactorCode: unknown }>(TWO_FA, { input }, { host: 'acme.localhost' });
  expect(owed.body.data!.logInWithTwoFactorCode).toMatchObject({
    showRecaptcha: true,
    errors: [{ field: 'recaptcha', message: 'Please confirm that you are not a robot!' }],
  });
});

test('a person logs in only on their own client’s site: elsewhere, the wrong-password answer', async () => {
  const elsewhere = await logIn('employee@acme.test', 'Tulip-Harbour-79!', 'globex.localhost');
  const wrong = await logIn('nobody-else@acme.test', 'Tulip-Harbour-79!', 'globex.localhost');
  expect(elsewhere).toEqual(wrong);
  expect(elsewhere).toMatchObject({ accessToken: null, errors: [{ field: 'email' }, { field: 'password' }] });
  // Platform administrators belong to no client: the default site only.
  expect(await logIn('admin@platform.test', 'Tulip-Harbour-79!', '127.0.0.1')).toMatchObject({
    requiresTwoFactorValidation: true,
    errors: [],
  });
  expect(await logIn('admin@platform.test', 'Tulip-Harbour-79!', 'acme.localhost')).toEqual(wrong);
});

test('the email step answers from the site the request came to, alike for known and unknown emails', async () => {
  const CHECK =
    'mutation Check($input: CheckLoginEmailInput!) { checkLoginEmail(input: $input) { hasSso ssoUrl showRecaptcha errors { message } } }';
  const check = async (email: string, host: string) =>
    (await stack.graphql<{ checkLoginEmail: unknown }>(CHECK, { input: { email } }, { host })).body.data!
      .checkLoginEmail;
  const sso = { hasSso: true, ssoUrl: '/sso/start?domain=initech', showRecaptcha: false, errors: [] };
  expect(await check('employee@initech.test', 'initech.localhost')).toEqual(sso);
  expect(await check('no-one-by-this-name@initech.test', 'initech.localhost')).toEqual(sso);
  expect(await check('employee@initech.test', 'acme.localhost')).toEqual({
    hasSso: false,
    ssoUrl: null,
    showRecaptcha: false,
    errors: [],
  });
});
