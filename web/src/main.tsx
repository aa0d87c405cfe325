import { StrictMode, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { environment, onUnauthenticated } from './relay/environment';
import { routes } from './routes';
import { CookieBanner } from './shell/CookieBanner';
import { RouteProgress } from './shell/RouteProgress';
import { StartupLoading } from './shell/StartupLoading';
import { BrandThemeProvider } from './theme/BrandThemeProvider';

const router = createBrowserRouter(routes);
onUnauthenticated(() => void router.navigate('/', { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Rendered synchronously so the first paint (the cookie banner, the loading state) is there by the
// time the page's load event fires.
const root = createRoot(container);
flushSync(() =>
  root.render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <BrandThemeProvider>
          <Suspense
            fallback={
              <>
                <RouteProgress active />
                <StartupLoading />
              </>
            }
          >
            <RouterProvider router={router} />
          </Suspense>
          <CookieBanner router={router} />
        </BrandThemeProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  ),
);
