// The browser tab's title. Every page, the crash, not-found and access-denied pages among them, is
// titled "{page} | {brand}" (the spec: "the login label plus the benefit brand name",
// "{title} | {brand}"). A page outside the shell (the crash page: the shell itself may be what
// crashed) takes the brand the browser last showed, which the theme keeps.
import { useContext, useLayoutEffect } from 'react';
import { useBrandTheme } from '../site/BrandThemeProvider';
import { ShellContext } from './ShellContext';

function useDocumentTitle(title: string): void {
  // Before the paint: a page is never shown under the document's own placeholder title.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/** The brand a title names: the signed-in person's client's, the site's, or the cached theme's. */
function useTitleBrand(): string {
  const shell = useContext(ShellContext);
  const { theme } = useBrandTheme();
  return shell?.viewer?.client?.theme.benefitBrandName ?? shell?.site.theme.benefitBrandName ?? theme.benefitBrandName;
}

export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} | ${useTitleBrand()}`);
}
