// The app's Chakra system, with `brand` (primary) and `accent` (secondary) palettes whose values,
// the spec's tints and text colours picked for AA contrast, and the theme's fonts are CSS
// variables each client's brand sets (`brandVariables`).
//
// The system is Chakra's base (conditions, utilities) plus its default tokens, styles and only the
// recipes the app draws with, not `defaultConfig`: its ~90 recipes were a third of the login
// route's JavaScript (docs/performance.md). A component whose recipe is missing renders unstyled,
// so a new Chakra component needs its recipe added to `recipes` or `slotRecipes` below.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  colorSwatchRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { BrandTheme } from './brandTheme';
import type { GlobalSheet } from './globalSheet';
import { hoverShadeOf, readableShadeOf, readableTextOn } from './contrast';
import { fontStack } from './fontStack';
import { normalizeHex, TINT_STEPS, type TintStep, tints } from './tints';

const semanticSteps = ['solid', 'solidHover', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'] as const;
type PaletteName = 'brand' | 'accent';

const variable = (name: string) => `--portal-${name}`;

/**
 * A brand palette's tokens, as CSS variables that `brandVariables` sets: the system is the same for
 * every brand, and a brand is 28 custom properties on the page's root.
 */
function paletteTokens(name: PaletteName) {
  return {
    tokens: Object.fromEntries(TINT_STEPS.map((step) => [step, { value: `var(${variable(`${name}-${step}`)})` }])),
    // Chakra's colorPalette contract (solid, contrast, fg, muted, subtle, emphasized, focusRing),
    // and solidHover for the solid button below.
    semantic: Object.fromEntries(semanticSteps.map((step) => [step, { value: `var(${variable(`${name}-${step}`)})` }])),
  };
}

/** A palette's values for one colour: the spec's tints, and text colours picked for AA contrast. */
function paletteValues(colour: string): Record<TintStep | (typeof semanticSteps)[number], string> {
  const hex = normalizeHex(colour);
  const steps = tints(hex);
  const readable = readableShadeOf(hex);
  return {
    ...steps,
    solid: hex,
    solidHover: hoverShadeOf(hex),
    contrast: readableTextOn(hex),
    fg: readable,
    muted: steps[20],
    subtle: steps[5],
    emphasized: steps[60],
    focusRing: readable,
  };
}

// Chakra's palettes the app never names are left out: making the system costs a phone's main thread
// in proportion to its tokens, and every token is a custom property of the page's style sheet. The
// ones kept are those the app names (gray; a Badge's colorPalette; an Alert's status: info is blue,
// warning orange, success green, error red), whose solid colours all carry white text.
const unusedPalettes = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const chakraPalettes = Object.entries(semanticTokens.colors ?? {})
  .filter(([name, definition]) => 'solid' in definition && !unusedPalettes.has(name))
  .map(([name]) => name);
const chakraSolidHovers = Object.fromEntries(
  chakraPalettes.map((name) => [
    name,
    { solidHover: { value: `color-mix(in srgb, {colors.${name}.solid} 88%, black)` } },
  ]),
);

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;

/**
 * Chakra's semantic tokens with their light values only: the portal has no dark mode, and each
 * `_dark` value was a second rule for the same custom property.
 */
function lightOnly<T>(definition: T): T {
  if (typeof definition !== 'object' || definition === null) return definition;
  return Object.fromEntries(
    Object.entries(definition).map(([key, inner]) => {
      if (key !== 'value' || typeof inner !== 'object' || inner === null) return [key, lightOnly(inner)];
      const { _light, base } = inner as { _light?: unknown; base?: unknown };
      return [key, _light ?? base ?? inner];
    }),
  ) as T;
}

// Chakra's defaultThemeConfig with only the recipes of the components the app imports (and the
// ones those draw inside: checkmark, radiomark, icon, inputAddon).
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/** What a brand's styles are made from; the rest of a theme (logos, name) does not change them. */
type SystemInputs = Pick<BrandTheme, 'primaryColour' | 'secondaryColour' | 'baseFont' | 'headerFont'>;

const brand = paletteTokens('brand');
const accent = paletteTokens('accent');

/** The name of the build's global style sheet (web/chakraGlobalStyles.ts); absent in tests and in development. */
declare const __CHAKRA_GLOBAL_STYLES_NAME__: string | undefined;

/**
 * The build's global style sheet when the page's HTML carries it already (the login page's,
 * prerender.tsx): emotion's `Global` (its default cache, key `css`) takes that style element over
 * by its name and never reads the styles.
 */
function sheetInPage(): GlobalSheet | null {
  if (typeof __CHAKRA_GLOBAL_STYLES_NAME__ === 'undefined' || typeof document === 'undefined') return null;
  const name = __CHAKRA_GLOBAL_STYLES_NAME__;
  return document.querySelector(`style[data-emotion="css-global ${CSS.escape(name)}"]`) ? { name, styles: '' } : null;
}

let globalSheet: GlobalSheet | null = null;

/**
 * Gets the build's global style sheet for the system, from the page or else from its module
 * (index.html preloads it): awaited before the system is first asked for, or the system makes the
 * sheet itself, as in tests and in development.
 */
export async function loadGlobalSheet(): Promise<void> {
  globalSheet = sheetInPage() ?? (await import('./globalSheet')).builtSheet;
}

const makeSystem = (): SystemContext => {
  const made = createSystem(
    defaultBaseConfig,
    themeConfig,
    defineConfig({
      globalCss: {
        'html, body': { bg: 'bg', color: 'fg' },
        body: { fontFamily: 'body' },
        ':focus-visible': { outlineColor: 'brand.focusRing' },
      },
      theme: {
        tokens: {
          colors: { brand: brand.tokens, accent: accent.tokens },
          fonts: {
            body: { value: `var(${variable('font-body')})` },
            heading: { value: `var(${variable('font-heading')})` },
          },
        },
        recipes: {
          // Hovering a solid button darkens or lightens it away from its text (see hoverShadeOf),
          // in place of Chakra's 90% tint, which can fall below AA.
          button: {
            variants: {
              variant: {
                solid: { _hover: { bg: 'colorPalette.solidHover' }, _expanded: { bg: 'colorPalette.solidHover' } },
              },
            },
          },
        },
        semanticTokens: {
          colors: {
            ...chakraSolidHovers,
            brand: brand.semantic,
            accent: accent.semantic,
            // Chakra's default error red is below AA on white for small text.
            fg: { error: { value: '{colors.red.700}' } },
            border: { error: { value: '{colors.red.600}' } },
          },
        },
      },
    }),
  );
  if (globalSheet) Object.defineProperty(made, '_global', { value: globalSheet });
  return made;
};

let system: SystemContext | undefined;

/**
 * The one Chakra system of every brand, made when first asked for. Making a system is the costliest
 * step of a first load (most of a second of a phone's main thread before the build took its style
 * sheet over), and a first visit made two: the default brand's, then the client's once the site
 * query answered, which also restyled every component. A brand's colours and fonts are CSS
 * variables instead (`brandVariables`). The app asks for it in a task of its own (app.tsx), between
 * evaluating its modules and rendering, so neither holds a phone's main thread as long.
 */
export function portalSystem(): SystemContext {
  system ??= makeSystem();
  return system;
}

/**
 * The CSS a brand's colours and fonts are: the variables the system's `brand` and `accent`
 * palettes and its fonts read. Colours are normalised hex and fonts one of the families we serve
 * (fontStack), so nothing from the api reaches the style sheet as written.
 */
export function brandVariables(theme: SystemInputs): string {
  const declarations = [
    ...Object.entries(paletteValues(theme.primaryColour)).map(
      ([step, value]) => `${variable(`brand-${step}`)}: ${value};`,
    ),
    ...Object.entries(paletteValues(theme.secondaryColour)).map(
      ([step, value]) => `${variable(`accent-${step}`)}: ${value};`,
    ),
    `${variable('font-body')}: ${fontStack(theme.baseFont)};`,
    `${variable('font-heading')}: ${fontStack(theme.headerFont)};`,
  ];
  return `:root { ${declarations.join(' ')} }`;
}
