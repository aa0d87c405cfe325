// A brand's Chakra system is made once for its colours and fonts (issue 13: the first load's main
// thread): a theme that changes only logos or the name keeps the system, and with it every style.
import { type BrandTheme, DEFAULT_THEME } from './brandTheme';
import { brandSystemFor } from './system';

test('a theme that differs only in logos and name keeps the same system', () => {
  const first = brandSystemFor(DEFAULT_THEME);
  const withHeaderLogo: BrandTheme = { ...DEFAULT_THEME, brandHeaderLogo: '/brands/default/logo.svg', benefitBrandName: 'Other' };
  expect(brandSystemFor(withHeaderLogo)).toBe(first);
});

test('other colours or fonts make another system, and going back finds the first again', () => {
  const first = brandSystemFor(DEFAULT_THEME);
  const green = brandSystemFor({ ...DEFAULT_THEME, primaryColour: '0b6e4f' });
  const serif = brandSystemFor({ ...DEFAULT_THEME, headerFont: 'Roboto Slab' });
  expect(green).not.toBe(first);
  expect(serif).not.toBe(first);
  expect(serif).not.toBe(green);
  expect(brandSystemFor(DEFAULT_THEME)).toBe(first);
  expect(green.getTokenCss()).not.toBe(first.getTokenCss());
});
