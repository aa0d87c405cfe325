// The four families a client theme may choose, served from our own origin (no request leaves for a
// font CDN). The build writes their faces into index.html (web/brandFonts.ts): at the weights the
// screens use, the portal's own characters in a small file of their own. Each has a metric-matched
// local fallback (font-fallbacks.css, inlined beside them), and the families of the brand the first
// paint uses are requested as this module loads, not when the first text needs them (CLS,
// docs/performance.md).
import { DEFAULT_THEME, readCachedTheme, readServedTheme } from './brandTheme';
import { resolveFontFamily } from './fontStack';

export const FONT_FAMILIES = ['Open Sans', 'Roboto', 'Roboto Slab', 'Inter'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * Starts loading the faces of the brand the first render will use (the cached theme, or the one
 * the gateway served, whose faces index.html already preloads) at the weights the first screens
 * use (headings are bold), so they usually arrive before the first paint instead of being found by it.
 */
export function loadBrandFonts(theme = readCachedTheme() ?? readServedTheme() ?? DEFAULT_THEME): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  const faces = new Set([
    ...[400, 500, 700].map((weight) => `${weight} 1em "${resolveFontFamily(theme.baseFont)}"`),
    `700 1em "${resolveFontFamily(theme.headerFont)}"`,
  ]);
  // With text of its own the load picks the face of the portal's characters.
  for (const face of faces) void document.fonts.load(face, 'Aa').catch(() => {});
}

loadBrandFonts();
