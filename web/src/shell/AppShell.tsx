// The page shell around every route: header, main landmark, footer, cookie banner, progress bar.
// It owns the one query the shell needs (the site and, when signed in, the viewer).
//
// Nothing here may suspend outside a boundary of its own: a suspension that reached above the
// router would hide RouterProvider and drop its subscription to the router, which then never
// learns that a navigation ended (the stall after login, issue 7). So the shell's data is read
// inside its own Suspense, and the header, the page and the footer each have theirs.
import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { graphql, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { preloadQuery, useReleaseUnusedQueries } from '../relay/preload';
import { useRouteQuery } from '../relay/queryRoute';
import { isLoggedIn, storeUserType } from '../session/session';
import { useBrandTheme } from '../site/BrandThemeProvider';
import { Footer } from './Footer';
import { Header, HeaderPlaceholder } from './Header';
import { IdleSession } from './IdleSession';
import { MasqueradeBanner } from './MasqueradeBanner';
import { PageLoading } from './PageLoading';
import { RouteProgress } from './RouteProgress';
import { ShellContext } from './ShellContext';
import { StartupLoading } from './StartupLoading';
import { shellStrings } from './strings';

const appShellQuery = graphql`
  query AppShellQuery {
    site {
      theme {
        primaryColour
        secondaryColour
        baseFont
        headerFont
        benefitBrandName
        logoFileUrl
        mobileLogo
        brandHeaderLogo
      }
      ...Header_site
      ...Footer_site
    }
    viewer {
      id
      userType
      siteTermsUpdated
      employmentStatus
      voucherOnly
      hasFaqs
      client {
        theme {
          primaryColour
          secondaryColour
          baseFont
          headerFont
          benefitBrandName
          logoFileUrl
          mobileLogo
          brandHeaderLogo
        }
      }
      ...Header_viewer
      ...Footer_viewer
      ...MasqueradeBanner_viewer
    }
  }
`;

export function appShellLoader(): Promise<PreloadedQuery<AppShellQuery>> {
  return preloadQuery<AppShellQuery>(appShellQuery, {});
}

/** The viewer can change on any navigation (login, logout, expiry), so the shell always reloads;
 *  store-or-network makes that free when nothing changed. */
export function appShellShouldRevalidate(): boolean {
  return true;
}

export function AppShell() {
  const reference = useRouteQuery<AppShellQuery>(appShellQuery);
  useReleaseUnusedQueries();
  // The environment of the session this page was loaded in: after a login the old page keeps its
  // own (signed-out) store until the new page's data is all there, then both change together.
  return (
    <RelayEnvironmentProvider environment={reference.environment}>
      <Suspense fallback={<StartupLoading />}>
        <Shell reference={reference} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}

function Shell({ reference }: { reference: PreloadedQuery<AppShellQuery> }) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, reference);
  const navigation = useNavigation();
  const { applyTheme } = useBrandTheme();
  const theme = data.viewer?.client?.theme ?? data.site.theme;

  useEffect(() => {
    applyTheme(theme);
  }, [applyTheme, theme]);

  // The spec keeps the signed-in user's type beside the login (local storage `user`).
  const userType = data.viewer?.userType;
  useEffect(() => {
    if ((userType === 'EMPLOYEE' || userType === 'EMPLOYER') && isLoggedIn()) storeUserType(userType);
  }, [userType]);

  return (
    <ShellContext.Provider value={data}>
      <ScrollRestoration />
      <RouteProgress active={navigation.state !== 'idle'} />
      <Flex direction="column" minH="100dvh" bg="gray.50">
        <Link
          href="#main"
          position="absolute"
          left="-9999px"
          zIndex="skipLink"
          _focus={{ left: '4', top: '4', bg: 'white', px: '4', py: '2', rounded: 'md', boxShadow: 'md' }}
        >
          {shellStrings.skipToContent}
        </Link>
        <Suspense fallback={<HeaderPlaceholder />}>
          <Header site={data.site} viewer={data.viewer ?? null} />
        </Suspense>
        <Box
          as="main"
          id="main"
          flex="1"
          display="flex"
          flexDirection="column"
          tabIndex={-1}
          _focus={{ outline: 'none' }}
        >
          <Suspense fallback={<PageLoading />}>
            {data.viewer && isLoggedIn() ? (
              <IdleSession>
                <Outlet />
              </IdleSession>
            ) : (
              <Outlet />
            )}
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <Footer site={data.site} viewer={data.viewer ?? null} />
        </Suspense>
        {data.viewer ? (
          <Suspense fallback={null}>
            <MasqueradeBanner viewer={data.viewer} />
          </Suspense>
        ) : null}
      </Flex>
    </ShellContext.Provider>
  );
}
