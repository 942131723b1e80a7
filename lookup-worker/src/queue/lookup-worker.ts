import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type ExtensionKey, failedLookup } from '@namescope/common';
import {
  ADDRESS_JOB,
  type AddressCache,
  type AddressJob,
  addressJobSchema,
  type FinishedAddress,
  type FinishedLookup,
  type LookupCache,
  LookupClaims,
  type LookupJob,
  LOOKUP_QUEUE,
  lookupId,
  lookupJobSchema,
  publishFinishedAddress,
  publishFinishedLookup,
  type RedisKeys,
} from '@namescope/protocol';
import type { ReverseAdapter } from '../addresses/types.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import type { LookupRecorder } from '../metrics/lookup-recorder.ts';
import type { LookupEvent } from './lookup-event.ts';
import { runAddressLookup } from './run-address-lookup.ts';
import { runLookup } from './run-lookup.ts';

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
 * The BullMQ worker that runs the lookup queue's jobs: name jobs (LOOKUP_JOB: one name at the services a
 * search needs, all at once) and address jobs (ADDRESS_JOB: one service each). Every lookup runs one adapter
 * call under the same time limit and retries; its result is cached, its outcome recorded, then announced on
 * the finished-lookups channel of its kind.
 *
 * Invariant (why a search never misses a result):
 * - Name lookups: a search registers its waiters before it reads the cache. A job claims each lookup with its
 *   own cache read (LookupClaims) and announces each answer once it is cached and the claim released, on the
 *   connection it did both on. A search that registered before an announcement hears it; one that
 *   registered after finds the answer cached, or, for a failure (never cached), adds a job that claims the
 *   lookup again. A job that finds a lookup claimed leaves it to the job that holds it.
 * - Address jobs (one per service and address, shared through the job id): announced from the 'completed'
 *   and 'failed' events, which fire after BullMQ has removed the job, and a search registers its waiter
 *   before it adds its job. So a search either joins a job that still exists and hears its announcement, or
 *   adds a new job, which answers from the cache the finished job wrote.
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
  // A claim lasts as long as its job's lock: it lapses with a dead worker's jobs, never during a live one.
  const claims = new LookupClaims(cache.redis, options.keys, lockDuration);
  const reportError = (error: Error) => options.onError?.(error);
  const announceLookup = (message: FinishedLookup) =>
    publishFinishedLookup(cache.redis, options.keys, message).catch(reportError);
  const announceAddress = (message: FinishedAddress) =>
    publishFinishedAddress(cache.redis, options.keys, message).catch(reportError);

  /** Runs a name job's lookups at once, each announced as soon as it ends (see the invariant). */
  async function runNameJob(job: Job): Promise<void> {
    const parsed = lookupJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`bad ${job.name} job: ${parsed.error.message}`);
    const { name, extensions, requestId, fresh } = parsed.data;
    const owner = job.id!;
    // A fresh job (a watchlist refresh) asks the upstreams whatever the cache holds.
    const starts = await claims.claim(name, extensions, owner, fresh);
    const lookUp = async (extension: ExtensionKey, i: number) => {
      const start = starts[i]!;
      const id = lookupId(extension, name);
      const event = (fields: Pick<LookupEvent, 'outcome' | 'attempts' | 'durationMs'>): LookupEvent => ({
        jobId: owner,
        extension,
        requestId,
        name,
        ...fields,
      });
      if ('hit' in start) {
        const cached = event({ outcome: 'cached', attempts: 0, durationMs: 0 });
        options.recorder.record(cached).catch(reportError);
        options.onLookup?.(cached);
        return announceLookup({ jobId: id, result: start.hit });
      }
      // Another job asks this service: its announcement answers.
      if (!start.claimed) return;
      const adapter = options.adapters[extension];
      const outcome = adapter
        ? await runLookup(adapter, name, { timeoutMs })
        : { result: failedLookup(extension, name), outcome: 'error' as const, attempts: 0, durationMs: 0 };
      const finished = event({
        outcome: outcome.outcome,
        attempts: outcome.attempts,
        durationMs: outcome.durationMs,
      });
      // Each sends its command at once, on the connection the announcement then goes out on, so Redis
      // applies them first: the announcement finds the result cached, the claim released and the outcome
      // counted. Should one fail, the answer still goes out and the error is reported.
      Promise.all([
        claims.finish(name, outcome.result, owner, cache.ttlFor(outcome.result)),
        options.recorder.record(finished),
      ]).catch(reportError);
      options.onLookup?.(finished);
      await announceLookup({ jobId: id, result: outcome.result, upstreamMs: outcome.durationMs });
    };
    // undici writes a request on a kept-alive connection only at the event loop's next check phase (it first
    // reads what the idle socket may hold: GHSA-35p6-xmwp-9g52). Started in one go, the lookups would all
    // be built before the first request goes out; started a turn apart, each request leaves as it is built.
    const running: Promise<void>[] = [];
    for (const [i, extension] of extensions.entries()) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      running.push(lookUp(extension, i));
    }
    await Promise.all(running);
  }

  async function runAddressJob(job: Job): Promise<FinishedAddress> {
    const parsed = addressJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`bad ${job.name} job: ${parsed.error.message}`);
    const { extension, address, requestId, fresh } = parsed.data;
    const event = (fields: Pick<LookupEvent, 'outcome' | 'attempts' | 'durationMs'>): LookupEvent => ({
      jobId: job.id!,
      extension,
      requestId,
      address,
      ...fields,
    });
    const hit = fresh ? undefined : (await addressCache?.getMany(address, [extension]))?.[0];
    if (hit) {
      const cached = event({ outcome: 'cached', attempts: 0, durationMs: 0 });
      await options.recorder.record(cached);
      options.onLookup?.(cached);
      return { jobId: job.id!, result: hit };
    }
    const adapter = reverseAdapters[extension];
    if (!adapter) throw new UnrecoverableError(`no ${job.name} adapter configured for .${extension}`);
    const outcome = await runAddressLookup(adapter, address, { timeoutMs });
    const finished = event({
      outcome: outcome.outcome,
      attempts: outcome.attempts,
      durationMs: outcome.durationMs,
    });
    // Both before the job completes: its announcement must find the result cached and the outcome counted.
    // Each sends its command at once, on the connection BullMQ then completes the job on, so Redis applies
    // them first.
    Promise.all([addressCache?.put(outcome.result), options.recorder.record(finished)]).catch(reportError);
    options.onLookup?.(finished);
    return { jobId: job.id!, result: outcome.result, upstreamMs: outcome.durationMs };
  }

  /**
   * A name job that failed as a whole (Redis refused its claims, or it stalled too often): the lookups it
   * still holds are released and announced as failed, so their searches need not wait for their time limit.
   */
  async function failNameJob(job: Job, error: Error): Promise<void> {
    const parsed = lookupJobSchema.safeParse(job.data);
    if (!parsed.success) return;
    const { name, extensions } = parsed.data;
    try {
      const held = await claims.release(name, extensions, job.id!);
      for (const [i, extension] of extensions.entries())
        if (held[i]) void announceLookup({ jobId: lookupId(extension, name), error: error.message });
    } catch (failure) {
      reportError(failure as Error);
    }
  }

  // An address job's answer waits here for its announcement instead of being the job's return value:
  // BullMQ would serialize a return value twice and write it into the queue's event stream, where nothing
  // reads it.
  const answers = new WeakMap<Job, FinishedAddress>();
  const worker = new Worker<LookupJob | AddressJob, void>(
    LOOKUP_QUEUE,
    async (job) => {
      if (job.name === ADDRESS_JOB) answers.set(job, await runAddressJob(job));
      else await runNameJob(job);
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
    if (answer) void announceAddress(answer);
  });
  worker.on('failed', (job, error) => {
    if (!job?.id) return;
    if (job.name === ADDRESS_JOB) return void announceAddress({ jobId: job.id, error: error.message });
    void failNameJob(job, error);
  });
  // Without a listener an 'error' event would crash the process; log it and keep serving.
  worker.on('error', (error) => options.onError?.(error));
  return worker;
}
