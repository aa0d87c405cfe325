// Colour arithmetic on hex strings. The api stores colours without '#', so every function accepts
// both forms and returns '#rrggbb'.

export type Rgb = readonly [number, number, number];

/** The spec's tint steps: percent of the brand colour mixed with white. */
export const TINT_STEPS = [100, 80, 60, 20, 5] as const;
export type TintStep = (typeof TINT_STEPS)[number];

export function normalizeHex(input: string): string {
  const raw = input.trim().replace(/^#/, '').toLowerCase();
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/.test(full)) throw new Error(`Not a hex colour: ${input}`);
  return `#${full}`;
}

export function isHexColour(input: string | null | undefined): input is string {
  if (!input) return false;
  try {
    normalizeHex(input);
    return true;
  } catch {
    return false;
  }
}

export function hexToRgb(hex: string): Rgb {
  const value = normalizeHex(hex);
  return [0, 2, 4].map((i) => parseInt(value.slice(1 + i, 3 + i), 16)) as unknown as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `weight` (0..1) of `colour` mixed with (1 - weight) of `other`, channel by channel. */
export function mix(colour: string, other: string, weight: number): string {
  const a = hexToRgb(colour);
  const b = hexToRgb(other);
  return rgbToHex([0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as unknown as Rgb);
}

/** The colour at `percent` strength over white: 100 is the colour itself, 5 is nearly white. */
export function tint(colour: string, percent: number): string {
  return mix(colour, '#ffffff', percent / 100);
}

export function tints(colour: string): Record<TintStep, string> {
  return Object.fromEntries(TINT_STEPS.map((step) => [step, tint(colour, step)])) as Record<TintStep, string>;
}
