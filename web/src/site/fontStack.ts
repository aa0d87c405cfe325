// Maps whatever the CMS calls a font ("open-sans", "Roboto Slab", "roboto_slab") onto one of the
// families we serve, and builds the CSS font stack. Kept apart from fonts.ts so it is testable.

const KNOWN = ['Open Sans', 'Roboto', 'Roboto Slab', 'Inter'] as const;
const SERIF = new Set(['Roboto Slab']);

function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

export function resolveFontFamily(name: string | null | undefined, fallback = 'Open Sans'): string {
  const wanted = key(name ?? '');
  return KNOWN.find((family) => key(family) === wanted) ?? fallback;
}

/**
 * The brand family, then its metric-matched local fallback (font-fallbacks.css), so that text laid
 * out before the web font arrives does not move when it does, then the generic families.
 */
export function fontStack(name: string | null | undefined): string {
  const family = resolveFontFamily(name);
  const generic = SERIF.has(family)
    ? 'Georgia, "Times New Roman", serif'
    : 'system-ui, -apple-system, "Segoe UI", sans-serif';
  return `"${family}", "${family} Fallback", ${generic}`;
}
