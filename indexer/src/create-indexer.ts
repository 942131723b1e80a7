import type { StatsKey } from '@namescope/common';
import { redisKeys } from '@namescope/protocol';
import type { Knex } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { IndexerConfig } from './config.ts';
import { createIngestStore } from './ingest/store.ts';
import { createLeaseLock } from './lock/redis-lock.ts';
import {
  createSourceRunner,
  type IndexerObserver,
  type SourceRunner,
  type SourceRunnerOptions,
  type TickResult,
} from './runner/source-runner.ts';
import { ShutdownRegistry } from '@namescope/runtime';
import { createSources } from './sources/index.ts';
import type { Counters } from './stats/counters.ts';
import { refreshStats } from './stats/refresh-stats.ts';
import type { SourceId } from './source-ids.ts';
import type { IndexerSource } from './types.ts';

export interface IndexerDeps {
  config: IndexerConfig;
  knex: Knex;
  redis: Redis;
  logger: Logger;
  /** Defaults to the sources and counters the configuration enables. */
  sources?: IndexerSource[];
  counters?: Counters;
  onCommit?: SourceRunnerOptions['onCommit'];
  /** Hears the runners' progress and leadership changes (the process's metrics). */
  observer?: IndexerObserver;
}

export interface Indexer {
  /**
   * Starts competing for the lock; the holder polls every source on its cron schedule, and the sources
   * that know their pace (EVM chains) at that pace too.
   */
  start(): Promise<void>;
  /** Stops polling, waits for running ticks and releases the lock. */
  stop(): Promise<void>;
  readonly isLeader: boolean;
  /** Resolves once this instance holds the lock. */
  whenLeader(): Promise<void>;
  /** One tick of every source at once, outside the schedule (tests, benchmarks). */
  tickAll(): Promise<TickResult[]>;
  refreshStats(): Promise<Partial<Record<StatsKey, number>>>;
}

/**
 * The indexer: one lease lock in Redis decides the single writer; the writer runs each source on its own
 * node-cron task, and an EVM source also every half block time of its chain (ticks of one source never
 * overlap, a failing source backs off alone), plus the stats refresh.
 * An instance that loses the lock stops writing at once and goes back to standby.
 */
