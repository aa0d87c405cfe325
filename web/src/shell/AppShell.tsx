// The signed-in shell: the page around every route while someone is signed in (ShellLayout),
// from the one query it needs (the site and the viewer). RootShell.tsx loads it, with Relay, only
// then; the signed-out pages have PublicShell.tsx.
//
// Nothing here may suspend outside a boundary of its own: a suspension that reached above the
// router would hide RouterProvider and drop its subscription to the router, which then never
// learns that a navigation ended (the stall after login). So the shell's data is read
// inside its own Suspense, and the header, the page and the footer each have theirs.
import { Suspense, useEffect } from 'react';
import { graphql, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { preloadQuery, useReleaseUnusedQueries } from '../relay/preload';
import { useRouteQuery } from '../relay/queryRoute';
import { isLoggedIn, storeUserType } from '../browser-storage/session';
import { useShownTheme } from '../site/BrandThemeProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { HeaderPlaceholder } from './HeaderView';
import { IdleSession } from './IdleSession';
import { MasqueradeBanner } from './MasqueradeBanner';
import { ShellContext } from './ShellContext';
import { ShellLayout } from './ShellLayout';
import { StartupLoading } from './StartupLoading';

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
      name
      userType
      siteTermsUpdated
      voucherOnly
      hasFaqs
      # What this session may do (the api's access declarations): the guard, the navigation and
      # the screens offer nothing else.
      can {
        viewBenefits
        chooseBenefits
        giveConsent
        acceptTerms
        reportLifeEvents
        manageFamily
        sendEnquiry
        changePassword
        changeEmail
        manageTwoFactor
        signOutOtherSessions
        changeWindowReminders
        saveExpressionOfWish
        viewEmployerDashboard
        resendWelcomeEmails
        startEmployeeMasquerade
        viewAccountAccess
        approveSelections
        viewReports
        uploadEmployeeData
        viewEmployeeInsights
        viewBenefitTakeup
        managePlatformSettings
        manageVouchers
        startMasquerade
        helpMeChoose
      }
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
  useShownTheme(data.viewer?.client?.theme ?? data.site.theme);

  // The spec keeps the signed-in user's type beside the login (local storage `user`).
  const userType = data.viewer?.userType;
  useEffect(() => {
    if ((userType === 'EMPLOYEE' || userType === 'EMPLOYER') && isLoggedIn()) storeUserType(userType);
  }, [userType]);

  return (
    <ShellContext.Provider value={data}>
      <ShellLayout
        header={
          <Suspense fallback={<HeaderPlaceholder />}>
            <Header site={data.site} viewer={data.viewer ?? null} />
          </Suspense>
        }
        footer={
          <Suspense fallback={null}>
            <Footer site={data.site} viewer={data.viewer ?? null} />
          </Suspense>
        }
        banner={
          data.viewer ? (
            <Suspense fallback={null}>
              <MasqueradeBanner viewer={data.viewer} />
            </Suspense>
          ) : null
        }
      >
        {data.viewer && isLoggedIn() ? (
          <IdleSession>
            <Outlet />
          </IdleSession>
        ) : (
          <Outlet />
        )}
      </ShellLayout>
    </ShellContext.Provider>
  );
}
