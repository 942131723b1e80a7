import type { LookupResult } from '@namescope/common';

/** Insight badges need at least this many names sharing a value (docs/product.md section 9). */
export const MIN_SHARED = 2;

export type InsightKind = 'twitter' | 'owner' | 'address';

export interface Insight {
  kind: InsightKind;
  /** The shared value as first seen (a handle without '@', or an address). */
  value: string;
  domains: string[];
}

const KEYS: Record<InsightKind, (r: LookupResult) => string | null> = {
  twitter: (r) => r.twitter,
  owner: (r) => r.owner,
  address: (r) => r.address,
};

/** Twitter handles compare without '@', a URL prefix or case; addresses compare without case. */
function normalise(kind: InsightKind, value: string): string {
  const v = value.trim().toLowerCase();
  if (kind !== 'twitter') return v;
  return v
    .replace(/^https?:\/\/(www\.)?(twitter|x)\.com\//, '')
    .replace(/^@/, '')
    .replace(/\/$/, '');
}

/** Groups of two or more names sharing a Twitter handle, an owner or a resolved address. */
export function findInsights(results: LookupResult[]): Insight[] {
  const insights: Insight[] = [];
  for (const kind of ['twitter', 'owner', 'address'] as const) {
    const groups = new Map<string, Insight>();
    for (const r of results) {
      const raw = KEYS[kind](r);
      if (!raw || !raw.trim()) continue;
      const key = normalise(kind, raw);
      if (!key) continue;
      const group = groups.get(key) ?? { kind, value: kind === 'twitter' ? key : raw.trim(), domains: [] };
      if (!group.domains.includes(r.domain)) group.domains.push(r.domain);
      groups.set(key, group);
    }
    insights.push(...[...groups.values()].filter((g) => g.domains.length >= MIN_SHARED));
  }
  return insights;
}
