// The first route ready between the provider's render and its subscription (a first render made in
// slices leaves room for it, and app.tsx listens to the router first, so the router keeps no copy
// of that first update for a later subscriber): the page still shows.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { SubscribedRouterProvider } from './SubscribedRouterProvider';

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

/**
 * A router whose first route (a lazy one) became ready while its provider was rendering: its state
 * reads as the state before until the provider subscribes, and as it is from then on.
 */
async function readyWhileRendering(): Promise<DataRouter> {
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: () => Promise.resolve({ Component: () => <h1>The page</h1> }),
      HydrateFallback: () => <p>Loading...</p>,
    },
  ]);
  const before = router.state;
  // Someone listening first, as app.tsx does for the login page's HTML copy.
  router.subscribe(() => undefined);
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
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

test('RouterProvider alone never hears that the route is ready: the page stays loading', async () => {
  render(<RouterProvider router={await readyWhileRendering()} />);
  expect(await screen.findByText('Loading...')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
});

test('SubscribedRouterProvider shows the page', async () => {
  render(<SubscribedRouterProvider router={await readyWhileRendering()} />);
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
});
