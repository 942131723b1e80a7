import { EXTENSIONS, STATS_KEYS, type StatsKey } from '@namescope/common';
import type { Knex } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A reliable total from outside the index (an on-chain counter, a totals API); undefined = unknown now. */
export type TotalCounter = (signal: AbortSignal) => Promise<number | undefined>;

/** Whether the index holds every registration of a stats key right now (see `indexCoverage`). */
export type CoverageCheck = (key: StatsKey) => Promise<boolean>;

export interface RefreshStatsOptions {
  knex: Knex;
  redis: Redis;
  hashKey: string;
  logger: Logger;
  counters: Partial<Record<StatsKey, TotalCounter>>;
  coverage: CoverageCheck;
  timeoutMs: number;
  now?: () => Date;
}

const TLDS_BY_KEY = new Map<StatsKey, string[]>(
  STATS_KEYS.map((key) => [key, EXTENSIONS.filter((e) => e.statsKey === key).map((e) => e.tld)]),
);

/**
 * Recomputes every stats key into the Redis hash (field = key, value = {count, updatedAt}). A counter wins
 * over the index; a key with neither is deleted so the page shows 'Need Reliable Datapoint'. A counter
 * that fails keeps the previous value (it is still a real datapoint, with its own time) rather than
 * erasing or guessing one.
 */
export async function refreshStats(options: RefreshStatsOptions): Promise<Partial<Record<StatsKey, number>>> {
  const { knex, redis, hashKey, logger, counters, coverage } = options;
  const now = (options.now ?? (() => new Date()))().toISOString();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const indexCounts = await countRowsByTld(knex);
  const written: Partial<Record<StatsKey, number>> = {};
  const multi = redis.multi();

  for (const key of STATS_KEYS) {
    const counter = counters[key];
    if (counter) {
      try {
        const count = await counter(signal);
        if (count !== undefined) {
          written[key] = count;
          multi.hset(hashKey, key, JSON.stringify({ count, updatedAt: now }));
          continue;
        }
      } catch (error) {
        logger.warn({ err: error, statsKey: key }, 'stats counter failed; keeping the previous value');
        continue;
      }
    }
    if (await coverage(key)) {
      const count = (TLDS_BY_KEY.get(key) ?? []).reduce((sum, tld) => sum + (indexCounts.get(tld) ?? 0), 0);
      written[key] = count;
      multi.hset(hashKey, key, JSON.stringify({ count, updatedAt: now }));
    } else {
      multi.hdel(hashKey, key);
    }
  }
  await multi.exec();
  return written;
}

async function countRowsByTld(knex: Knex): Promise<Map<string, number>> {
  const res = await knex.raw<{ rows: { tld: string; n: string }[] }>(
    'select tld, count(*) as n from domain_registrations group by tld',
  );
  return new Map(res.rows.map((r) => [r.tld, Number(r.n)]));
}
