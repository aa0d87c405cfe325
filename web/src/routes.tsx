// The route table (spec section 2). The shell and the guard are in the main chunk; every screen
// is its own lazy chunk whose loader preloads the screen's query. Screens not built yet fall to
// the not-found page.
import type { RouteObject } from 'react-router-dom';
import { AppShell, appShellLoader, appShellShouldRevalidate } from './shell/AppShell';
import { CrashPage } from './shell/CrashPage';
import { Guarded, guardedLoader } from './shell/Guarded';
import { NotFoundPage } from './shell/NotFoundPage';
import { StartupLoading } from './shell/StartupLoading';

const staticPage = (kind: 'COOKIE_POLICY' | 'PRIVACY_STATEMENT' | 'TERMS_AND_CONDITIONS') => async () =>
  (await import('./features/static-pages/StaticPageRoute')).staticPageRoute(kind);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    loader: appShellLoader,
    shouldRevalidate: appShellShouldRevalidate,
    ErrorBoundary: CrashPage,
    HydrateFallback: StartupLoading,
    children: [
      { index: true, lazy: () => import('./features/login/LoginRoute') },
      { path: 'cookie-policy/*', lazy: staticPage('COOKIE_POLICY') },
      { path: 'privacy-statement/*', lazy: staticPage('PRIVACY_STATEMENT') },
      { path: 'terms-and-conditions/*', lazy: staticPage('TERMS_AND_CONDITIONS') },
      { path: 'activation/*', lazy: () => import('./features/activation/ActivationRoute') },
      { path: 'forgotten-password/*', lazy: () => import('./features/forgotten-password/ForgottenPasswordRoute') },
      { path: 'reset-password/*', lazy: () => import('./features/reset-password/ResetPasswordRoute') },
      { path: 'logout/*', lazy: () => import('./features/logout/LogoutRoute') },
      { path: 'logout-success/*', lazy: () => import('./features/logout/LogoutSuccessRoute') },
      { path: 'two-fa/*', lazy: () => import('./features/two-factor/TwoFaCodeLoginRoute') },
      { path: 'two-fa-code-login/*', lazy: () => import('./features/two-factor/TwoFaCodeLoginRoute') },
      { path: 'two-fa-qr-setup/*', lazy: () => import('./features/two-factor/TwoFaQrSetupRoute') },
      { path: 'two-fa-code-setup/*', lazy: () => import('./features/two-factor/TwoFaCodeSetupRoute') },
      {
        path: 'app',
        Component: Guarded,
        loader: guardedLoader,
        children: [
          { path: 'home', lazy: () => import('./features/home/HomeRoute') },
          { path: 'dashboard', lazy: () => import('./features/dashboard/DashboardRoute') },
          { path: 'dashboard/approve-selections', lazy: () => import('./features/approve-selections/ApproveSelectionsIndexRoute') },
          { path: 'dashboard/approve-selections/:benefitId', lazy: () => import('./features/approve-selections/ApproveSelectionsRoute') },
          { path: 'employee-data', lazy: () => import('./features/employee-data/EmployeeDataRoute') },
          { path: '*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
