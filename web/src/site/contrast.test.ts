import {
  CONTRAST_AA,
  contrastRatio,
  DARK_TEXT,
  hoverShadeOf,
  readableShadeOf,
  readableTextOn,
  relativeLuminance,
} from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1bb4bf', '#1bb4bf')).toBeCloseTo(1, 5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#0b6e4f', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#0b6e4f'), 10);
  });

  it('uses WCAG relative luminance', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
  });
});

describe('readableTextOn', () => {
  it('puts white text on dark brand colours', () => {
    expect(readableTextOn('#0b6e4f')).toBe('#ffffff');
    expect(readableTextOn('#c8102e')).toBe('#ffffff');
    expect(readableTextOn('#1b1a38')).toBe('#ffffff');
  });

  it('puts dark text on light brand colours, where white fails AA', () => {
    expect(contrastRatio('#1bb4bf', '#ffffff')).toBeLessThan(CONTRAST_AA);
    expect(readableTextOn('#1bb4bf')).toBe(DARK_TEXT);
    expect(readableTextOn('#f2a900')).toBe(DARK_TEXT);
  });

  it('always meets AA for the demo brands', () => {
    for (const colour of ['#1bb4bf', '#1b1a38', '#0b6e4f', '#f2a900', '#c8102e', '#1d1d1b']) {
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(CONTRAST_AA);
    }
  });

  it('falls back to the best candidate when none passes', () => {
    expect(readableTextOn('#777777', ['#888888', '#ffffff'])).toBe('#ffffff');
  });
});

describe('readableShadeOf', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableShadeOf('#0b6e4f')).toBe('#0b6e4f');
  });

  it('darkens a light colour until it reaches AA on white', () => {
    const shade = readableShadeOf('#1bb4bf');
    expect(shade).not.toBe('#1bb4bf');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(CONTRAST_AA);
  });
});

describe('hoverShadeOf', () => {
  it.each(['#1bb4bf', '#0b6e4f', '#c8102e', '#2b6cb0', '#f2a900', '#1b1a38'])(
    'keeps the text on %s at least as readable when hovered',
    (colour) => {
      const text = readableTextOn(colour);
      expect(hoverShadeOf(colour)).not.toBe(colour);
      expect(contrastRatio(hoverShadeOf(colour), text)).toBeGreaterThan(contrastRatio(colour, text));
    },
  );
});
