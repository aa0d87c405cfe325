// The guard around /app/*: not logged in (or the server no longer knows the session) means the
// login is cleared and the user goes to / (home sends them on to where they were going, once
// logged in); a route that asks for a permission the viewer lacks (Viewer.can, the gateway's
// reading of the api's access declarations) shows "Access Denied"; while a screen's data loads,
// "Loading profile...".
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useMatches, useNavigate } from 'react-router-dom';
import { clearLogin, isLoggedIn, rememberReturnTo } from '../session/session';
import { AccessDenied } from './AccessDenied';
import { PageLoading } from './PageLoading';
import { type Permission, useShellData } from './ShellContext';
import { shellStrings } from './strings';

// Its own chunk: most visits never need it.
const NewTermsScreen = lazy(async () => ({ default: (await import('../features/terms/NewTermsScreen')).NewTermsScreen }));

/** Route handle a screen under /app sets to ask for a permission. */
export interface GuardHandle {
  requires?: Permission;
}

/** The handle of a screen that only viewers with this permission may open. */
export function requires(permission: Permission): GuardHandle {
  return { requires: permission };
}

export function guardedLoader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) {
    clearLogin();
    const url = new URL(request.url);
    rememberReturnTo(`${url.pathname}${url.search}`);
    return redirect('/');
  }
  return null;
}

export function Guarded() {
  const { viewer } = useShellData();
  const matches = useMatches();
  const required = matches.map((match) => (match.handle as GuardHandle | undefined)?.requires).find(Boolean);
  // Someone acting as the person may read the updated terms but never accept them: they go on
  // without, and the person is asked at their own next login.
  const [termsPassedOver, setTermsPassedOver] = useState(false);

  if (!viewer || !isLoggedIn()) return <SignOutAndGoHome />;
  // Updated site terms come before any page (spec section 4, Guarded pages: "new terms").
  if (viewer.siteTermsUpdated && !termsPassedOver) {
    return (
      <Suspense fallback={<PageLoading label={shellStrings.loadingProfile} />}>
        <NewTermsScreen personName={viewer.name} mayAccept={viewer.can.acceptTerms} onPassOver={() => setTermsPassedOver(true)} />
      </Suspense>
    );
  }
  if (required && !viewer.can[required]) {
    return <AccessDenied />;
  }
  return (
    <Suspense fallback={<PageLoading label={shellStrings.loadingProfile} />}>
      <Outlet />
    </Suspense>
  );
}

/** The server no longer knows the session (or there never was one): forget it and go to login. */
function SignOutAndGoHome() {
  const navigate = useNavigate();
  // In an effect, never during render: a render React discards (a transition that suspends)
  // must not sign anyone out. Forgetting the login also gives the next load a fresh, signed-out
  // Relay environment (relay/environment.ts).
  useLayoutEffect(() => {
    clearLogin();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
