// One Chakra system for every brand (the first load's main thread, docs/performance.md): a brand is
// the CSS variables its palettes and fonts read, so changing brand restyles no component.
import { DEFAULT_THEME } from './brandTheme';
import { brandVariables, portalSystem } from './system';

test("the brand palettes and fonts are CSS variables the brand's style sheet sets", () => {
  const tokens = JSON.stringify(portalSystem().getTokenCss());
  expect(tokens).toContain('"--chakra-colors-brand-solid":"var(--portal-brand-solid)"');
  expect(tokens).toContain('"--chakra-colors-accent-20":"var(--portal-accent-20)"');
  expect(tokens).toContain('"--chakra-fonts-heading":"var(--portal-font-heading)"');
});

test("a brand's variables: its colours as hex with the spec's tints and readable text, its fonts as stacks", () => {
  const css = brandVariables({
    ...DEFAULT_THEME,
    primaryColour: '0B6E4F',
    secondaryColour: 'fff',
    headerFont: 'roboto_slab',
  });
  expect(css).toMatch(/^:root \{ .* \}$/);
  expect(css).toContain('--portal-brand-solid: #0b6e4f;');
  expect(css).toContain('--portal-brand-100: #0b6e4f;');
  expect(css).toContain('--portal-brand-contrast: #ffffff;');
  expect(css).toContain('--portal-accent-solid: #ffffff;');
  expect(css).toContain(
    '--portal-font-heading: "Roboto Slab", "Roboto Slab Fallback", Georgia, "Times New Roman", serif;',
  );
  expect(css).toContain('--portal-font-body: "Open Sans", "Open Sans Fallback"');
});

test('a colour that is not hex never reaches the style sheet', () => {
  expect(() => brandVariables({ ...DEFAULT_THEME, primaryColour: 'red; } body { display: none' })).toThrow(
    'Not a hex colour',
  );
});

test('outside a build, the system makes its own global style sheet (reset, global CSS, tokens)', () => {
  const global = portalSystem()._global as unknown[];
  expect(global).toHaveLength(3);
  expect(JSON.stringify(global[2])).toContain('--chakra-colors-brand-solid');
  expect(portalSystem()).toBe(portalSystem());
});
