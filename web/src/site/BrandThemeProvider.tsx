// Holds the current client theme: the cached one first (so a returning visitor sees their brand
// at once), or the one the gateway wrote into the page for its site, then whatever the `site`
// query or the viewer's client says, which is cached again.
import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  type BrandTheme,
  DEFAULT_THEME,
  readCachedTheme,
  readServedTheme,
  toBrandTheme,
  writeCachedTheme,
} from './brandTheme';
import './fonts';
import { brandVariables, portalSystem } from './system';

interface BrandThemeContextValue {
  theme: BrandTheme;
  applyTheme: (theme: Partial<Record<keyof BrandTheme, unknown>>) => void;
}

const BrandThemeContext = createContext<BrandThemeContextValue>({ theme: DEFAULT_THEME, applyTheme: () => {} });

export function BrandThemeProvider({ children, initialTheme }: { children: ReactNode; initialTheme?: BrandTheme }) {
  // initialTheme: the site's, for the login page the gateway renders (prerender.tsx), which has no storage.
  const [theme, setTheme] = useState<BrandTheme>(
    () => initialTheme ?? readCachedTheme() ?? readServedTheme() ?? DEFAULT_THEME,
  );

  const applyTheme = useCallback((input: Partial<Record<keyof BrandTheme, unknown>>) => {
    const next = toBrandTheme(input);
    writeCachedTheme(next);
    setTheme((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  const value = useMemo(() => ({ theme, applyTheme }), [theme, applyTheme]);
  const { primaryColour, secondaryColour, baseFont, headerFont } = theme;
  // A new brand is a new style sheet of 28 variables: no component restyles (system.ts).
  const variables = useMemo(
    () => brandVariables({ primaryColour, secondaryColour, baseFont, headerFont }),
    [primaryColour, secondaryColour, baseFont, headerFont],
  );

  return (
    <BrandThemeContext.Provider value={value}>
      <ChakraProvider value={portalSystem()}>
        <style>{variables}</style>
        {children}
      </ChakraProvider>
    </BrandThemeContext.Provider>
  );
}

export function useBrandTheme(): BrandThemeContextValue {
  return useContext(BrandThemeContext);
}

/**
 * Shows the theme a shell's data names, before the browser paints: applied in an ordinary effect,
 * the first frame after a login showed the signed-out site's colours around the client's logos.
 */
export function useShownTheme(theme: Partial<Record<keyof BrandTheme, unknown>>): void {
  const { applyTheme } = useBrandTheme();
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [applyTheme, theme]);
}
