import { EXTENSIONS } from './extensions.ts';

/** Short keys of the registration-stats map (docs/product.md section 3), one per distinct service stat. */
export const STATS_KEYS = [...new Set(EXTENSIONS.map((e) => e.statsKey))] as [
  (typeof EXTENSIONS)[number]['statsKey'],
  ...(typeof EXTENSIONS)[number]['statsKey'][],
];
export type StatsKey = (typeof STATS_KEYS)[number];
