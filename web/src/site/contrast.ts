// WCAG 2 contrast, used to pick text colours that stay readable on any client's brand colours.
import { hexToRgb, mix, normalizeHex } from './tints';

/** The spec's contrast levels. */
export const CONTRAST_AA = 4.5;
export const CONTRAST_AAA = 7.1;

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';

export function relativeLuminance(colour: string): number {
  const [r, g, b] = hexToRgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour to put on `background`: the first candidate that reaches `level`, otherwise the
 * candidate with the highest contrast (so the result is always the best available).
 */
export function readableTextOn(
  background: string,
  candidates: readonly string[] = [LIGHT_TEXT, DARK_TEXT],
  level = CONTRAST_AA,
): string {
  const passing = candidates.find((c) => contrastRatio(background, c) >= level);
  if (passing) return normalizeHex(passing);
  const best = [...candidates].sort((x, y) => contrastRatio(background, y) - contrastRatio(background, x))[0];
  return normalizeHex(best ?? DARK_TEXT);
}

/**
 * `colour` darkened (mixed with black) just enough to be readable as text on `background`; used
 * for links and headings in the brand colour when the brand colour itself is too light.
 */
export function readableShadeOf(colour: string, background = '#ffffff', level = CONTRAST_AA): string {
  for (let weight = 1; weight >= 0; weight -= 0.05) {
    const shade = mix(colour, '#000000', weight);
    if (contrastRatio(shade, background) >= level) return shade;
  }
  return '#000000';
}

/**
 * A solid button's hover shade: the colour moved away from its text colour (darker under light
 * text, lighter under dark text), so hovering only ever raises the contrast. Chakra's own hover,
 * the colour at 90% over white, drops some brands (Initech's #2b6cb0: 5.4 to 4.4) below AA.
 */
export function hoverShadeOf(colour: string): string {
  const text = readableTextOn(colour);
  return mix(colour, text === LIGHT_TEXT ? '#000000' : '#ffffff', 0.88);
}
