import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { ExtensionKey } from '@namescope/common';
import {
  ADDRESS_JOB,
  type AddressCache,
  type AddressJob,
  type AddressJobReturn,
  addressJobSchema,
  type LookupCache,
  type LookupJob,
  type LookupJobReturn,
  LOOKUP_QUEUE,
  lookupJobSchema,
  publishFinishedAddress,
  publishFinishedLookup,
  type RedisKeys,
} from '@namescope/protocol';
import type { z } from 'zod';
import type { ReverseAdapter } from '../addresses/types.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import type { LookupRecorder } from '../metrics/lookup-recorder.ts';
import type { LookupEvent } from './lookup-event.ts';
import { runAddressLookup } from './run-address-lookup.ts';
import { type LookupOutcome, runLookup } from './run-lookup.ts';

export interface LookupWorkerOptions {
  /** The deployment's keys: BullMQ's prefix and the finished-lookups channel. */
  keys: RedisKeys;
  adapters: Partial<Record<ExtensionKey, LookupAdapter>>;
  /**
   * The name lookups' cache. Its connection is the worker's one command connection (BullMQ blocks on a
   * copy of it, so it needs maxRetriesPerRequest null): BullMQ's own commands, each job's cache write and
   * status sample, and its announcement all go through it, in the order they are sent.
   */
  cache: LookupCache;
  /** Address jobs (ADDRESS_JOB): each service's address lookup; a service without one fails its jobs. */
  reverseAdapters?: Partial<Record<ExtensionKey, ReverseAdapter>>;
  /**
   * Where address answers are cached, on the cache's connection; without it every address job asks its
   * upstream and keeps nothing.
   */
  addressCache?: AddressCache;
  /**
   * Records each finished job's outcome once (Prometheus and the status page's buckets), writing to Redis on
   * the cache's connection.
   */
  recorder: LookupRecorder;
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
  /** Called once per job with what it did, after the recorder has it (the process logs it). */
  onLookup?: (event: LookupEvent) => void;
}

/** Default of LookupWorkerOptions.stalledIntervalMs (see there for why). */
export const DEFAULT_STALLED_INTERVAL_MS = 2000;
/** How much longer than a lookup's time limit its lock must last (and lasts by default). */
export const LOCK_MARGIN_MS = 1000;

/**
 * The BullMQ worker that runs the lookup queue's jobs, name lookups (LOOKUP_JOB) and address lookups
 * (ADDRESS_JOB) alike: one adapter call per job under the same time limit and retries, its result cached,
 * its outcome recorded, then announced on the finished-lookups channel of its kind.
 *
 * Invariant (why a search never misses a result): a job's outcome is announced from one place, the
 * 'completed' and 'failed' events, which fire after BullMQ has removed the job; a search registers its
 * waiter before it adds its job. So a search either joins a job that still exists and hears its
 * announcement, or adds a new job, which answers from the cache the finished job wrote.
 */
