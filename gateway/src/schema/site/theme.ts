import type { RestTheme } from '../../rest/types.js';

/** The spec's placeholders for "no support number": 0, '0', 'TBC' and empty. */
export function supportNumberOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '0' || text.toUpperCase() === 'TBC' ? null : text;
}

const HEX = /^[0-9a-f]{6}$/i;

/** The GraphQL Theme from the api's theme, with the spec's defaults where a value is missing. */
export function themeOf(theme: RestTheme) {
  return {
    ...theme,
    primaryColour: HEX.test(theme.primaryColour ?? '') ? theme.primaryColour.toLowerCase() : '1bb4bf',
    secondaryColour: HEX.test(theme.secondaryColour ?? '') ? theme.secondaryColour.toLowerCase() : '1b1a38',
    benefitBrandPhoneNumber: supportNumberOf(theme.benefitBrandPhoneNumber),
    avatarSetUrl: theme.avatarSet?.avatarsetPlainFileURL ?? null,
  };
}
