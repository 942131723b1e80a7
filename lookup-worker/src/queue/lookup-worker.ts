import { type ConnectionOptions, Worker } from 'bullmq';
import type { ExtensionKey } from '@namescope/common';
import {
  type FinishedLookup,
  type LookupCache,
  type LookupJob,
  type LookupJobReturn,
  type LookupStatusRecorder,
  LOOKUP_QUEUE,
  lookupJobSchema,
  publishFinishedLookup,
  type RedisKeys,
} from '@namescope/protocol';
import type { LookupAdapter } from '../lookups/types.ts';
import type { LookupMetrics } from './lookup-metrics.ts';
import { type LookupOutcome, runLookup } from './run-lookup.ts';
import { UnrecoverableError } from 'bullmq';

export interface LookupWorkerOptions {
  connection: ConnectionOptions;
  /** The deployment's keys: BullMQ's prefix and the finished-lookups channel. */
  keys: RedisKeys;
  adapters: Partial<Record<ExtensionKey, LookupAdapter>>;
  cache: LookupCache;
  metrics: LookupMetrics;
  /** Per-minute outcome and latency buckets for the status page (GET /api/status). */
  status?: LookupStatusRecorder;
  /** Jobs run at once per process; lookups wait on the network, so this can be well above the core count. */
  concurrency: number;
  timeoutMs: number;
  /**
   * How long a running job's lock lasts (the worker renews it every half of this while the job runs) and how
   * often each worker moves jobs whose lock expired back to the queue. A worker that dies (SIGKILL, OOM)
   * leaves its jobs active and locked; every search of those names joins them until they are recovered, up
   * to lockDurationMs + stalledIntervalMs after the death. BullMQ's defaults (30 s, 30 s) block a name's
   * searches for up to a minute. Ours: the lock is timeoutMs + 1 s (5 s with the default 4 s time limit) and
   * the check runs every 2 s (LOOKUP_LOCK_DURATION_MS, LOOKUP_STALLED_INTERVAL_MS), so a dead worker's jobs
   * are re-queued at most 7 s after its death and a search started 5 s after it still answers within its
   * time limit (4 s plus the API's 1.5 s grace). The lock must outlast a whole healthy lookup (timeoutMs,
   * retries included) by a margin, so that even renewals lost to a blocked event loop never let a second
   * worker run a healthy job again: checked at start. The check itself is one cheap Lua script per worker.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  onError?: (error: Error) => void;
  /** Called once per job with what it did (the process logs it and counts it in its metrics). */
  onLookup?: (event: LookupEvent) => void;
}

/** One finished lookup job, as `onLookup` hears it. */
export interface LookupEvent {
  jobId: string;
  extension: ExtensionKey;
  name: string;
  /** The request id of the search that created the job (searches joining it later are not recorded). */
  requestId?: string;
  outcome: LookupOutcome['outcome'] | 'cached';
  attempts: number;
  durationMs: number;
}

/** Default of LookupWorkerOptions.stalledIntervalMs (see there for why). */
export const DEFAULT_STALLED_INTERVAL_MS = 2000;
/** How much longer than a lookup's time limit its lock must last (and lasts by default). */
const LOCK_MARGIN_MS = 1000;

/**
 * The BullMQ worker that runs lookup jobs: one adapter call per job, its result cached, then announced on
 * the finished-lookups channel.
 *
 * Invariant (why a search never misses a result): a job's outcome is announced from one place, the
 * 'completed' and 'failed' events, which fire after BullMQ has removed the job; a search registers its
 * waiter before it adds its job. So a search either joins a job that still exists and hears its
 * announcement, or adds a new job, which answers from the cache the finished job wrote.
 */
export function createLookupWorker(options: LookupWorkerOptions): Worker<LookupJob, LookupJobReturn> {
  const lockDuration = options.lockDurationMs ?? options.timeoutMs + LOCK_MARGIN_MS;
  if (lockDuration < options.timeoutMs + LOCK_MARGIN_MS) {
    throw new Error(
      `LOOKUP_LOCK_DURATION_MS (${lockDuration}) must exceed LOOKUP_TIMEOUT_MS (${options.timeoutMs}) by at least ${LOCK_MARGIN_MS} ms, or a healthy long lookup would be taken for a dead worker's`,
    );
  }
  const announce = (message: FinishedLookup) =>
    publishFinishedLookup(options.cache.redis, options.keys, message).catch((error: Error) =>
      options.onError?.(error),
    );
  const worker = new Worker<LookupJob, LookupJobReturn>(
    LOOKUP_QUEUE,
    async (job) => {
      const parsed = lookupJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`bad lookup job: ${parsed.error.message}`);
      const { extension, name, requestId, fresh } = parsed.data;
      const report = (outcome: LookupEvent['outcome'], attempts: number, durationMs: number) =>
        options.onLookup?.({ jobId: job.id!, extension, name, requestId, outcome, attempts, durationMs });
      const adapter = options.adapters[extension];
      if (!adapter) throw new UnrecoverableError(`no adapter configured for .${extension}`);
      // A search that missed the cache just before another job of this name finished and was removed adds a
      // new job: answer it from that job's cached result rather than asking the upstream twice. A fresh job
      // (a watchlist refresh) asks the upstream whatever the cache holds.
      const [hit] = fresh ? [] : await options.cache.getMany(name, [extension]);
      if (hit) {
        report('cached', 0, 0);
        return { result: hit };
      }
      const outcome = await runLookup(adapter, name, { timeoutMs: options.timeoutMs });
      await Promise.all([
        options.cache.put(name, outcome.result),
        options.metrics.record(extension, outcome),
        options.status?.record(extension, outcome),
      ]);
      report(outcome.outcome, outcome.attempts, outcome.durationMs);
      return { result: outcome.result, upstreamMs: outcome.durationMs };
    },
    {
      connection: options.connection,
      prefix: options.keys.prefix,
      concurrency: options.concurrency,
      lockDuration,
      stalledInterval: options.stalledIntervalMs ?? DEFAULT_STALLED_INTERVAL_MS,
      autorun: true,
    },
  );
  worker.on('completed', (job, value) => {
    if (job.id) void announce({ jobId: job.id, ...value });
  });
  worker.on('failed', (job, error) => {
    if (job?.id) void announce({ jobId: job.id, error: error.message });
  });
  // Without a listener an 'error' event would crash the process; log it and keep serving.
  worker.on('error', (error) => options.onError?.(error));
  return worker;
}
