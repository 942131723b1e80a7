import type { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';

/**
 * `namescope_registration_stats_age_seconds{key}`: how long ago the indexer last wrote each per-service
 * total the site shows, read from the Redis hash at scrape. A key with no total (unknown) has no sample.
 */
export function registerRegistrationStatsAge(registry: Registry, redis: Redis, hashKey: string): void {
  new Gauge({
    name: 'namescope_registration_stats_age_seconds',
    help: 'Seconds since each registration total served by /api/registration-stats was last refreshed',
    labelNames: ['key'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const hash = await redis.hgetall(hashKey).catch(() => ({}) as Record<string, string>);
      for (const [key, raw] of Object.entries(hash)) {
        const updatedAt = updatedAtOf(raw);
        if (updatedAt !== undefined) this.set({ key }, Math.max(0, (Date.now() - updatedAt) / 1000));
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