export function createLookupWorker(options: LookupWorkerOptions): Worker<LookupJob | AddressJob, void> {
  const lockDuration = options.lockDurationMs ?? options.timeoutMs + LOCK_MARGIN_MS;
  if (lockDuration < options.timeoutMs + LOCK_MARGIN_MS) {
    throw new Error(
      `LOOKUP_LOCK_DURATION_MS (${lockDuration}) must exceed LOOKUP_TIMEOUT_MS (${options.timeoutMs}) by at least ${LOCK_MARGIN_MS} ms, or a healthy long lookup would be taken for a dead worker's`,
    );
  }
  const { cache, addressCache, timeoutMs } = options;
  if (addressCache && addressCache.redis !== cache.redis)
    throw new Error('the address cache must share the lookup cache’s connection');
  const reverseAdapters = options.reverseAdapters ?? {};
  const announce = (job: Job, message: AnyReturn | { error: string }) => {
    const jobId = job.id!;
    const sent =
      job.name === ADDRESS_JOB
        ? publishFinishedAddress(cache.redis, options.keys, { jobId, ...(message as AddressJobReturn) })
        : publishFinishedLookup(cache.redis, options.keys, { jobId, ...(message as LookupJobReturn) });
    return sent.catch((error: Error) => options.onError?.(error));
  };

  // Name jobs (LOOKUP_JOB, and jobs of older API processes without a known name) and address jobs share
  // every step; only the payload, the adapter, the cache and the call differ.
  const nameJob: JobKind<LookupJob, LookupJobReturn['result']> = {
    schema: lookupJobSchema,
    subject: ({ name }) => ({ name }),
    cached: async ({ extension, name }) => (await cache.getMany(name, [extension]))[0],
    run: ({ extension, name }) => {
      const adapter = options.adapters[extension];
      return adapter && runLookup(adapter, name, { timeoutMs });
    },
    put: ({ name }, result) => cache.put(name, result),
  };
  const addressJob: JobKind<AddressJob, AddressJobReturn['result']> = {
    schema: addressJobSchema,
    subject: ({ address }) => ({ address }),
    cached: async ({ extension, address }) => (await addressCache?.getMany(address, [extension]))?.[0],
    run: ({ extension, address }) => {
      const adapter = reverseAdapters[extension];
      return adapter && runAddressLookup(adapter, address, { timeoutMs });
    },
    put: async (_, result) => addressCache?.put(result),
  };

  async function runJob<D extends { extension: ExtensionKey; requestId?: string; fresh?: boolean }, R>(
    job: Job,
    kind: JobKind<D, R>,
  ): Promise<{ result: R; upstreamMs?: number }> {
    const parsed = kind.schema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`bad ${job.name} job: ${parsed.error.message}`);
    const data = parsed.data;
    const event = (fields: Pick<LookupEvent, 'outcome' | 'attempts' | 'durationMs'>): LookupEvent => ({
      jobId: job.id!,
      extension: data.extension,
      requestId: data.requestId,
      ...kind.subject(data),
      ...fields,
    });
    // A search that missed the cache just before another job of this subject finished and was removed adds
    // a new job: answer it from that job's cached result rather than asking the upstream twice. A fresh job
    // (a watchlist refresh) asks the upstream whatever the cache holds.
    const hit = data.fresh ? undefined : await kind.cached(data);
    if (hit) {
      const cached = event({ outcome: 'cached', attempts: 0, durationMs: 0 });
      await options.recorder.record(cached);
      options.onLookup?.(cached);
      return { result: hit };
    }
    const running = kind.run(data);
    if (!running) throw new UnrecoverableError(`no ${job.name} adapter configured for .${data.extension}`);
    const outcome = await running;
    const { attempts, durationMs } = outcome;
    const finished = event({ outcome: outcome.outcome, attempts, durationMs });
    // Both before the job completes: its announcement must find the result cached and the outcome counted.
    // Each sends its command at once, on the connection BullMQ then completes the job on, so Redis applies
    // them first: the job completes without waiting a round trip for them. Should one fail, the answer still
    // goes out, uncached or uncounted, and the error is reported.
    void Promise.all([kind.put(data, outcome.result), options.recorder.record(finished)]).catch(
      (error: Error) => options.onError?.(error),
    );
    options.onLookup?.(finished);
    return { result: outcome.result, upstreamMs: outcome.durationMs };
  }

  // Each job's answer waits here for its announcement instead of being the job's return value: BullMQ would
  // serialize a return value twice and write it into the queue's event stream, where nothing reads it.
  const answers = new WeakMap<Job, AnyReturn>();
  const worker = new Worker<LookupJob | AddressJob, void>(
    LOOKUP_QUEUE,
    async (job) => {
      answers.set(job, await (job.name === ADDRESS_JOB ? runJob(job, addressJob) : runJob(job, nameJob)));
    },
    {
      connection: cache.redis,
      prefix: options.keys.prefix,
      concurrency: options.concurrency,
      lockDuration,
      stalledInterval: options.stalledIntervalMs ?? DEFAULT_STALLED_INTERVAL_MS,
      autorun: true,
    },
  );
  worker.on('completed', (job) => {
    const answer = answers.get(job);
    if (job.id && answer) void announce(job, answer);
  });
  worker.on('failed', (job, error) => {
    if (job?.id) void announce(job, { error: error.message });
  });
  // Without a listener an 'error' event would crash the process; log it and keep serving.
  worker.on('error', (error) => options.onError?.(error));
  return worker;
}

type AnyReturn = LookupJobReturn | AddressJobReturn;

/** What differs between the job names the worker runs. */
interface JobKind<D, R> {
  schema: z.ZodType<D>;
  /** What the job is about, for its event: the name or the address. */
  subject(data: D): { name: string } | { address: string };
  cached(data: D): Promise<R | undefined>;
  /** Runs the service's adapter under runUpstream's rules; undefined when the service has none. */
  run(
    data: D,
  ): Promise<{ result: R } & Pick<LookupOutcome, 'outcome' | 'attempts' | 'durationMs'>> | undefined;
  put(data: D, result: R): Promise<void>;
}
