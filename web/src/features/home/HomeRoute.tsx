// Route /app/home/: the home screen (HomeScreen.tsx), from one query preloaded by the route. The
// loader is in homeRouteData.ts, which routes.tsx loads beside this module.
import { graphql } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { HomeRouteQuery, HomeRouteQuery$data } from '../../__generated__/HomeRouteQuery.graphql';
import { queryScreen, type RouteModule } from '../../relay/queryRoute';
import { useBrandName, useShellData } from '../../shell/ShellContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { HomeScreen } from './HomeScreen';
import { homeRouteData } from './homeRouteData';
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
  // Set by the last 2FA setup screen, which "goes to /app/home/ with a welcome message".
  const twoFactorWelcome = Boolean((useLocation().state as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled);
  usePageTitle(homeStrings.pageTitle);

  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return (
    <HomeScreen viewer={viewer} brand={brand} navViewer={shellViewer ?? null} twoFactorWelcome={twoFactorWelcome} />
  );
}

export const route: RouteModule = {
  ...homeRouteData,
  Component: queryScreen<HomeRouteQuery>(homeRouteQuery, HomeRoute),
};
