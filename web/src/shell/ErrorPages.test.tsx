// The pages a visit can end on when something is missing or broken are titled as every page is,
// "{title} | {brand}": inside a shell with the shell's brand, outside one (the crash page) with the
// brand the browser last showed.
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BrandThemeProvider } from '../site/BrandThemeProvider';
import { writeCachedTheme, toBrandTheme } from '../site/brandTheme';
import { signedInShell } from '../testing/shell';
import { CrashPage } from './CrashPage';
import { NotFoundPage } from './NotFoundPage';
import { ShellContext } from './ShellContext';

function Throws(): never {
  throw new Error('The screen could not be drawn');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('"Page not found" inside the shell carries the brand', async () => {
  const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], { initialEntries: ['/app/nowhere'] });
  render(
    <BrandThemeProvider>
      <ShellContext.Provider value={signedInShell({})}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </BrandThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(document.title).toBe('Page not found | Acme Rewards');
});

test('the crash page reports the error to the gateway once and shows the reference it answered', async () => {
  const sent: { url: unknown; body: unknown }[] = [];
  window.fetch = (async (url: unknown, init?: { body?: unknown }) => {
    sent.push({ url, body: JSON.parse(String(init?.body)) });
    return { ok: true, headers: { get: (name: string) => (name === 'x-request-id' ? 'req-4821-abcd' : null) } };
  }) as unknown as typeof window.fetch;
  const router = createMemoryRouter([{ path: '/app/home/', Component: Throws, ErrorBoundary: CrashPage }], {
    initialEntries: ['/app/home/'],
  });
  render(
    <StrictMode>
      <BrandThemeProvider>
        <RouterProvider router={router} />
      </BrandThemeProvider>
    </StrictMode>,
  );
  expect(await screen.findByText('If you contact us about this, quote the reference req-4821-abcd.')).toBeTruthy();
  expect(sent).toEqual([
    {
      url: '/client-errors',
      body: { message: 'The screen could not be drawn', stack: expect.any(String), page: '/' },
    },
  ]);
});

test('the crash page, outside any shell, takes the brand the browser last showed', async () => {
  writeCachedTheme(toBrandTheme({ benefitBrandName: 'Acme Rewards' }));
  const router = createMemoryRouter([{ path: '/', Component: Throws, ErrorBoundary: CrashPage }]);
  render(
    <BrandThemeProvider>
      <RouterProvider router={router} />
    </BrandThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Uh oh!' })).toBeTruthy();
  expect(document.title).toBe('Uh oh! | Acme Rewards');
  expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
});
