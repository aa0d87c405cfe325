// What the first page after login needs, fetched while the user types their password (issue 13):
// the home route's loader and screen, the signed-in shell (with Relay) and its header's menus.
// Importing a module twice fetches it once, so the navigation after login finds them loaded.
import { preloadHeaderMenus } from '../../shell/HeaderView';

export const loadHomeRouteData = () => import('./homeRouteData');
export const loadHomeRoute = () => import('./HomeRoute');
export const loadRelayScope = () => import('../../relay/RelayScope');

export function preloadHomePage(): void {
  void loadHomeRouteData();
  void loadHomeRoute();
  preloadHeaderMenus();
  void import('../../shell/AppShell');
}
