import { describe, expect, it } from 'vitest';
import { emptyHistogram, latencyBucketIndex, LATENCY_BOUNDS_MS } from './latency-histogram.ts';
import { bucketField, parseMinuteHash, summarizeService, type MinuteBucket } from './summarize-status.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0);

/** A minute with `ok` lookups and `failed` ones, all taking `ms`. */
function minute(index: number, ok: number, failed: number, ms = 100): MinuteBucket {
  const histogram = emptyHistogram();
  if (ok + failed > 0) {
    histogram.counts[latencyBucketIndex(ms)] = ok + failed;
    histogram.maxMs = ms;
  }
  return { startMs: T0 + index * 60_000, ok, failed, histogram };
}
const quietHour = (recent: MinuteBucket[] = []) => [
  ...Array.from({ length: 60 - recent.length }, (_, i) => minute(i, 0, 0)),
  ...recent,
];

describe('summarizeService', () => {
  it('has no data and no figures without lookups, and one latency point per minute', () => {
    const status = summarizeService('eth', quietHour(), 4000);
    expect(status).toMatchObject({
      state: 'no-data',
      lookups: 0,
      successRate: null,
      p50Ms: null,
      p95Ms: null,
    });
    expect(status.latency).toHaveLength(60);
    expect(status.latency[0]).toEqual({
      at: new Date(T0).toISOString(),
      lookups: 0,
      p50Ms: null,
      p95Ms: null,
    });
  });

  it('adds the hour up: success rate and percentiles over every minute', () => {
    const minutes = quietHour();
    minutes[10] = minute(10, 9, 1, 100);
    minutes[40] = minute(40, 10, 0, 100);
    const status = summarizeService('sol', minutes, 4000);
    expect(status.lookups).toBe(20);
    expect(status.successRate).toBe(0.95);
    // All 20 in (75, 100]: rank 19 of 20 is 95% of the way through it.
    expect(status.p95Ms).toBe(98.8); // 98.75, to one decimal
    // Nothing in the last five minutes: operational on the hour's evidence, not degraded.
    expect(status.state).toBe('operational');
  });

  it('is degraded when fewer than 90% of recent lookups succeed', () => {
    const status = summarizeService('sui', quietHour([minute(59, 8, 2)]), 4000);
    expect(status.recent).toMatchObject({ lookups: 10, successRate: 0.8 });
    expect(status.state).toBe('degraded');
    expect(summarizeService('sui', quietHour([minute(59, 9, 1)]), 4000).state).toBe('operational');
  });

  it('is degraded when recent p95 is above the lookup time limit', () => {
    expect(summarizeService('algo', quietHour([minute(59, 10, 0, 4400)]), 4000).state).toBe('degraded');
    expect(summarizeService('algo', quietHour([minute(59, 10, 0, 4400)]), 5000).state).toBe('operational');
  });

  it('judges only the recent minutes, so a recovered service is not degraded for the rest of the hour', () => {
    const minutes = quietHour([minute(58, 5, 0), minute(59, 5, 0)]);
    minutes[20] = minute(20, 0, 50);
    const status = summarizeService('eth', minutes, 4000);
    expect(status.successRate).toBeCloseTo(10 / 60);
    expect(status.state).toBe('operational');
  });

  it('does not call a service degraded on too few recent lookups', () => {
    expect(summarizeService('eth', quietHour([minute(59, 0, 2)]), 4000).state).toBe('operational');
  });
});

describe('parseMinuteHash', () => {
  it('reads the fields the workers write, and an empty hash as an empty minute', () => {
    const raw = { ok: '3', failed: '1', max: '420', [bucketField(0)]: '1', [bucketField(8)]: '3' };
    const parsed = parseMinuteHash(T0, raw);
    expect(parsed).toMatchObject({ startMs: T0, ok: 3, failed: 1 });
    expect(parsed.histogram.maxMs).toBe(420);
    expect(parsed.histogram.counts).toHaveLength(LATENCY_BOUNDS_MS.length + 1);
    expect(parsed.histogram.counts[8]).toBe(3);
    expect(parseMinuteHash(T0, {})).toEqual({ startMs: T0, ok: 0, failed: 0, histogram: emptyHistogram() });
  });
});
