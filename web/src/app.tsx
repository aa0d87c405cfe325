// The app, imported by main.tsx once a page that came with HTML has painted it.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { syncConsentCookie } from './browser-storage/cookieConsent';
import { isLoggedIn } from './browser-storage/session';
import { onUnauthenticated } from './relay/graphqlFetch';
import { routes } from './routes';
import { CookieBanner } from './shell/CookieBanner';
import { CookieSettings } from './shell/CookieSettings';
import { hasStaticPage, revealLivePage } from './shell/staticPage';
import { BrandThemeProvider } from './site/BrandThemeProvider';

const router = createBrowserRouter(routes);
onUnauthenticated(() => void router.navigate('/', { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The login page the gateway sent as HTML stays on screen while the live one renders behind it (the
// login screen reveals itself, LoginRoute.tsx); anything else the router comes to instead (a
// signed-in visitor's redirect, an error) is shown as soon as it is decided.
syncConsentCookie();
if (hasStaticPage()) {
  if (window.location.pathname !== '/' || isLoggedIn()) revealLivePage();
  else {
    const stop = router.subscribe((state) => {
      if (state.location.pathname !== '/' || state.errors) revealLivePage();
      if (!hasStaticPage()) stop();
    });
  }
}

// Rendered synchronously so the first paint (the cookie banner, the loading state) is there by the
// time the page's load event fires. No Suspense boundary sits above RouterProvider: the routes
// own theirs (shell/AppShell.tsx says why). The Relay environment is provided by the shell, per
// session.
const root = createRoot(container);
flushSync(() =>
  root.render(
    <StrictMode>
      <BrandThemeProvider>
        <RouterProvider router={router} />
        <CookieBanner router={router} />
        <CookieSettings />
      </BrandThemeProvider>
    </StrictMode>,
  ),
);
