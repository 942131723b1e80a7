import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  scrollAreaSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but only with the recipes this app renders: the full set of about eighty
 * recipes costs some 20 kB gzip on every page (the home route has a 220 kB budget). A component whose
 * recipe is missing here renders unstyled, so add its recipe when you use a new component.
 */
const chakraTheme = defineConfig({
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
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      scrollArea: scrollAreaSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * One focus ring colour for every colour palette: Chakra's own (gray.400 on grey buttons, teal.500 on teal)
 * fall under 3:1 on white. teal.700 on light backgrounds and teal.300 on dark ones stay well above it.
 */
const FOCUS_RING = { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } };
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const paletteFocusRings = Object.fromEntries(PALETTES.map((p) => [p, { focusRing: FOCUS_RING }]));

/**
 * The app's own layer: brand colours are semantic tokens so every component reads right in light and
 * dark without per-component colour-mode checks.
 */
const appTheme = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', minHeight: '100vh' },
    // A clear focus ring on every keyboard-focusable element, in both themes (recipes use the palettes' own).
    '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
          muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
          subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
          emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
          focusRing: FOCUS_RING,
        },
        ...paletteFocusRings,
        // Chakra's solid teal and orange (600) fall short of 4.5:1 under white text; 700 passes in both themes.
        teal: {
          solid: { value: '{colors.teal.700}' },
          contrast: { value: 'white' },
          focusRing: FOCUS_RING,
        },
        orange: {
          solid: { value: '{colors.orange.700}' },
          contrast: { value: 'white' },
          focusRing: FOCUS_RING,
        },
        gold: { value: { _light: '{colors.yellow.700}', _dark: '{colors.yellow.300}' } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), appTheme);
