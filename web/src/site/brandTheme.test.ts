import { DEFAULT_THEME, toBrandTheme } from './brandTheme';

describe('toBrandTheme', () => {
  it('keeps a complete theme as it is', () => {
    const acme = {
      primaryColour: '0b6e4f',
      secondaryColour: 'f2a900',
      baseFont: 'Roboto',
      headerFont: 'Roboto Slab',
      benefitBrandName: 'Acme Rewards',
      logoFileUrl: '/brands/acme/logo.svg',
      mobileLogo: '/brands/acme/logo-mobile.svg',
      brandHeaderLogo: null,
    };
    expect(toBrandTheme(acme)).toEqual(acme);
  });

  it('falls back to the demo defaults for missing or malformed values', () => {
    expect(toBrandTheme({ primaryColour: 'green', benefitBrandName: '  ', logoFileUrl: '' })).toEqual({
      ...DEFAULT_THEME,
      logoFileUrl: null,
      mobileLogo: null,
    });
    expect(toBrandTheme(null).primaryColour).toBe('1bb4bf');
    expect(toBrandTheme(undefined).secondaryColour).toBe('1b1a38');
  });
});
