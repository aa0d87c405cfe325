import { fontStack, resolveFontFamily } from './fontStack';

describe('resolveFontFamily', () => {
  it('matches the served families however the CMS spells them', () => {
    expect(resolveFontFamily('open-sans')).toBe('Open Sans');
    expect(resolveFontFamily('Roboto Slab')).toBe('Roboto Slab');
    expect(resolveFontFamily('roboto_slab')).toBe('Roboto Slab');
    expect(resolveFontFamily('INTER')).toBe('Inter');
    expect(resolveFontFamily('Roboto')).toBe('Roboto');
  });

  it('falls back to Open Sans for unknown fonts', () => {
    expect(resolveFontFamily('Comic Sans')).toBe('Open Sans');
    expect(resolveFontFamily(null)).toBe('Open Sans');
  });
});

describe('fontStack', () => {
  it('adds a generic family', () => {
    expect(fontStack('Inter')).toMatch(/^"Inter", .*sans-serif$/);
    expect(fontStack('Roboto Slab')).toMatch(/serif$/);
  });

  it('puts the metric-matched fallback right after the brand family', () => {
    expect(fontStack('roboto_slab')).toMatch(/^"Roboto Slab", "Roboto Slab Fallback", /);
    expect(fontStack('Comic Sans')).toMatch(/^"Open Sans", "Open Sans Fallback", /);
  });
});
