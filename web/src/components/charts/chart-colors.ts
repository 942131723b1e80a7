/**
 * A Chakra colour token as the CSS variable the theme defines (e.g. 'orange.solid' ->
 * var(--chakra-colors-orange-solid)), so SVG strokes and fills follow the light and dark themes.
 * (@chakra-ui/charts does this too, but importing it pulled Chakra's full recipe set into the home
 * route's entry chunk, +14 kB gzip, measured on the build output; recharts alone does not.)
 */
export const tokenVar = (token: string) => `var(--chakra-colors-${token.replaceAll('.', '-')})`;

/** Twelve hues that stay apart in both themes, for one series per extension in catalogue order. */
export const SERIES_COLORS = [
  'blue.solid',
  'purple.solid',
  'teal.solid',
  'orange.solid',
  'pink.solid',
  'cyan.solid',
  'green.solid',
  'red.solid',
  'yellow.solid',
  'gray.solid',
  'blue.300',
  'purple.300',
].map(tokenVar);

/** recharts' tooltip box in the theme's panel colours. */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: tokenVar('bg.panel'),
    border: `1px solid ${tokenVar('border')}`,
    borderRadius: 6,
    color: tokenVar('fg'),
    fontSize: 12,
  },
  labelStyle: { color: tokenVar('fg'), fontWeight: 600 },
  itemStyle: { padding: 0 },
} as const;
