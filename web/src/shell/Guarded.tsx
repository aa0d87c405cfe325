// The guard around /app/*: not logged in (or the server no longer knows the session) means the
// login is cleared and the user goes to / (home sends them on to where they were going, once
// logged in); a route that asks for a permission the viewer lacks (Viewer.can, the gateway's
// reading of the api's access declarations) shows "Access Denied"; while a screen's data loads,
// "Loading profile...".
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useMatches, useNavigate } from 'react-router-dom';
import { type Masquerade, useMasquerade } from '../browser-storage/masquerade';
import { clearLogin, isLoggedIn, rememberReturnTo } from '../browser-storage/session';
import { AccessDenied } from './AccessDenied';
import { PageLoading } from './PageLoading';
import { type Permission, useShellData } from './ShellContext';
import { shellStrings } from './strings';

// Its own chunk: most visits never need it.
const NewTermsScreen = lazy(async () => ({
  default: (await import('../features/terms/NewTermsScreen')).NewTermsScreen,
}));

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
  // without (for the rest of this tab's masquerade), and the person is asked at their next login.
  const masquerade = useMasquerade();
  const [termsPassedOver, setTermsPassedOver] = useState(() => wasPassedOver(masquerade));

  if (!viewer || !isLoggedIn()) return <SignOutAndGoHome />;
  // Updated site terms come before any page.
  if (viewer.siteTermsUpdated && !termsPassedOver) {
    return (
      <Suspense fallback={<PageLoading label={shellStrings.loadingProfile} />}>
        <NewTermsScreen
          personName={viewer.name}
          mayAccept={viewer.can.acceptTerms}
          onPassOver={() => {
            passOver(masquerade);
            setTermsPassedOver(true);
          }}
        />
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

// Which masquerade (person and scheme year) went on past the terms in this tab.
const PASSED_OVER = 'termsPassedOver';
const keyOf = (masquerade: Masquerade | null) => (masquerade ? `${masquerade.userId}.${masquerade.schemeYear}` : null);

function wasPassedOver(masquerade: Masquerade | null): boolean {
  try {
    return keyOf(masquerade) !== null && sessionStorage.getItem(PASSED_OVER) === keyOf(masquerade);
  } catch {
    return false;
  }
}

function passOver(masquerade: Masquerade | null): void {
  const key = keyOf(masquerade);
  try {
    if (key) sessionStorage.setItem(PASSED_OVER, key);
  } catch {
    // Storage blocked: the terms show again after a reload, and can be passed over again.
  }
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
