// /sso-error/ words each reason in the spec's texts, whatever else the URL says; /sso-login/
// exchanges its token once, keeps a masquerade, hands an owed 2FA on to its screens, and sends a
// failure to /sso-error/.
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { getMasquerade, setMasquerade } from '../../browser-storage/masquerade';
import { clearLogin, getCredentials, getPendingTwoFactor } from '../../browser-storage/session';
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
  [
    'masquerade-link-expired',
    "Ooops your link has expired: This link has expired. Don't worry close this tab and start the masquerade session again.",
  ],
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

// The mock generator would answer true for every flag: a plain login owes no second factor.
const noSecondFactor = {
  requiresTwoFactorSetup: false,
  requiresTwoFactorValidation: false,
  twoFactorSetup: null,
  ssoPendingToken: null,
};

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
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { token: 'msqAbc', schemeYear: 2026 },
  });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        SsoLoginPayload: () => ({
          ...noSecondFactor,
          accessToken: 'msq.41.2026.x',
          expiresIn: 900,
          masqueradeUserId: 41,
          masqueradeSchemeYear: 2026,
          failure: null,
          errors: [],
        }),
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
          ...noSecondFactor,
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

test.each([
  [
    'set up',
    {
      requiresTwoFactorSetup: true,
      requiresTwoFactorValidation: false,
      twoFactorSetup: { secret: 'ABC', url: 'otpauth://x' },
    },
    '/two-fa-qr-setup/',
  ],
  ['typed', { requiresTwoFactorSetup: false, requiresTwoFactorValidation: true, twoFactorSetup: null }, '/two-fa/'],
])(
  'an sso login that owes the organisation’s 2FA goes on to have it %s, with the pending token for the password',
  async (_, owed, next) => {
    const environment = renderSsoLogin('/sso-login/abc');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SsoLoginPayload: () => ({
            accessToken: null,
            expiresIn: null,
            masqueradeUserId: null,
            masqueradeSchemeYear: null,
            ...owed,
            ssoPendingToken: 'pending',
            failure: null,
            errors: [],
          }),
        }),
      ),
    );
    expect(await screen.findByText(`Now at ${next}`)).toBeTruthy();
    expect(getCredentials()).toBeNull();
    expect(getPendingTwoFactor()).toEqual({ firstFactor: { ssoPendingToken: 'pending' }, setup: owed.twoFactorSetup });
  },
);
