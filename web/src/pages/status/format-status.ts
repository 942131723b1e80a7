/** '120 ms' under a second, '1.25 s' above; '—' when there were no lookups to measure. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** '99.5%' (one decimal, none when whole); '—' without lookups. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const pct = Math.floor(rate * 1000) / 10;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
