import { EXTENSIONS } from '@namescope/common';

/**
 * A Chakra colour token as the CSS variable the theme defines (e.g. 'orange.solid' ->
 * var(--chakra-colors-orange-solid)), so SVG strokes and fills follow the light and dark themes.
 * (@chakra-ui/charts does this too, but importing it pulled Chakra's full recipe set into the home
 * route's entry chunk, +14 kB gzip, measured on the build output; recharts alone does not.)
 */
export const tokenVar = (token: string) => `var(--chakra-colors-${token.replaceAll('.', '-')})`;

/** Twelve hues that stay apart in both themes, one per extension in catalogue order. */
const SERIES_COLORS = [
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

/**
 * The colour of an extension's series, by its place in the catalogue, so a TLD keeps its colour in every
 * view (all TLDs, or one filtered) and every chart.
 */
export function tldColor(tld: string): string {
  const index = EXTENSIONS.findIndex((e) => e.tld === tld);
  return SERIES_COLORS[Math.max(0, index) % SERIES_COLORS.length]!;
}

/**
 * The status charts' two lines, as Chakra colour tokens. The `.fg` shades are the ones made for text on the
 * page's backgrounds, so each line keeps at least 4.5:1 contrast in both themes (the `.solid` teal that p50
 * once used is a dark teal, hard to see on the dark theme's panels).
 */
export const LATENCY_SERIES = [
  { key: 'p95', token: 'orange.fg' },
  { key: 'p50', token: 'teal.fg' },
] as const;

/**
 * The size of every label a chart draws (ticks, axis names). Set in CSS: the page's base styles give SVG
 * text the body's size, which wins over recharts' fontSize attribute.
 */
export const CHART_TEXT = { '& .recharts-text': { fontSize: '11px' } } as const;

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
