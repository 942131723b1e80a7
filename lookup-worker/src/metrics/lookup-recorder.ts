import type { Redis } from 'ioredis';
import { Counter, Histogram, type Registry } from 'prom-client';
import { type RedisKeys, writeStatusSample } from '@namescope/protocol';
import type { LookupEvent } from '../queue/lookup-event.ts';

/** Seconds: lookups take from a few milliseconds (local sandbox) up to their time limit (4 s by default). */
const LOOKUP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

/** Records each finished lookup job, once. */
export interface LookupRecorder {
  /**
   * One finished lookup job: counted in this process's Prometheus registry at once, and, when it asked the
   * upstream (not answered from the cache), added to the status page's minute buckets in Redis. The
   * bucket's write is sent before this returns (the lookup worker completes the job on the same
   * connection right after, so its result is announced after /api/status can see it); it resolves once
   * the bucket is written.
   */
  record(event: LookupEvent): Promise<void>;
}

export interface LookupRecorderOptions {
  registry: Registry;
  /** Where the status buckets live: the deployment's Redis and keys (REDIS_PREFIX). */
  redis: Redis;
  keys: RedisKeys;
  now?: () => number;
}

/**
 * The one place a lookup's outcome is recorded. Prometheus holds this process's figures for operators
 * (`service` is the catalogue's extension key, `outcome` one of ok, error, timeout or cached: small, fixed
 * label sets); the minute buckets (protocol's writeStatusSample) hold the whole fleet's for GET /api/status.
 * The Redis cost is one script per job that asked an upstream, none for a cached answer.
 *
 * Address jobs (event.address set) have metrics of their own with the same labels:
 * `namescope_address_lookups_total`, `namescope_address_lookup_duration_seconds` and
 * `namescope_address_lookup_attempts_total`. Kept apart so the name lookups' figures, the alert on a
 * service's failure rate and the status page keep meaning what they meant: an address lookup makes several
 * calls (a reverse record, a forward check, pages of holdings), so its latency is another distribution, and
 * it stays out of the status page's buckets, which describe name lookups.
 */
export function createLookupRecorder(options: LookupRecorderOptions): LookupRecorder {
  const { registry, redis, keys } = options;
  const now = options.now ?? Date.now;
  const names = jobMetrics(registry, 'lookup', 'lookup');
  const addresses = jobMetrics(registry, 'address_lookup', 'address lookup');
  return {
    async record(event) {
      const service = event.extension;
      const labels = { service, outcome: event.outcome };
      const metrics = event.address === undefined ? names : addresses;
      metrics.jobs.inc(labels);
      metrics.duration.observe(labels, event.durationMs / 1000);
      if (event.outcome === 'cached') return;
      metrics.attempts.inc({ service }, event.attempts);
      // The status page's buckets describe name lookups only.
      if (event.address !== undefined) return;
      await writeStatusSample(
        redis,
        keys,
        service,
        { outcome: event.outcome, durationMs: event.durationMs },
        now(),
      );
    },
  };
}

/**
 * One kind of job's three metrics: `namescope_<kind>s_total` and `namescope_<kind>_duration_seconds` by
 * service and outcome, and `namescope_<kind>_attempts_total` by service. Retries hide a flaky upstream from
 * the outcome counts: attempts above jobs is the retry rate.
 */
function jobMetrics(registry: Registry, kind: string, words: string) {
  return {
    duration: new Histogram({
      name: `namescope_${kind}_duration_seconds`,
      help: `Time one ${words} job spent on its upstream (retries included), by service and outcome`,
      labelNames: ['service', 'outcome'] as const,
      buckets: LOOKUP_BUCKETS,
      registers: [registry],
    }),
    jobs: new Counter({
      name: `namescope_${kind}s_total`,
      help: `${words[0]!.toUpperCase()}${words.slice(1)} jobs run, by service and outcome (ok, error, timeout, cached)`,
      labelNames: ['service', 'outcome'] as const,
      registers: [registry],
    }),
    attempts: new Counter({
      name: `namescope_${kind}_attempts_total`,
      help: `Upstream attempts made by ${words} jobs (first tries and retries), by service`,
      labelNames: ['service'] as const,
      registers: [registry],
    }),
  };
}
