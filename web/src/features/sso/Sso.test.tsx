// /sso-error/ words each reason in the spec's texts, whatever else the URL says; /sso-login/
// exchanges its token once, keeps a masquerade, and sends a failure to /sso-error/.
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { getMasquerade, setMasquerade } from '../../session/masquerade';
import { clearLogin, getCredentials } from '../../session/session';
import { createMockEnvironment } from 'relay-test-utils';
import { RelayEnvironmentProvider } from 'react-relay';
import { Route, Routes } from 'react-router-dom';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithProviders } from '../../testing/renderWithRelay';
import { route as ssoLoginRoute } from './SsoLoginRoute';
import { SsoErrorScreen } from './SsoErrorRoute';

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

afterEach(() => {
  clearLogin();
  setMasquerade(null);
});

test.each([
  ['masquerade-link-expired', "Ooops your link has expired: This link has expired. Don't worry close this tab and start the masquerade session again."],
  ['sso', 'Oops somethings gone wrong. We are unable to connect you. Please contact us'],
  ['<script>alert(1)</script>', 'Oops somethings gone wrong. We are unable to connect you. Please contact us'],
])('/sso-error/?reason=%s', (reason, text) => {
  renderWithProviders(
    <ShellContext.Provider value={shell}>
      <SsoErrorScreen />
    </ShellContext.Provider>,
    { path: `/sso-error/?reason=${encodeURIComponent(reason)}` },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Unable to log in' })).toBeTruthy();
  expect(screen.getByText(/Sorry, there was a problem signing in to your account/).textContent).toContain(text);
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/');
});

function renderSsoLogin(path: string): RelayMockEnvironment {
  const environment = createMockEnvironment();
  const SsoLogin = ssoLoginRoute.Component;
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Routes>
        <Route path="/sso-login/*" element={<SsoLogin />} />
        <Route path="*" element={null} />
      </Routes>
    </RelayEnvironmentProvider>,
    { path },
  );
  return environment;
}

test('a masquerade link is exchanged once for a session that remembers the masquerade', async () => {
  const environment = renderSsoLogin('/sso-login/msqAbc/2026');
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { token: 'msqAbc', schemeYear: 2026 } });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        SsoLoginPayload: () => ({ accessToken: 'msq.41.2026.x', expiresIn: 900, masqueradeUserId: 41, masqueradeSchemeYear: 2026, failure: null, errors: [] }),
      }),
    ),
  );
  expect(await screen.findByText('Now at /app/home/')).toBeTruthy();
  expect(getCredentials()?.access_token).toBe('msq.41.2026.x');
  expect(getMasquerade()).toEqual({ userId: 41, schemeYear: 2026 });
});

test('an expired link goes to /sso-error/ with its reason', async () => {
  const environment = renderSsoLogin('/sso-login/msqOld/2026');
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        SsoLoginPayload: () => ({
          accessToken: null,
          expiresIn: null,
          masqueradeUserId: null,
          masqueradeSchemeYear: null,
          failure: 'MASQUERADE_LINK_EXPIRED',
          errors: [],
        }),
      }),
    ),
  );
  expect(await screen.findByText('Now at /sso-error/')).toBeTruthy();
  expect(getCredentials()).toBeNull();
});
