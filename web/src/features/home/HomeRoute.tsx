// Route /app/home/: the home screen (HomeScreen.tsx), from one query preloaded by the route.
import { graphql } from 'react-relay';
import { redirect, useLocation } from 'react-router-dom';
import type { HomeRouteQuery, HomeRouteQuery$data } from '../../__generated__/HomeRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { takeReturnTo } from '../../session/session';
import { useBrandName, useShellData } from '../../shell/ShellContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { HomeScreen } from './HomeScreen';
import { homeStrings } from './strings';

const homeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      ...HomeScreen_viewer
    }
  }
`;

function HomeRoute({ data: { viewer } }: { data: HomeRouteQuery$data }) {
  const brand = useBrandName();
  const shellViewer = useShellData().viewer;
  // Set by the last 2FA setup screen (spec section 4: "goes to /app/home/ with a welcome message").
  const twoFactorWelcome = Boolean((useLocation().state as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled);
  usePageTitle(homeStrings.pageTitle);

  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return <HomeScreen viewer={viewer} brand={brand} navViewer={shellViewer ?? null} twoFactorWelcome={twoFactorWelcome} />;
}

// Every login lands here: one who was sent to log in from a page of the app goes on to it.
export const route = queryRoute<HomeRouteQuery>({
  query: homeRouteQuery,
  Screen: HomeRoute,
  redirect: () => {
    const returnTo = takeReturnTo();
    return returnTo ? redirect(returnTo) : null;
  },
});
