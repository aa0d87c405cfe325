// The four families a client theme may choose, at the spec's weights (300, 400, 500, 700), served
// from our own origin by @fontsource so no request leaves for a font CDN. Each has a metric-matched
// local fallback (font-fallbacks.css), and the families of the brand the first paint uses are
// requested as this module loads, not when the first text needs them (CLS, docs/performance.md).
import { DEFAULT_THEME, readCachedTheme } from './brandTheme';
import './font-fallbacks.css';
import { resolveFontFamily } from './fontStack';
import '@fontsource/open-sans/300.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/500.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-slab/300.css';
import '@fontsource/roboto-slab/400.css';
import '@fontsource/roboto-slab/500.css';
import '@fontsource/roboto-slab/700.css';
import '@fontsource/inter/300.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';

export const FONT_FAMILIES = ['Open Sans', 'Roboto', 'Roboto Slab', 'Inter'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * Starts loading the latin faces of the brand the first render will use (the cached theme, or the
 * default brand, which index.html already preloads) at the weights the first screens use, so
 * they usually arrive before the first paint instead of being found by it.
 */
export function loadBrandFonts(theme = readCachedTheme() ?? DEFAULT_THEME): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  const families = new Set([resolveFontFamily(theme.baseFont), resolveFontFamily(theme.headerFont)]);
  for (const family of families) {
    for (const weight of [400, 500, 700]) void document.fonts.load(`${weight} 1em "${family}"`).catch(() => {});
  }
}

loadBrandFonts();
