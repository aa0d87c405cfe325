// login_attempts records the browser's address, for login security and masquerade alike. The
// gateway forwards its socket's address with the gateway secret; the api believes a forwarded
// address only beside that secret, so neither a browser's own X-Forwarded-For nor a caller on
// loopback can set it.
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../api/src/db/schema-login.js';
import { rawRequest } from '../../gateway/src/testing/raw-request.js';
import { startStack, type Stack } from '../integration/services.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken errors { message } } }`;

async function addressesOf(email: string): Promise<Array<string | null>> {
  const rows = await stack.db
    .select({ ip: loginAttempts.ip })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email));
  return rows.map((row) => row.ip);
}

/** A wrong password straight to the api, from `localAddress`, with the headers given. */
async function logInDirectly(email: string, headers: Record<string, string>, localAddress = '127.0.0.6') {
  const response = await rawRequest(stack.apiUrl, '/login', {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'Not-the-password-1!', site: 'acme', deviceToken: 'client-ip-test' }),
  });
  expect(response.status).toBe(401);
}

test("through the gateway, the browser's own address is recorded, whatever it claims", async () => {
  const email = 'someone-through-the-gateway@acme.test';
  const { body } = await stack.graphql(
    LOGIN,
    { input: { email, password: 'Not-the-password-1!', deviceToken: 'client-ip-test' } },
    { localAddress: '127.0.0.5', headers: { 'x-forwarded-for': '203.0.113.9', 'x-gateway-secret': 'a-guess' } },
  );
  expect(body.errors).toBeUndefined();
  expect(await addressesOf(email)).toEqual(['127.0.0.5']);
});

test('straight to the api, a forwarded address counts only with the gateway secret', async () => {
  await logInDirectly('with-the-secret@acme.test', {
    'x-forwarded-for': '198.51.100.7',
    'x-gateway-secret': stack.gatewaySecret,
  });
  expect(await addressesOf('with-the-secret@acme.test')).toEqual(['198.51.100.7']);
  await logInDirectly('with-a-wrong-secret@acme.test', {
    'x-forwarded-for': '198.51.100.7',
    'x-gateway-secret': `${stack.gatewaySecret}x`,
  });
  expect(await addressesOf('with-a-wrong-secret@acme.test')).toEqual(['127.0.0.6']);
  // Loopback is no longer trusted as a proxy: the caller is its own socket.
  await logInDirectly('with-no-secret@acme.test', { 'x-forwarded-for': '198.51.100.7' });
  expect(await addressesOf('with-no-secret@acme.test')).toEqual(['127.0.0.6']);
});
