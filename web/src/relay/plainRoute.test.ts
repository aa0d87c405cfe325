// The login route loads its query without Relay: the loader sends it by its persisted id and
// hands the data to the screen, unless someone is signed in, who goes home instead.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { route as loginRoute } from '../features/session/LoginRoute';
import { clearLogin, storeLogin } from '../browser-storage/session';
import { MemoryStorage } from '../testing/memoryStorage';

const site = { domain: 'acme', ssoAccessOnly: false, ssoAvailable: false, theme: { benefitBrandName: 'Acme Rewards' } };
let sent: { doc_id: string; variables: unknown }[] = [];

beforeEach(() => {
  sent = [];
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    fetch: async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as { doc_id: string; variables: unknown });
      return new Response(JSON.stringify({ data: { site } }));
    },
  });
  clearLogin();
});

const at = (path: string): LoaderFunctionArgs => {
  const url = new URL(`http://acme.localhost${path}`);
  return { request: new Request(url), url, pattern: '', params: {}, context: undefined };
};

test('signed out, the login page gets its query’s data, sent by persisted id', async () => {
  expect(await loginRoute.loader!(at('/'))).toEqual({ operation: 'LoginRouteQuery', data: { site } });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.doc_id).toMatch(/^[0-9a-f]{64}$/);
});

test('signed in, it sends nothing and goes to the home page', async () => {
  storeLogin({ access_token: 'signed-in', expires_in: 900 });
  const redirected = await loginRoute.loader!(at('/'));
  expect(redirected).toBeInstanceOf(Response);
  expect((redirected as Response).headers.get('Location')).toBe('/app/home/');
  expect(sent).toHaveLength(0);
});
