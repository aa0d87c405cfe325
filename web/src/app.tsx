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
import { nextTask } from './shell/nextTask';
import { hasStaticPage, revealLivePage } from './shell/staticPage';
import { RevealOnNavigation } from './shell/RevealOnNavigation';
import { BrandThemeProvider } from './site/BrandThemeProvider';
import { loadGlobalSheet, portalSystem } from './site/system';

// A phone's main thread is given back between the steps of starting the app (its input, a paint go
// in between): the app's modules have just run, in one task; Chakra's system is made in the next
// (site/system.ts), with the global style sheet the build made for it, the router in the one after,
// and the first render after that.
await nextTask();
await loadGlobalSheet();
portalSystem();
await nextTask();

const router = createBrowserRouter(routes);
onUnauthenticated(() => void router.navigate('/', { replace: true }));

// The pages past the login page show money and dates. A page's first Intl formatter loads ICU's
// number and date data, 14 ms here and four times that on a phone: it is done while the route's
// data and modules are on their way, in tasks of its own, rather than inside the route's first
// task (format/money.ts and format/dates.ts make theirs as they are evaluated).
if (window.location.pathname !== '/') {
  void nextTask()
    .then(() => new Intl.NumberFormat('en-GB').format(0))
    .then(nextTask)
    .then(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(0));
}

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
