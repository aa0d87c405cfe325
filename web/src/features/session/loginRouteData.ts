// The login route's loader, in the main chunk: the login page is where most visits start, and its
// query now goes out with the shell's instead of after the screen's chunk has loaded and run (the
// first page's waterfall: the LCP of `/`, docs/performance.md). It is a few hundred bytes; the
// query itself is written in LoginRoute.tsx, and this reads relay-compiler's artifact of it.
import { redirect } from 'react-router-dom';
import loginRouteQuery, { type LoginRouteQuery } from '../../__generated__/LoginRouteQuery.graphql';
import { plainQueryRouteData } from '../../relay/plainRoute';
import { isLoggedIn } from '../../browser-storage/session';

export const loginRouteData = plainQueryRouteData<LoginRouteQuery>({
  query: loginRouteQuery,
  // An already logged-in user goes straight to the home screen.
  redirect: () => (isLoggedIn() ? redirect('/app/home/') : null),
});
