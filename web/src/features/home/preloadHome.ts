// What the first page after login needs, fetched while the user types their password (issue 13):
// the home route's loader and screen, and the signed-in header's menus. Importing a module twice
// fetches it once, so the navigation after login finds them loaded.
import { preloadHeaderMenus } from '../../shell/Header';

export const loadHomeRouteData = () => import('./homeRouteData');
export const loadHomeRoute = () => import('./HomeRoute');

export function preloadHomePage(): void {
  void loadHomeRouteData();
  void loadHomeRoute();
  preloadHeaderMenus();
}
