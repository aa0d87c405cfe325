// The masquerade screens' states: the banner (shown only in a masquerade, naming the person and
// the year, with End), Account access (rows, empty), and the administrator's screen (not allowed,
// search, choose, the reason required, the link, a refusal in the api's words).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MasqueradeTestAccessQuery } from '../../__generated__/MasqueradeTestAccessQuery.graphql';
import type { MasqueradeTestAdminQuery } from '../../__generated__/MasqueradeTestAdminQuery.graphql';
import type { MasqueradeTestBannerQuery } from '../../__generated__/MasqueradeTestBannerQuery.graphql';
import { setMasquerade } from '../../browser-storage/masquerade';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import { MasqueradeBanner } from '../../shell/MasqueradeBanner';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { AccountAccessScreen } from './AccountAccessRoute';
import { MasqueradeScreen } from './MasqueradeRoute';

afterEach(() => act(() => setMasquerade(null)));

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

const bannerQuery = graphql`
  query MasqueradeTestBannerQuery @relay_test_operation {
    viewer {
      ...MasqueradeBanner_viewer
    }
  }
`;

function renderBanner() {
  return renderWithRelay<MasqueradeTestBannerQuery>({
    query: bannerQuery,
    resolvers: { Viewer: () => ({ id: 'v', name: 'Alex Morgan' }) },
    render: ({ viewer }) => (viewer ? <MasqueradeBanner viewer={viewer} /> : null),
  });
}

test('the banner shows only in a masquerade, naming the person and the scheme year, with End', async () => {
  renderBanner();
  expect(screen.queryByRole('region', { name: 'Masquerade session' })).toBeNull();
  act(() => setMasquerade({ userId: 41, schemeYear: 2026 }));
  const banner = await screen.findByRole('region', { name: 'Masquerade session' });
  expect(banner.textContent).toContain('You are acting as Alex Morgan · scheme year 2026');
  expect(within(banner).getByRole('link', { name: 'End masquerade' }).getAttribute('href')).toBe('/logout/');
});

const accessQuery = graphql`
  query MasqueradeTestAccessQuery @relay_test_operation {
    viewer {
      accountAccess {
        id
        employeeName
        employeeEmail
        accessedBy
        reason
        startedAt
        minutes
        active
      }
    }
  }
`;

function renderAccess(rows: object[]) {
  return renderWithRelay<MasqueradeTestAccessQuery>({
    query: accessQuery,
    resolvers: { Viewer: () => ({ id: 'v', accountAccess: rows }) },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <AccountAccessScreen data={data as never} />
      </ShellContext.Provider>
    ),
  });
}

test('Account access lists who, when, why and how long, and says when there is nothing', async () => {
  renderAccess([
    {
      id: 'a1',
      employeeName: 'Alex Morgan',
      employeeEmail: 'employee@acme.test',
      accessedBy: 'Platform Administrator, platform support',
      reason: 'Ticket 4821',
      startedAt: '2026-11-20T10:15:00.000Z',
      minutes: 12,
      active: false,
    },
  ]);
  const row = (await screen.findByText('Alex Morgan (employee@acme.test)')).closest('tr')!;
  expect(row.textContent).toContain('Platform Administrator, platform support');
  expect(row.textContent).toContain('Ticket 4821');
  expect(row.textContent).toContain('12 minutes');
  expect(row.textContent).toContain('20 Nov 2026');
  // Support and the client's own administrators both appear here: the page speaks for both.
  expect(screen.queryByText(/our support team/)).toBeNull();
  expect(screen.getByText(/platform support or someone at your organisation/)).toBeTruthy();
});

test('Account access with no sessions says so', async () => {
  renderAccess([]);
  expect(await screen.findByText('Nobody has viewed the portal as any of your employees.')).toBeTruthy();
});

const adminQuery = graphql`
  query MasqueradeTestAdminQuery @relay_test_operation {
    viewer {
      id
    }
  }
`;

function renderAdmin() {
  return renderWithRelay<MasqueradeTestAdminQuery>({
    query: adminQuery,
    resolvers: { Viewer: () => ({ id: 'v' }) },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <MasqueradeScreen data={data as never} />
      </ShellContext.Provider>
    ),
  });
}

test('an administrator searches, chooses, must give a reason, and gets the link; a refusal is shown in the api’s words', async () => {
  const user = userEvent.setup();
  const { environment } = renderAdmin();
  await user.type(await screen.findByLabelText('Search people by name or email'), 'alex');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ search: 'alex' }));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'v',
          masqueradeCandidates: [
            {
              userId: 41,
              name: 'Alex Morgan',
              email: 'employee@acme.test',
              userType: 'EMPLOYEE',
              clientName: 'Acme Manufacturing Ltd',
              schemeYear: 2026,
            },
          ],
        }),
      }),
    ),
  );
  await user.click(await screen.findByRole('button', { name: 'Choose Alex Morgan' }));
  expect((screen.getByLabelText(/Scheme year/) as HTMLInputElement).value).toBe('2026');
  await user.click(screen.getByRole('button', { name: 'Create masquerade link' }));
  expect(screen.getByText('This field is required')).toBeTruthy();

  await user.type(screen.getByLabelText(/Reason/), 'Ticket 4821');
  expect(screen.queryByText('This field is required')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Create masquerade link' }));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { userId: 41, reason: 'Ticket 4821', schemeYear: 2026 },
  });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        StartMasqueradePayload: () => ({
          url: null,
          expiresAt: null,
          errors: [{ field: null, message: 'Administrators cannot be masqueraded' }],
        }),
      }),
    ),
  );
  expect(screen.getByRole('alert').textContent).toContain('Administrators cannot be masqueraded');

  await user.click(screen.getByRole('button', { name: 'Create masquerade link' }));
  const url = 'http://acme.localhost:4000/sso-login/msqAbc/2026';
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        StartMasqueradePayload: () => ({ url, expiresAt: '2026-11-20T10:20:00.000Z', errors: [] }),
      }),
    ),
  );
  expect(screen.getByText('Your one-time link is ready')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open masquerade link' }).getAttribute('href')).toBe(url);
});

test('the scheme year must be four digits: its message stays until the link is asked for again', async () => {
  const user = userEvent.setup();
  const { environment } = renderAdmin();
  await user.type(await screen.findByLabelText('Search people by name or email'), 'alex');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ search: 'alex' }));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'v',
          masqueradeCandidates: [
            {
              userId: 41,
              name: 'Alex Morgan',
              email: 'employee@acme.test',
              userType: 'EMPLOYEE',
              clientName: 'Acme Manufacturing Ltd',
              schemeYear: null,
            },
          ],
        }),
      }),
    ),
  );
  await user.click(await screen.findByRole('button', { name: 'Choose Alex Morgan' }));
  // Without a scheme year of their own, this year.
  const year = screen.getByLabelText(/Scheme year/) as HTMLInputElement;
  expect(year.value).toBe(String(new Date().getFullYear()));
  await user.type(screen.getByLabelText(/Reason/), 'Ticket 4821');
  await user.clear(year);
  await user.type(year, '26');
  await user.click(screen.getByRole('button', { name: 'Create masquerade link' }));
  expect(await screen.findByText('Enter a year such as 2026')).toBeTruthy();
  expect(year.getAttribute('aria-invalid')).toBe('true');

  await user.type(year, '99');
  expect(screen.getByText('Enter a year such as 2026')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Create masquerade link' }));
  await waitFor(() => expect(screen.queryByText('Enter a year such as 2026')).toBeNull());
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { userId: 41, reason: 'Ticket 4821', schemeYear: 2699 },
  });
});
