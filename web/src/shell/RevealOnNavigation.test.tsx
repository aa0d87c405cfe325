// The login page's HTML copy gives way when the router comes to another page, and listening for
// that never takes the router's first update from RouterProvider.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { RevealOnNavigation } from './RevealOnNavigation';
import { STATIC_PAGE_ID } from './staticPage';

// jsdom has no Request; the router makes one for a route's loaders (there are none here) and
// reads only its method, address and signal.
class NavigationRequest {
  readonly method = 'GET';
  readonly signal: AbortSignal | undefined;
  constructor(
    readonly url: string,
    init?: { signal?: AbortSignal },
  ) {
    this.signal = init?.signal;
  }
}
globalThis.Request ??= NavigationRequest as unknown as typeof Request;

const loginPage = { path: '/', Component: () => <h1>Log in</h1> };
const elsewhere = { path: '/elsewhere', Component: () => <h1>Elsewhere</h1> };

/**
 * A router whose first route (a lazy one) became ready while it was being rendered, as a first
 * render made in slices allows: its state reads as before until someone subscribes.
 */
async function readyWhileRendering(listenFirst: boolean): Promise<DataRouter> {
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: () => Promise.resolve({ Component: () => <h1>The page</h1> }),
      HydrateFallback: () => <p>Loading...</p>,
    },
  ]);
  const before = router.state;
  if (listenFirst) router.subscribe(() => undefined);
  await waitFor(() => expect(router.state.initialized).toBe(true));
  let subscribed = false;
  return new Proxy(router, {
    get(target, property) {
      if (property === 'state') return subscribed ? target.state : before;
      if (property === 'subscribe')
        return (listener: Parameters<DataRouter['subscribe']>[0]) => {
          subscribed = true;
          return target.subscribe(listener);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function withStaticPage(): HTMLElement {
  const page = document.createElement('div');
  page.id = STATIC_PAGE_ID;
  document.body.append(page);
  return page;
}

afterEach(() => document.getElementById(STATIC_PAGE_ID)?.remove());

test('RouterProvider, subscribing first, hears that the first route became ready', async () => {
  withStaticPage();
  const router = await readyWhileRendering(false);
  render(
    <>
      <RouterProvider router={router} />
      <RevealOnNavigation router={router} />
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
});

test('anyone listening before RouterProvider takes that update from it: the page stays loading', async () => {
  render(<RouterProvider router={await readyWhileRendering(true)} />);
  expect(await screen.findByText('Loading...')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
});

test('the HTML copy stays on the login page and gives way when the router goes elsewhere', async () => {
  const copy = withStaticPage();
  const router = createMemoryRouter([loginPage, elsewhere]);
  render(
    <>
      <RouterProvider router={router} />
      <RevealOnNavigation router={router} />
    </>,
  );
  await screen.findByRole('heading', { name: 'Log in' });
  expect(copy.isConnected).toBe(true);
  await act(async () => {
    await router.navigate('/elsewhere');
  });
  expect(copy.isConnected).toBe(false);
});

test('a router already elsewhere when it mounts shows the live page at once', async () => {
  const copy = withStaticPage();
  const router = createMemoryRouter([loginPage, elsewhere], { initialEntries: ['/elsewhere'] });
  render(<RevealOnNavigation router={router} />);
  expect(copy.isConnected).toBe(false);
});
