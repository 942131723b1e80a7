/** The p-th percentile (0..100) of samples, nearest-rank; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Milliseconds with one decimal, right-aligned in `width`. */
export function ms(value: number, width = 8): string {
  return (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(width);
}
