// The signed-in header is never an empty band: while its data or its menus are on the way, grey
// blocks stand where the logo and the user menu go, in a box of the header's own height; once the
// menus have arrived (fetched during login, or beside the shell's query) the header draws them at
// once, without a moment in which the navigation stands alone.
import { render, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { HeaderTestQuery } from '../__generated__/HeaderTestQuery.graphql';
import { renderWithRelay, TestChakraProvider } from '../testing/renderWithRelay';
import { Header } from './Header';
import { HeaderPlaceholder, loadHeaderMenus } from './HeaderView';
import { StartupLoading } from './StartupLoading';

const query = graphql`
  query HeaderTestQuery @relay_test_operation {
    site {
      ...Header_site
    }
    viewer {
      ...Header_viewer
    }
  }
`;

function renderHeader() {
  return renderWithRelay<HeaderTestQuery>({
    query,
    resolvers: {
      Viewer: () => ({
        name: 'Alex Morgan',
        avatar: null,
        hasFaqs: true,
        can: { viewBenefits: true, viewEmployerDashboard: false, startMasquerade: false },
        client: { clientName: 'Acme Manufacturing Ltd', theme: { benefitBrandName: 'Acme Rewards', clientLogo: null } },
      }),
    },
    render: (data) => <Header site={data.site} viewer={data.viewer ?? null} />,
  });
}

/** The header's row (logo, navigation, menus): its style class fixes the header's height. */
const rowOf = (header: Element) => header.children[1]?.firstElementChild;

test('before its menus arrive the header shows where the user menu goes, not a gap', () => {
  renderHeader();
  const header = screen.getByRole('banner');
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  expect(screen.getByTestId('user-menu-skeleton')).toBeTruthy();
  expect(header.getAttribute('aria-busy')).toBeNull();
});

test('once the menus have arrived, the header draws its user menu with its navigation, at once', async () => {
  await loadHeaderMenus();
  renderHeader();
  const header = await screen.findByRole('banner');
  // Drawn in the same render as the navigation: nothing left to suspend on.
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Alex Morgan/ })).toBeTruthy();
  expect(screen.queryByTestId('user-menu-skeleton')).toBeNull();

  const { container } = render(
    <TestChakraProvider>
      <HeaderPlaceholder />
    </TestChakraProvider>,
  );
  const placeholder = container.querySelector('header')!;
  expect(placeholder.getAttribute('aria-busy')).toBe('true');
  // The same box: the placeholder's row has the header's height classes, and the header's own.
  expect(rowOf(placeholder)!.className).toBe(rowOf(header)!.className);
  expect(placeholder.className).toBe(header.className);
});

test('the first load of a signed-in page shows the header placeholder above "Loading profile..."', () => {
  window.history.pushState({}, '', '/app/home/');
  const { container, unmount } = render(
    <TestChakraProvider>
      <StartupLoading />
    </TestChakraProvider>,
  );
  expect(container.querySelector('header[aria-busy="true"]')).toBeTruthy();
  expect(screen.getByTestId('user-menu-skeleton')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Loading profile...');
  unmount();

  window.history.pushState({}, '', '/');
  const signedOut = render(
    <TestChakraProvider>
      <StartupLoading />
    </TestChakraProvider>,
  );
  expect(signedOut.container.querySelector('header')).toBeNull();
});
