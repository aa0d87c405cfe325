// Builds the Chakra system for one client's brand: `brand` (primary) and `accent` (secondary)
// palettes with the spec's tints, text colours picked for AA contrast, and the theme's fonts.
//
// The system is Chakra's base (conditions, utilities) plus its default tokens, styles and only the
// recipes the app draws with, not `defaultConfig`: its ~90 recipes were a third of the login
// route's JavaScript (issue 13). A component whose recipe is missing renders unstyled, so a new
// Chakra component needs its recipe added to `recipes` or `slotRecipes` below.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
import { hoverShadeOf, readableShadeOf, readableTextOn } from './contrast';
import { fontStack } from './fontStack';
import { normalizeHex, tints } from './tints';

function palette(colour: string) {
  const hex = normalizeHex(colour);
  const steps = tints(hex);
  const text = readableTextOn(hex);
  const readable = readableShadeOf(hex);
  return {
    tokens: {
      100: { value: steps[100] },
      80: { value: steps[80] },
      60: { value: steps[60] },
      20: { value: steps[20] },
      5: { value: steps[5] },
    },
    // Chakra's colorPalette contract (solid, contrast, fg, muted, subtle, emphasized, focusRing),
    // and solidHover for the solid button below.
    semantic: {
      solid: { value: hex },
      solidHover: { value: hoverShadeOf(hex) },
      contrast: { value: text },
      fg: { value: readable },
      muted: { value: steps[20] },
      subtle: { value: steps[5] },
      emphasized: { value: steps[60] },
      focusRing: { value: readable },
    },
  };
}

// Chakra's palettes, whose solid colours all carry white text except yellow's.
const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const chakraSolidHovers = Object.fromEntries(
  chakraPalettes.map((name) => [
    name,
    { solidHover: { value: `color-mix(in srgb, {colors.${name}.solid} 88%, ${name === 'yellow' ? 'white' : 'black'})` } },
  ]),
);

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
    tokens,
    semanticTokens,
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

/** What a brand's system is made from; the rest of a theme (logos, name) does not change it. */
type SystemInputs = Pick<BrandTheme, 'primaryColour' | 'secondaryColour' | 'baseFont' | 'headerFont'>;

export function createBrandSystem(theme: SystemInputs) {
  const brand = palette(theme.primaryColour);
  const accent = palette(theme.secondaryColour);
  return createSystem(
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
            body: { value: fontStack(theme.baseFont) },
            heading: { value: fontStack(theme.headerFont) },
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
}

export type BrandSystem = ReturnType<typeof createBrandSystem>;

const recentSystems = new Map<string, BrandSystem>();
const keptSystems = 4;

/**
 * The system for a brand's colours and fonts, made once. Making one is the costliest step of a
 * first load (about 250 ms of the main thread on the two-core machines), and a new system restyles
 * every component: a theme that changes only logos or the brand name (the default site's answer
 * adds its header logo) keeps the system it has. A few are kept for a masquerade's back and forth.
 */
export function brandSystemFor(theme: SystemInputs): BrandSystem {
  const key = [theme.primaryColour, theme.secondaryColour, theme.baseFont, theme.headerFont].join('\n');
  let system = recentSystems.get(key);
  if (!system) {
    system = createBrandSystem(theme);
    recentSystems.set(key, system);
    if (recentSystems.size > keptSystems) recentSystems.delete(recentSystems.keys().next().value!);
  }
  return system;
}
