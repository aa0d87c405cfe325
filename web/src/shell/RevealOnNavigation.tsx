// The login page the gateway sent as HTML stays on screen while the live one renders behind it (the
// login screen reveals itself, LoginRoute.tsx); anything else the router comes to instead (a
// signed-in visitor's redirect, an error) is shown as soon as it is decided.
import { useLayoutEffect } from 'react';
import type { DataRouter, RouterState } from 'react-router-dom';
import { hasStaticPage, revealLivePage } from './staticPage';

const decidedElsewhere = (state: RouterState) => state.location.pathname !== '/' || state.errors !== null;

/**
 * Listens to the router only from its layout effect, which runs after RouterProvider's (it comes
 * after it in the tree). The router keeps its first update (the first route's module and data
 * ready) for a subscriber that comes late only when nobody else was listening: subscribed before
 * RouterProvider, this took that update from it whenever the route was ready between the first
 * render (made in slices) and RouterProvider's subscription, and the page stayed on its loading
 * state.
 */
export function RevealOnNavigation({ router }: { router: DataRouter }) {
  useLayoutEffect(() => {
    if (!hasStaticPage()) return;
    if (decidedElsewhere(router.state)) {
      revealLivePage();
      return;
    }
    const stop = router.subscribe((state) => {
      if (decidedElsewhere(state)) revealLivePage();
      if (!hasStaticPage()) stop();
    });
    return stop;
  }, [router]);
  return null;
}
