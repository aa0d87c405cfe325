// The browser tab's title. Every page, the crash, not-found and access-denied pages among them, is
// titled "{page} | {brand}" (the spec: "the login label plus the benefit brand name",
// "{title} | {brand}"). A page outside the shell (the crash page: the shell itself may be what
// crashed) takes the brand the browser last showed, which the theme cache keeps. (Not the theme
// provider: it brings the fonts' style sheets into every route module.)
import { useContext, useLayoutEffect } from 'react';
import { DEFAULT_THEME, readCachedTheme } from '../site/brandTheme';
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
  return (
    shell?.viewer?.client?.theme.benefitBrandName ??
    shell?.site.theme.benefitBrandName ??
    (readCachedTheme() ?? DEFAULT_THEME).benefitBrandName
  );
}

export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} | ${useTitleBrand()}`);
}
