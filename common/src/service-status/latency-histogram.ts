/**
 * Per-minute latency histograms of lookups, shared by the lookup workers (which count each lookup into
 * one bucket) and the API (which adds minutes up and reads percentiles from them).
 *
 * Why fixed buckets: every worker process counts into the same Redis hash with HINCRBY, so minutes from
 * several processes, and several minutes, add up by plain addition. Exact percentiles would need every
 * duration kept; a histogram costs one small hash per service and minute. Bounds are upper limits in ms
 * (a lookup of exactly 100 ms counts into the 100 bucket). They are dense around the default time limit
 * (4000 ms), so 'p95 above the time limit' is decided on a bucket edge, not an estimate far from it.
 */
export const LATENCY_BOUNDS_MS = [
  10, 25, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000,
  6000, 8000, 10000, 15000,
] as const;

/** Index of the bucket a duration falls into; LATENCY_BOUNDS_MS.length is the overflow bucket. */
export function latencyBucketIndex(durationMs: number): number {
  const index = LATENCY_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? LATENCY_BOUNDS_MS.length : index;
}

/** Bucket counts, one per bound plus the overflow bucket, and the largest duration seen (caps the overflow). */
export interface LatencyHistogram {
  counts: number[];
  maxMs: number;
}

/** A histogram with no lookups in it. */
export function emptyHistogram(): LatencyHistogram {
  return { counts: new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0), maxMs: 0 };
}

/** The sum of histograms (e.g. the minutes of an hour). */
export function mergeHistograms(histograms: readonly LatencyHistogram[]): LatencyHistogram {
  const total = emptyHistogram();
  for (const h of histograms) {
    h.counts.forEach((count, i) => (total.counts[i] = (total.counts[i] ?? 0) + count));
    total.maxMs = Math.max(total.maxMs, h.maxMs);
  }
  return total;
}

/**
 * The q-quantile (0 < q <= 1) of a histogram in ms, or null when it is empty. Prometheus's
 * histogram_quantile rule: find the bucket holding rank q * n and interpolate linearly inside it, from
 * its lower to its upper bound (the overflow bucket ends at the largest duration seen). The answer is
 * never above the largest duration seen.
 */
export function latencyPercentile(histogram: LatencyHistogram, q: number): number | null {
  const total = histogram.counts.reduce((sum, c) => sum + c, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < histogram.counts.length; i++) {
    const count = histogram.counts[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = i < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[i]! : Math.max(histogram.maxMs, lower);
      const value = lower + ((upper - lower) * (rank - below)) / count;
      return Math.min(value, Math.max(histogram.maxMs, lower));
    }
    below += count;
  }
  return histogram.maxMs;
}
