import type { ExtensionKey } from '../extensions.ts';
import {
  emptyHistogram,
  LATENCY_BOUNDS_MS,
  latencyPercentile,
  mergeHistograms,
  type LatencyHistogram,
} from './latency-histogram.ts';
import {
  DEGRADED_MIN_LOOKUPS,
  DEGRADED_SUCCESS_RATE,
  STATUS_RECENT_MINUTES,
  type ServiceState,
  type ServiceStatus,
} from './service-status-schema.ts';

/** One service's lookups in one minute, as the workers count them in Redis. */
export interface MinuteBucket {
  /** Start of the minute, ms since the epoch. */
  startMs: number;
  ok: number;
  failed: number;
  histogram: LatencyHistogram;
}

/** Field names of a minute's Redis hash: ok and failed counts, the largest duration, then b0..bN. */
export const MINUTE_FIELDS = { ok: 'ok', failed: 'failed', maxMs: 'max' } as const;
export const bucketField = (index: number) => `b${index}`;

/** Reads a minute's Redis hash (HGETALL; empty when no lookup happened that minute). */
export function parseMinuteHash(startMs: number, raw: Record<string, string>): MinuteBucket {
  const num = (field: string) => Number(raw[field] ?? 0) || 0;
  const histogram = emptyHistogram();
  for (let i = 0; i <= LATENCY_BOUNDS_MS.length; i++) histogram.counts[i] = num(bucketField(i));
  histogram.maxMs = num(MINUTE_FIELDS.maxMs);
  return { startMs, ok: num(MINUTE_FIELDS.ok), failed: num(MINUTE_FIELDS.failed), histogram };
}

/** Milliseconds to one decimal: interpolation gives more digits than a latency figure means. */
const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

function figures(minutes: readonly MinuteBucket[]) {
  const ok = minutes.reduce((sum, m) => sum + m.ok, 0);
  const lookups = ok + minutes.reduce((sum, m) => sum + m.failed, 0);
  const histogram = mergeHistograms(minutes.map((m) => m.histogram));
  return {
    lookups,
    successRate: lookups === 0 ? null : ok / lookups,
    p50Ms: round(latencyPercentile(histogram, 0.5)),
    p95Ms: round(latencyPercentile(histogram, 0.95)),
  };
}

/**
 * One service's status from its minutes, oldest first (the last hour; a minute without lookups is an empty
 * bucket). Degraded is judged on the last STATUS_RECENT_MINUTES only, so a service that recovered stops
 * being degraded within minutes, not an hour: success rate below 90% or p95 above the time limit, once
 * there are at least DEGRADED_MIN_LOOKUPS recent lookups.
 */
export function summarizeService(
  extension: ExtensionKey,
  minutes: readonly MinuteBucket[],
  timeLimitMs: number,
): ServiceStatus {
  const hour = figures(minutes);
  const recent = figures(minutes.slice(-STATUS_RECENT_MINUTES));
  let state: ServiceState = 'no-data';
  if (recent.lookups >= DEGRADED_MIN_LOOKUPS) {
    const slow = recent.p95Ms !== null && recent.p95Ms > timeLimitMs;
    state = recent.successRate! < DEGRADED_SUCCESS_RATE || slow ? 'degraded' : 'operational';
  } else if (hour.lookups > 0) {
    state = 'operational';
  }
  return {
    extension,
    state,
    ...hour,
    recent: { lookups: recent.lookups, successRate: recent.successRate, p95Ms: recent.p95Ms },
    latency: minutes.map((m) => ({
      at: new Date(m.startMs).toISOString(),
      lookups: m.ok + m.failed,
      p50Ms: round(latencyPercentile(m.histogram, 0.5)),
      p95Ms: round(latencyPercentile(m.histogram, 0.95)),
    })),
  };
}
