// The router's provider for a first render made in slices (app.tsx renders it as a transition).
import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';

/**
 * RouterProvider takes the router's state when it renders and subscribes to its changes only in a
 * layout effect. The router keeps its first update (the first route's module and data ready) for a
 * subscriber that comes late only when nobody listened when it came, and app.tsx listens from the
 * start. Rendered in slices, the first route could be ready between the render and the
 * subscription, and the page stayed on its loading state. Once it has subscribed, a state that
 * moved on since its render mounts it again, from the state as it is.
 */
export function SubscribedRouterProvider({ router }: { router: DataRouter }) {
  const [generation, setGeneration] = useState(0);
  const rendered = router.state;
  // After the child's own layout effect, which subscribed. The render this sets off is the point:
  // the router (outside React) moved on unheard, and only a new mount reads it again.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (router.state !== rendered) setGeneration((current) => current + 1);
  }, [router, generation, rendered]);
  return <RouterProvider key={generation} router={router} />;
}
