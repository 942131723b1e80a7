import { describe, expect, it } from 'vitest';
import {
  emptyHistogram,
  LATENCY_BOUNDS_MS,
  latencyBucketIndex,
  latencyPercentile,
  mergeHistograms,
  type LatencyHistogram,
} from './latency-histogram.ts';

/** A histogram holding the given durations, counted as the workers count them. */
function histogramOf(durations: number[]): LatencyHistogram {
  const h = emptyHistogram();
  for (const d of durations) {
    const i = latencyBucketIndex(d);
    h.counts[i] = (h.counts[i] ?? 0) + 1;
    h.maxMs = Math.max(h.maxMs, d);
  }
  return h;
}

describe('latencyBucketIndex', () => {
  it.each([
    [0, 0],
    [10, 0],
    [10.5, 1],
    [100, 4],
    [101, 5],
    [4000, LATENCY_BOUNDS_MS.indexOf(4000)],
    [4001, LATENCY_BOUNDS_MS.indexOf(4500)],
    [15000, LATENCY_BOUNDS_MS.length - 1],
    [60000, LATENCY_BOUNDS_MS.length],
  ])('%d ms falls into bucket %d', (ms, index) => {
    expect(latencyBucketIndex(ms)).toBe(index);
  });
});

describe('latencyPercentile', () => {
  it('is null without lookups', () => {
    expect(latencyPercentile(emptyHistogram(), 0.5)).toBeNull();
  });

  it('interpolates linearly inside the bucket that holds the rank', () => {
    // Ten lookups in (100, 150]: the median is half-way through that bucket, p95 near its top.
    const h = histogramOf(new Array(10).fill(150));
    expect(latencyPercentile(h, 0.5)).toBe(125);
    expect(latencyPercentile(h, 0.95)).toBe(147.5);
  });

  it('never reports more than the slowest lookup seen', () => {
    expect(latencyPercentile(histogramOf([12]), 0.95)).toBe(12);
  });

  it('ends the overflow bucket at the slowest lookup', () => {
    const h = histogramOf([20000, 30000]);
    // Both in the overflow bucket (15000, 30000]: rank 1 of 2 is its middle.
    expect(latencyPercentile(h, 0.5)).toBe(22500);
    expect(latencyPercentile(h, 1)).toBe(30000);
  });

  it('puts p95 above a 4000 ms limit only when more than 5% of lookups took longer', () => {
    const fast = new Array<number>(95).fill(300);
    expect(
      latencyPercentile(histogramOf([...fast, ...new Array<number>(5).fill(4100)]), 0.95),
    ).toBeLessThanOrEqual(4000);
    expect(
      latencyPercentile(histogramOf([...fast.slice(0, 90), ...new Array<number>(10).fill(4100)]), 0.95),
    ).toBeGreaterThan(4000);
  });

  it('skips empty buckets and lands in the right one for skewed data', () => {
    const h = histogramOf([...new Array<number>(80).fill(20), ...new Array<number>(20).fill(900)]);
    expect(latencyPercentile(h, 0.5)).toBeGreaterThan(10);
    expect(latencyPercentile(h, 0.5)).toBeLessThanOrEqual(20);
    // Rank 95 is the 15th of 20 in (750, 1000], capped at the slowest lookup (900).
    expect(latencyPercentile(h, 0.95)).toBe(900);
  });
});

describe('mergeHistograms', () => {
  it('adds counts and keeps the largest duration', () => {
    const merged = mergeHistograms([histogramOf([5, 120]), histogramOf([120, 2000])]);
    expect(merged.counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(merged.counts[latencyBucketIndex(120)]).toBe(2);
    expect(merged.maxMs).toBe(2000);
    expect(merged).toEqual(histogramOf([5, 120, 120, 2000]));
  });
});