export function createIndexer(deps: IndexerDeps): Indexer {
  const { config, knex, redis, logger } = deps;
  const built = deps.sources
    ? { sources: deps.sources, counters: deps.counters ?? {}, http: undefined }
    : createSources(config);
  const sources = built.sources;
  const counters = deps.counters ?? built.counters;
  const store = createIngestStore(knex);
  const keys = redisKeys(config.redisPrefix);
  const lock = createLeaseLock(redis, keys.indexerLock, config.lockLeaseMs);
  const shutdown = new ShutdownRegistry();
  // Closed last (closers run in reverse): the sources' requests end with the ticks that make them.
  const { http } = built;
  if (http) shutdown.add('upstream connections', () => http.close());

  let leader = false;
  let stopped = false;
  let runners: SourceRunner[] = [];
  let tasks: ScheduledTask[] = [];
  let pollTimers: NodeJS.Timeout[] = [];
  const inflight = new Set<Promise<unknown>>();
  let leaderWaiters: (() => void)[] = [];
  let lockTimer: NodeJS.Timeout | undefined;

  const track = <T>(p: Promise<T>): Promise<T> => {
    inflight.add(p);
    void p.finally(() => inflight.delete(p)).catch(() => {});
    return p;
  };

  const newRunners = () =>
    sources.map((source) =>
      createSourceRunner({
        source,
        store,
        logger,
        batchSize: config.batchSize,
        backoffBaseMs: config.backoffBaseMs,
        backoffMaxMs: config.backoffMaxMs,
        onCommit: deps.onCommit,
        observer: deps.observer,
      }),
    );

  // The index is a complete count for a key only when every source of that key started at or before the
  // contracts' deployment and has caught up with its chain; otherwise it is a partial count, not a total.
  const coverage = async (key: StatsKey) => {
    const mine = sources.filter((s) => s.statsKeys.includes(key));
    if (mine.length === 0) return false;
    for (const source of mine) {
      const runner = runners.find((r) => r.id === source.id);
      const cursor = await store.readCursor(source.id);
      if (!runner?.caughtUp || cursor === undefined || !source.coversHistory(cursor)) return false;
    }
    return true;
  };

  const doRefreshStats = () =>
    refreshStats({
      knex,
      redis,
      hashKey: keys.registrationStats,
      logger,
      counters,
      coverage,
      timeoutMs: config.requestTimeoutMs,
    });

  /** Wraps a job so that a tick still running when the next one is due is skipped, never doubled. */
  const exclusive = (name: string, job: () => Promise<unknown>) => {
    let busy = false;
    return async () => {
      if (busy || !leader) return;
      busy = true;
      try {
        await track(job());
      } catch (error) {
        logger.error({ err: error, job: name }, 'indexer job failed');
      } finally {
        busy = false;
      }
    };
  };

  const becomeLeader = () => {
    leader = true;
    deps.observer?.leader(true);
    logger.info(
      { lock: keys.indexerLock, sources: sources.map((s) => s.id) },
      'indexer: lock acquired, indexing',
    );
    runners = newRunners();
    const jobs = runners.map((r, i) => ({
      name: r.id,
      cron: config.pollCronBySource[r.id as SourceId] ?? config.pollCron,
      run: exclusive(r.id, () => r.tick()),
      // A source's own schedule (INDEXER_POLL_CRON_<SOURCE>) is the operator's choice and stands alone.
      everyMs: config.pollCronBySource[r.id as SourceId] ? undefined : sources[i]!.pollIntervalMs,
    }));
    jobs.push({
      name: 'stats',
      cron: config.statsCron,
      run: exclusive('stats', doRefreshStats),
      everyMs: undefined,
    });
    tasks = jobs.map((j) => cron.schedule(j.cron, j.run, { name: `indexer:${j.name}` }));
    // Chains are also polled at their block time, so a confirmed block waits a fraction of a block, not a
    // cron period; `exclusive` skips a poll while the previous tick still runs.
    pollTimers = jobs.flatMap((j) => (j.everyMs ? [setInterval(() => void j.run(), j.everyMs)] : []));
    // Start at once rather than at the first cron slot.
    for (const j of jobs) void j.run();
    for (const w of leaderWaiters) w();
    leaderWaiters = [];
  };

  const stepDown = async (reason: string) => {
    if (!leader) return;
    leader = false;
    deps.observer?.leader(false);
    logger.warn({ reason }, 'indexer: stepping down');
    for (const r of runners) r.stop();
    for (const t of pollTimers) clearInterval(t);
    pollTimers = [];
    await Promise.all(tasks.map((t) => t.destroy()));
    tasks = [];
    await Promise.allSettled([...inflight]);
  };

  const lockLoop = async () => {
    if (stopped) return;
    try {
      if (leader) {
        if (!(await lock.renew())) await stepDown('lock lost');
      } else if (await lock.tryAcquire()) {
        becomeLeader();
      }
    } catch (error) {
      // Without Redis we cannot prove we still hold the lock, so we must not keep writing.
      logger.error({ err: error }, 'indexer: lock check failed');
      await stepDown('lock check failed');
    }
    if (!stopped)
      lockTimer = setTimeout(() => void lockLoop(), Math.max(50, Math.floor(config.lockLeaseMs / 3)));
  };

  shutdown.add('lock', async () => {
    if (lockTimer) clearTimeout(lockTimer);
    await stepDown('shutdown');
    await lock.release().catch(() => {});
  });

  return {
    async start() {
      await lockLoop();
    },
    async stop() {
      stopped = true;
      await shutdown.close((name, error) =>
        logger.error({ err: error, closer: name }, 'indexer: close failed'),
      );
    },
    get isLeader() {
      return leader;
    },
    whenLeader() {
      return leader ? Promise.resolve() : new Promise<void>((resolve) => leaderWaiters.push(resolve));
    },
    async tickAll() {
      if (runners.length === 0) runners = newRunners();
      return Promise.all(runners.map((r) => track(r.tick())));
    },
    refreshStats: doRefreshStats,
  };
}
