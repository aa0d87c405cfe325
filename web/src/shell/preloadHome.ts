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

/**
 * The moment a login answers with a session (before the navigation to home starts): the signed-in
 * shell's query, which draws the header, and the home query go out in the new session's
 * environment. The route loaders that follow join these requests (Relay shares a query in
 * flight) or find the data in the store; the references are released like the loaders' own.
 */
export function startSignedInQueries(): void {
  void import('./AppShell').then((module) => module.appShellLoader()).catch(() => undefined);
  void import('../features/home/homeRouteData').then((module) => module.preloadHomeQuery()).catch(() => undefined);
}
