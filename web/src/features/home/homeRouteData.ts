// The home route's loader, in a module of its own: routes.tsx fetches it beside the screen's chunk
// (HomeRoute.tsx), so the home query starts as soon as this small module arrives instead of after
// the whole screen has loaded (the post-login waterfall, docs/performance.md). The query itself is
// written in HomeRoute.tsx; this reads relay-compiler's artifact of it.
import { redirect } from 'react-router-dom';
import homeRouteQuery, { type HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import { queryRouteData } from '../../relay/queryRoute';
import { takeReturnTo } from '../../browser-storage/session';

// Every login lands here: one who was sent to log in from a page of the app goes on to it.
export const homeRouteData = queryRouteData<HomeRouteQuery>({
  query: homeRouteQuery,
  redirect: () => {
    const returnTo = takeReturnTo();
    return returnTo ? redirect(returnTo) : null;
  },
});

/** The home query, started as a login answers, before the navigation to home (shell/preloadHome.ts). */
export async function preloadHomeQuery(): Promise<void> {
  await preloadQuery<HomeRouteQuery>(homeRouteQuery, {});
}
