// The route table: every route of the spec that is built, and the module that draws it.
// Each screen is its own lazy chunk named after its route (features/<domain>/<Name>Route.tsx,
// exporting one `route`), whose loader preloads the screen's query. A screen that shows several
// domains (the dashboard, the employee data, the profile, total benefits) is composed by its
// route module in pages/<Name>Route.tsx, since a domain never imports another. The root shell (signed in or
// not, shell/RootShell.tsx) and the guard are in the main chunk. Screens not built yet fall to the not-found page.
import type { RouteObject } from 'react-router-dom';
import { loginRouteData } from './features/session/loginRouteData';
import type { RouteModule } from './relay/queryRoute';
import { CrashPage } from './shell/CrashPage';
import { nextTask } from './shell/nextTask';
import { Guarded, guardedLoader } from './shell/Guarded';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootShell, rootShellLoader, rootShellShouldRevalidate } from './shell/RootShell';
import { StartupLoading } from './shell/StartupLoading';

/**
 * A screen's modules, imported from a task of their own. The router asks for them in the task that
 * starts the app or a navigation, and an import adds a preload link to the page for each chunk the
 * module imports, a millisecond or more each: inside the router's task, that made it the longest
 * task of a phone's first load.
 */
async function importLater<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  return load();
}

/**
 * A route module, loaded when its path is first visited, in a Relay scope: the signed-out shell
 * has no Relay environment of its own (relay/RelayScope.tsx).
 */
