// The app, imported by main.tsx once a page that came with HTML has painted it.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { syncConsentCookie } from './browser-storage/cookieConsent';
import { isLoggedIn } from './browser-storage/session';
import { onUnauthenticated } from './relay/graphqlFetch';
import { routes } from './routes';
import { CookieBanner } from './shell/CookieBanner';
import { CookieSettings } from './shell/CookieSettings';
import { hasStaticPage, revealLivePage } from './shell/staticPage';
import { RevealOnNavigation } from './shell/RevealOnNavigation';
import { BrandThemeProvider } from './site/BrandThemeProvider';

// The app's modules (Chakra's system among them) have just run, in one task: the router and the
// first render start in the next, so a phone's main thread is free in between (its input, a paint).
await new Promise((resolve) => setTimeout(resolve, 0));

const router = createBrowserRouter(routes);
onUnauthenticated(() => void router.navigate('/', { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A signed-in visitor, or any page but the login page, is shown at once instead of the login
// page's HTML copy; on the login page, RevealOnNavigation shows whatever the router comes to
// instead of the login screen (which reveals itself, LoginRoute.tsx).
syncConsentCookie();
if (hasStaticPage() && (window.location.pathname !== '/' || isLoggedIn())) revealLivePage();

// Rendered as a transition, so React renders the first page in slices of a few milliseconds and
// the browser stays free between them (a phone's main thread is never held for the whole page,
// which Lighthouse counts as blocking time). No Suspense boundary sits above RouterProvider: the
// routes own theirs (shell/AppShell.tsx says why). The Relay environment is provided by the
// shell, per session.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrandThemeProvider>
        <RouterProvider router={router} />
        <RevealOnNavigation router={router} />
        <CookieBanner router={router} />
        <CookieSettings />
      </BrandThemeProvider>
    </StrictMode>,
  ),
);
