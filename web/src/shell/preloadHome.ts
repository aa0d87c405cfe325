// What the first page after login needs, fetched while the user types their password: the home
// route's loader and screen (the modules routes.tsx loads for /app/home/), the signed-in shell
// (with Relay) and its header's menus. Importing a module twice fetches it once, so the
// navigation after login finds them loaded. It lives in the shell, the layer both sides share:
// the login form (the session domain's) asks for the home page without importing the home domain.
import { preloadHeaderMenus } from './HeaderView';

export function preloadHomePage(): void {
  void import('../features/home/homeRouteData');
  void import('../features/home/HomeRoute');
  preloadHeaderMenus();
  void import('./AppShell');
}
