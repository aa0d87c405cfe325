import { hexToRgb, isHexColour, mix, normalizeHex, rgbToHex, tint, tints } from './tints';

describe('normalizeHex', () => {
  it('accepts colours with and without # and short forms', () => {
    expect(normalizeHex('1BB4BF')).toBe('#1bb4bf');
    expect(normalizeHex('#0b6e4f')).toBe('#0b6e4f');
    expect(normalizeHex('fff')).toBe('#ffffff');
  });

  it('rejects anything else', () => {
    expect(() => normalizeHex('teal')).toThrow();
    expect(isHexColour('12345')).toBe(false);
    expect(isHexColour(null)).toBe(false);
    expect(isHexColour('c8102e')).toBe(true);
  });
});

describe('rgb conversion', () => {
  it('round-trips', () => {
    expect(hexToRgb('#1bb4bf')).toEqual([27, 180, 191]);
    expect(rgbToHex([27, 180, 191])).toBe('#1bb4bf');
  });
});

describe('tints', () => {
  it('100 percent is the colour itself and 0 percent is white', () => {
    expect(tint('0b6e4f', 100)).toBe('#0b6e4f');
    expect(tint('0b6e4f', 0)).toBe('#ffffff');
  });

  it('mixes with white channel by channel', () => {
    // 20% of (27,180,191) + 80% of 255 = (209.4, 240, 242.2)
    expect(tint('#1bb4bf', 20)).toBe('#d1f0f2');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('gives the spec steps 100, 80, 60, 20 and 5', () => {
    const steps = tints('#c8102e');
    expect(
      Object.keys(steps)
        .map(Number)
        .sort((a, b) => b - a),
    ).toEqual([100, 80, 60, 20, 5]);
    expect(steps[100]).toBe('#c8102e');
    expect(steps[5]).toBe('#fcf3f5');
  });
});
