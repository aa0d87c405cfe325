// The signed-out shell: the same page around the routes as the signed-in one (ShellLayout), for
// someone not signed in, drawn from one query sent without Relay. The login page is the first
// page of nearly every visit, and Relay's runtime is a quarter of its JavaScript.
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import type { PublicShellQuery$data } from '../__generated__/PublicShellQuery.graphql';
import { graphql } from '../relay/plainOperations';
import { useShownTheme } from '../site/BrandThemeProvider';
import { FooterView } from './FooterView';
import { HeaderView } from './HeaderView';
import { ShellContext, type ShellData } from './ShellContext';
import { ShellLayout } from './ShellLayout';

// The header's and footer's fragments unmasked: their fields arrive in this query's own data.
export const publicShellQuery = graphql`
  query PublicShellQuery {
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
      ...Header_site @relay(mask: false)
      ...Footer_site @relay(mask: false)
    }
  }
`;

export function PublicShell({ data: { site } }: { data: PublicShellQuery$data }) {
  useShownTheme(site.theme);
  const shell = useMemo<ShellData>(() => ({ site, viewer: null }), [site]);

  return (
    <ShellContext.Provider value={shell}>
      <ShellLayout header={<HeaderView site={site} viewer={null} />} footer={<FooterView site={site} viewer={null} />}>
        <Outlet />
      </ShellLayout>
    </ShellContext.Provider>
  );
}
