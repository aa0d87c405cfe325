// When a route made by queryRoute loads its query again: only when its variables or the
// signed-in session change (or, for a route that may redirect, its URL), never just because a
// navigation passed by. The network answers at once here; what matters is the environment.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { route as approvalsRoute } from '../features/approvals/ApproveSelectionsRoute';
import { route as resetPasswordRoute } from '../features/password-reset/ResetPasswordRoute';
import { clearLogin, storeLogin } from '../browser-storage/session';
import type { RouteModule } from './queryRoute';
import { MemoryStorage } from '../testing/memoryStorage';

beforeEach(() => {
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    fetch: async () =>
      new Response(
        JSON.stringify({
          data: { viewer: null, site: { ssoAccessOnly: false, theme: { benefitBrandName: 'Acme Rewards' } } },
        }),
      ),
  });
  clearLogin();
});

const url = (path: string) => new URL(`http://acme.localhost${path}`);
const approvals = (benefitId: string) => ({
  url: url(`/app/dashboard/approve-selections/${benefitId}`),
  params: { benefitId },
});

async function load(module: RouteModule, at: { url: URL; params: Record<string, string> }) {
  const args: LoaderFunctionArgs = {
    request: new Request(at.url),
    url: at.url,
    pattern: '',
    params: at.params,
    context: undefined,
  };
  return module.loader!(args);
}

function revalidates(
  module: RouteModule,
  from: { url: URL; params: Record<string, string> },
  to: { url: URL; params: Record<string, string> },
) {
  return module.shouldRevalidate!({
    currentUrl: from.url,
    currentParams: from.params,
    nextUrl: to.url,
    nextParams: to.params,
    defaultShouldRevalidate: true,
  });
}

test('the same variables in the same session keep the loaded query, even on a link to the same page', async () => {
  await load(approvalsRoute, approvals('7'));
  expect(revalidates(approvalsRoute, approvals('7'), approvals('7'))).toBe(false);
  expect(
    revalidates(approvalsRoute, approvals('7'), {
      ...approvals('7'),
      url: url('/app/dashboard/approve-selections/7?from=dashboard'),
    }),
  ).toBe(false);
});

test('other variables load the query again', async () => {
  await load(approvalsRoute, approvals('7'));
  expect(revalidates(approvalsRoute, approvals('7'), approvals('8'))).toBe(true);
});

test('another session loads it again, into that session’s environment', async () => {
  await load(approvalsRoute, approvals('7'));
  storeLogin({ access_token: 'a-new-session', expires_in: 900 });
  expect(revalidates(approvalsRoute, approvals('7'), approvals('7'))).toBe(true);
});

test('a route that may redirect checks again whenever its URL changes', async () => {
  const withToken = { url: url('/reset-password/?token=abc'), params: {} };
  expect(await load(resetPasswordRoute, withToken)).toHaveProperty('kind', 'PreloadedQuery');
  expect(revalidates(resetPasswordRoute, withToken, withToken)).toBe(false);
  expect(
    revalidates(resetPasswordRoute, withToken, { url: url('/reset-password/?token=abc&message=hello'), params: {} }),
  ).toBe(true);

  const redirected = await load(resetPasswordRoute, { url: url('/reset-password/'), params: {} });
  expect(redirected).toBeInstanceOf(Response);
  expect((redirected as Response).headers.get('Location')).toBe('/forgotten-password');
});
