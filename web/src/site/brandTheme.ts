// The client's branding as the gateway's Theme type carries it, plus the default (demo) brand and
// the local-storage cache that lets a returning visitor see their brand before the first response.
import { isHexColour } from './tints';

export interface BrandTheme {
  primaryColour: string;
  secondaryColour: string;
  baseFont: string;
  headerFont: string;
  benefitBrandName: string;
  logoFileUrl: string | null;
  mobileLogo: string | null;
  brandHeaderLogo: string | null;
}

/** The spec's defaults: demo brand name, teal primary and navy accent, demo logos. */
export const DEFAULT_THEME: BrandTheme = {
  primaryColour: '1bb4bf',
  secondaryColour: '1b1a38',
  baseFont: 'Open Sans',
  headerFont: 'Open Sans',
  benefitBrandName: 'Demo Benefits',
  logoFileUrl: '/brands/default/logo.svg',
  mobileLogo: '/brands/default/logo-mobile.svg',
  brandHeaderLogo: null,
};

export const DEFAULT_LOGO = '/brands/default/logo.svg';
export const DEFAULT_MOBILE_LOGO = '/brands/default/logo-mobile.svg';

export function themeCacheKey(hostname = window.location.hostname): string {
  return `theme:${hostname}`;
}

/** Keeps only the fields we know, falling back to the default for anything missing or malformed. */
export function toBrandTheme(input: Partial<Record<keyof BrandTheme, unknown>> | null | undefined): BrandTheme {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const colour = (value: unknown, fallback: string) =>
    typeof value === 'string' && isHexColour(value) ? value : fallback;
  return {
    primaryColour: colour(input?.primaryColour, DEFAULT_THEME.primaryColour),
    secondaryColour: colour(input?.secondaryColour, DEFAULT_THEME.secondaryColour),
    baseFont: text(input?.baseFont, DEFAULT_THEME.baseFont),
    headerFont: text(input?.headerFont, DEFAULT_THEME.headerFont),
    benefitBrandName: text(input?.benefitBrandName, DEFAULT_THEME.benefitBrandName),
    logoFileUrl: optional(input?.logoFileUrl),
    mobileLogo: optional(input?.mobileLogo),
    brandHeaderLogo: optional(input?.brandHeaderLogo),
  };
}

export function readCachedTheme(): BrandTheme | null {
  try {
    const raw = localStorage.getItem(themeCacheKey());
    return raw ? toBrandTheme(JSON.parse(raw) as Partial<BrandTheme>) : null;
  } catch {
    return null;
  }
}

/**
 * The branding the gateway wrote into the page for its site (gateway/src/http/web-app.ts): what a
 * first visit paints with, where there is no cached theme yet, instead of the default brand.
 */
export function readServedTheme(): BrandTheme | null {
  try {
    const text = document.getElementById('site-theme')?.textContent;
    return text ? toBrandTheme(JSON.parse(text) as Partial<BrandTheme>) : null;
  } catch {
    return null;
  }
}

export function writeCachedTheme(theme: BrandTheme): void {
  try {
    localStorage.setItem(themeCacheKey(), JSON.stringify(theme));
  } catch {
    // Storage full or blocked: the theme still applies for this page view.
  }
}

export function clearCachedTheme(): void {
  localStorage.removeItem(themeCacheKey());
}
