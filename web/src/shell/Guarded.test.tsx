// The guard asks the shell what the session may do (Viewer.can): a screen whose route asks for a
// permission the viewer lacks shows "Access Denied", titled as every page is.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { storeLogin } from '../browser-storage/session';
import { TestChakraProvider } from '../testing/renderWithRelay';
import { signedInShell } from '../testing/shell';
import type { Permission } from './ShellContext';
import { Guarded, requires } from './Guarded';
import { ShellContext } from './ShellContext';

function renderApproveSelections(can: Partial<Record<Permission, boolean>>) {
  const shell = signedInShell(can);
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        Component: Guarded,
        children: [
          {
            path: 'dashboard/approve-selections/:id',
            handle: requires('approveSelections'),
            Component: () => <h1>Cycle to Work - Selections awaiting approval</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/app/dashboard/approve-selections/1'] },
  );
  render(
    <TestChakraProvider>
      <ShellContext.Provider value={shell}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </TestChakraProvider>,
  );
}

beforeEach(() => {
  storeLogin({ access_token: 'token', expires_in: 900 });
});

test('an employer who may not approve meets Access Denied, titled "Access Denied | {brand}"', async () => {
  renderApproveSelections({ approveSelections: false });
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /Selections awaiting approval/ })).toBeNull();
  expect(document.title).toBe('Access Denied | Acme Rewards');
});

test('an approver sees the page', async () => {
  renderApproveSelections({ approveSelections: true });
  expect(await screen.findByRole('heading', { name: 'Cycle to Work - Selections awaiting approval' })).toBeTruthy();
});