const screen = (load: () => Promise<{ route: RouteModule }>) => async () => {
  const [{ route }, { withRelayScope }] = await importLater(() => Promise.all([load(), import('./relay/RelayScope')]));
  return withRelayScope(route);
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootShell,
    loader: rootShellLoader,
    shouldRevalidate: rootShellShouldRevalidate,
    ErrorBoundary: CrashPage,
    HydrateFallback: StartupLoading,
    children: [
      {
        // A screen that throws shows the crash page inside the shell, under its header; only a
        // crash of the shell itself takes the whole page (the root's boundary above).
        ErrorBoundary: CrashPage,
        children: [
          // The login page does without Relay (the first page stays light), and its loader is
          // in this chunk, so its query starts beside the shell's while the screen's chunk loads.
          {
            index: true,
            loader: loginRouteData.loader,
            lazy: {
              Component: async () => (await importLater(() => import('./features/session/LoginRoute'))).route.Component,
            },
          },
          { path: 'logout/*', lazy: screen(() => import('./features/session/LogoutRoute')) },
          { path: 'logout-success/*', lazy: screen(() => import('./features/session/LogoutSuccessRoute')) },
          { path: 'cookie-policy/*', lazy: screen(() => import('./features/content/CookiePolicyRoute')) },
          { path: 'privacy-statement/*', lazy: screen(() => import('./features/content/PrivacyStatementRoute')) },
          { path: 'terms-and-conditions/*', lazy: screen(() => import('./features/content/TermsAndConditionsRoute')) },
          // A public route in the spec's list, but for signed-in people only: the guard sends anyone
          // else to /, and shows new terms first, as it does for /app/*.
          {
            path: 'contact-us',
            Component: Guarded,
            loader: guardedLoader,
            // /contact-us/ itself and anything below it (the spec's /contact-us/*).
            children: [
              { index: true, lazy: screen(() => import('./features/contact/ContactUsRoute')) },
              { path: '*', lazy: screen(() => import('./features/contact/ContactUsRoute')) },
            ],
          },
          { path: 'activation/*', lazy: screen(() => import('./features/activation/ActivationRoute')) },
          {
            path: 'forgotten-password/*',
            lazy: screen(() => import('./features/password-reset/ForgottenPasswordRoute')),
          },
          { path: 'reset-password/*', lazy: screen(() => import('./features/password-reset/ResetPasswordRoute')) },
          // The spec also calls /two-fa "/two-fa-code-login".
          { path: 'two-fa/*', lazy: screen(() => import('./features/two-factor/TwoFactorCodeLoginRoute')) },
          { path: 'two-fa-code-login/*', lazy: screen(() => import('./features/two-factor/TwoFactorCodeLoginRoute')) },
          { path: 'two-fa-qr-setup/*', lazy: screen(() => import('./features/two-factor/TwoFactorQrSetupRoute')) },
          { path: 'two-fa-code-setup/*', lazy: screen(() => import('./features/two-factor/TwoFactorCodeSetupRoute')) },
          { path: 'sso-login/*', lazy: screen(() => import('./features/sso/SsoLoginRoute')) },
          { path: 'sso-error/*', lazy: screen(() => import('./features/sso/SsoErrorRoute')) },
          {
            path: 'app',
            Component: Guarded,
            loader: guardedLoader,
            children: [
              // Its loader is a small module of its own, loaded beside the screen, so the home query
              // starts without waiting for the screen's chunk (the post-login waterfall). The login
              // form fetches both ahead (shell/preloadHome.ts).
              {
                path: 'home',
                lazy: {
                  loader: async () => (await import('./features/home/homeRouteData')).homeRouteData.loader,
                  shouldRevalidate: async () =>
                    (await import('./features/home/homeRouteData')).homeRouteData.shouldRevalidate,
                  Component: async () => (await importLater(() => import('./features/home/HomeRoute'))).route.Component,
                },
              },
              { path: 'home/my-profile', lazy: screen(() => import('./pages/ProfileRoute')) },
              { path: 'my-benefits', lazy: screen(() => import('./features/benefits/MyBenefitsRoute')) },
              {
                path: 'my-benefits/help-me-choose',
                lazy: screen(() => import('./features/benefits/help-me-choose/HelpMeChooseRoute')),
              },
              { path: 'my-benefits/:id', lazy: screen(() => import('./features/benefits/BenefitRoute')) },
              {
                path: 'my-benefits/:id/compare',
                lazy: screen(() => import('./features/benefits/compare/CompareRoute')),
              },
              {
                path: 'my-benefits/:id/setup/*',
                lazy: screen(() => import('./features/benefits/setup/BenefitSetupRoute')),
              },
              {
                path: 'my-benefits/:id/manage',
                lazy: screen(() => import('./features/benefits/setup/BenefitSetupRoute')),
              },
              { path: 'my-total-benefits', lazy: screen(() => import('./pages/MyTotalBenefitsRoute')) },
              {
                path: 'my-total-benefits-enhanced',
                lazy: screen(() => import('./features/total-reward/MyTotalBenefitsEnhancedRoute')),
              },
              { path: 'faqs', lazy: screen(() => import('./features/content/FaqsRoute')) },
              { path: 'dashboard', lazy: screen(() => import('./pages/DashboardRoute')) },
              {
                path: 'dashboard/approve-selections',
                lazy: screen(() => import('./features/approvals/ApproveSelectionsIndexRoute')),
              },
              {
                path: 'dashboard/approve-selections/:benefitId',
                lazy: screen(() => import('./features/approvals/ApproveSelectionsRoute')),
              },
              {
                path: 'dashboard/account-access',
                lazy: screen(() => import('./features/masquerade/AccountAccessRoute')),
              },
              {
                path: 'dashboard/benefit-takeup',
                lazy: screen(() => import('./features/benefit-takeup/BenefitTakeupRoute')),
              },
              {
                path: 'dashboard/benefit-takeup/:benefitId',
                lazy: screen(() => import('./features/benefit-takeup/BenefitTakeupDetailRoute')),
              },
              {
                path: 'dashboard/employee-engagement',
                lazy: screen(() => import('./features/employee-insights/EmployeeEngagementRoute')),
              },
              {
                path: 'dashboard/employee-insights',
                lazy: screen(() => import('./features/employee-insights/EmployeeInsightsRoute')),
              },
              { path: 'employee-data', lazy: screen(() => import('./pages/EmployeeDataRoute')) },
              {
                path: 'dashboard/platform-settings',
                lazy: screen(() => import('./features/platform-settings/PlatformSettingsRoute')),
              },
              { path: 'ccv/manage', lazy: screen(() => import('./features/vouchers/VoucherManageRoute')) },
              { path: 'admin/masquerade', lazy: screen(() => import('./features/masquerade/MasqueradeRoute')) },
              { path: 'reporting', lazy: screen(() => import('./features/reports/ReportingRoute')) },
              { path: '*', Component: NotFoundPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
