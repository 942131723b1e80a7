import type { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import { EXTENSIONS } from '@namescope/common';

/**
 * `namescope_registration_stats_age_seconds{service}`: how long ago the indexer last wrote the registration
 * total each service's card shows, read from the Redis hash at scrape. The hash is keyed by stats key; the
 * label, as in every process's metrics, is the extension key, so .crypto and .blockchain (one Unstoppable
 * total) both report it. A service with no total (unknown) has no sample.
 */
export function registerRegistrationStatsAge(registry: Registry, redis: Redis, hashKey: string): void {
  new Gauge({
    name: 'namescope_registration_stats_age_seconds',
    help: 'Seconds since the registration total of each service (/api/registration-stats) was last refreshed',
    labelNames: ['service'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const hash = await redis.hgetall(hashKey).catch(() => ({}) as Record<string, string>);
      for (const [key, raw] of Object.entries(hash)) {
        const updatedAt = updatedAtOf(raw);
        if (updatedAt === undefined) continue;
        for (const { key: service } of EXTENSIONS.filter((e) => e.statsKey === key))
          this.set({ service }, Math.max(0, (Date.now() - updatedAt) / 1000));
      }
    },
  });
}

function updatedAtOf(raw: string): number | undefined {
  try {
    const { updatedAt } = JSON.parse(raw) as { updatedAt?: unknown };
    const ms = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
    return Number.isFinite(ms) ? ms : undefined;
  } catch {
    return undefined;
  }
}
