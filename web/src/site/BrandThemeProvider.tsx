// Holds the current client theme: the cached one first (so a returning visitor sees their brand
// at once), then whatever the `site` query or the viewer's client says, which is cached again.
import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { type BrandTheme, DEFAULT_THEME, readCachedTheme, toBrandTheme, writeCachedTheme } from './brandTheme';
import './fonts';
import { brandSystemFor } from './system';

interface BrandThemeContextValue {
  theme: BrandTheme;
  applyTheme: (theme: Partial<Record<keyof BrandTheme, unknown>>) => void;
}

const BrandThemeContext = createContext<BrandThemeContextValue>({ theme: DEFAULT_THEME, applyTheme: () => {} });

export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<BrandTheme>(() => readCachedTheme() ?? DEFAULT_THEME);

  const applyTheme = useCallback((input: Partial<Record<keyof BrandTheme, unknown>>) => {
    const next = toBrandTheme(input);
    writeCachedTheme(next);
    setTheme((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  // Made once per colours and fonts (system.ts): a theme that changes only logos keeps it.
  const system = brandSystemFor(theme);
  const value = useMemo(() => ({ theme, applyTheme }), [theme, applyTheme]);

  return (
    <BrandThemeContext.Provider value={value}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
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
