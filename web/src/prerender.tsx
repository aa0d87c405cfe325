// The login page as HTML, for the gateway to send inside index.html (gateway/src/http/web-app.ts):
// the first page of nearly every visit is painted from the page itself, in the site's brand,
// before any script has run (the phone LCP budget, docs/performance.md). Built by
// `vite build --ssr` into web/dist-ssr; the live page takes its place once it has rendered it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import loginRouteQuery, { type LoginRouteQuery$data } from './__generated__/LoginRouteQuery.graphql';
import publicShellQuery, { type PublicShellQuery$data } from './__generated__/PublicShellQuery.graphql';
import { LoginScreen } from './features/session/LoginRoute';
import { CookieBanner } from './shell/CookieBanner';
import { PublicShell } from './shell/PublicShell';
import { STATIC_PAGE_ID } from './shell/staticPage';
import { BrandThemeProvider } from './site/BrandThemeProvider';
import { toBrandTheme } from './site/brandTheme';
import { loadGlobalSheet } from './site/system';

/** The persisted ids of the queries the login page's HTML is drawn from, as its loaders send them. */
export const loginPageQueries = {
  shell: publicShellQuery.params.id,
  login: loginRouteQuery.params.id,
} as const;

export interface LoginPageData {
  shell: PublicShellQuery$data;
  login: LoginRouteQuery$data;
  /** Whether the visitor has not accepted cookies (no consent cookie): the banner is part of the page. */
  cookieBanner: boolean;
}

/**
 * The signed-out shell around the login screen, with the brand's variables and Chakra's styles
 * inline. Its form cannot be submitted (method="dialog": no request, no password in an address)
 * until the live page replaces it; ids are prefixed so they never meet the live page's.
 */
export async function renderLoginPage({ shell, login, cookieBanner }: LoginPageData): Promise<string> {
  // The build's global style sheet, under the name the live page looks for it by (site/system.ts).
  await loadGlobalSheet();
  // A data router, as the live page's (the shell reads its navigation state), with the data in hand.
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <PublicShell data={shell} />,
      children: [{ index: true, element: <LoginScreen data={login} /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('The login page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <BrandThemeProvider initialTheme={toBrandTheme(shell.site.theme)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      {cookieBanner ? (
        <div data-cookie-banner="">
          <CookieBanner router={router} />
        </div>
      ) : null}
    </BrandThemeProvider>,
    { identifierPrefix: 'static-' },
  );
  return `<div id="${STATIC_PAGE_ID}">${html.replace(/<form(?=[\s>])/g, '<form method="dialog"')}</div>`;
}
