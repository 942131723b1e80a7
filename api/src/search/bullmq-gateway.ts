import { type ConnectionOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  EXTENSION_KEYS,
  type ExtensionKey,
  failedLookup,
  subnameFields,
  tooShortFields,
  type LookupResult,
  isTooShort,
} from '@namescope/common';
import {
  type FinishedLookup,
  LOOKUP_JOB,
  LOOKUP_QUEUE,
  type LookupCacheReader,
  type LookupJob,
  type LookupJobReturn,
  lookupJobId,
  type RedisKeys,
  subscribeFinishedLookups,
} from '@namescope/protocol';
import type { SearchCall, SearchGateway } from './gateway.ts';
import { ServiceOrder } from './service-order.ts';
import type { SearchMetrics } from '../metrics/search-metrics.ts';

export interface BullmqGatewayOptions {
  connection: ConnectionOptions;
  /** The deployment's keys: BullMQ's prefix and the finished-lookups channel. */
  keys: RedisKeys;
  cache: LookupCacheReader;
  /** A lookup's own time limit (the worker enforces it); the gateway waits a little longer than this. */
  timeoutMs: number;
  /** Extra wait beyond timeoutMs for queueing and transport before answering 'unavailable'. */
  graceMs?: number;
  /** Counts searches, cache hits and misses, and joined jobs (the API's /metrics). */
  metrics?: SearchMetrics;
}

type Waiter = (result: LookupResult | Error) => void;

/**
 * Search gateway over BullMQ: cached results answer at once; the rest become one job per service with a
 * job id derived from (service, name), so concurrent searches of a name share one upstream call. Each
 * search hears its results on the finished-lookups channel: createLookupWorker states why none is missed.
 * No job is read back.
 */
export class BullmqSearchGateway implements SearchGateway {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly order = new ServiceOrder();
  private unsubscribe: () => Promise<void> = async () => {};

  private constructor(
    /** The lookup queue (the admin's queue board shows it too). */
    readonly queue: Queue<LookupJob, LookupJobReturn>,
    private readonly options: BullmqGatewayOptions,
  ) {}

  static async create(options: BullmqGatewayOptions): Promise<BullmqSearchGateway> {
    const queue = new Queue<LookupJob, LookupJobReturn>(LOOKUP_QUEUE, {
      connection: options.connection,
      prefix: options.keys.prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
    });
    // Connection errors are expected during a Redis outage and the API's main connection reports them;
    // without listeners BullMQ and ioredis print every failed reconnect attempt to stderr.
    queue.on('error', () => {});
    const gateway = new BullmqSearchGateway(queue, options);
    // The subscription is confirmed before the first job is added, or its announcement could be missed.
    gateway.unsubscribe = await subscribeFinishedLookups(
      subscriberFor(options.connection),
      options.keys,
      (m) => gateway.finished(m),
    );
    await queue.waitUntilReady();
    return gateway;
  }

  async lookup(extension: ExtensionKey, bare: string, call: SearchCall = {}): Promise<LookupResult> {
    let found: LookupResult | undefined;
    await this.run(bare, [extension], (result) => (found = result), call);
    return found!;
  }

  async search(bare: string, onResult: (result: LookupResult) => void, call: SearchCall = {}): Promise<void> {
    this.options.metrics?.search();
    await this.run(bare, EXTENSION_KEYS, onResult, call);
  }

  private async run(
    bare: string,
    extensions: readonly ExtensionKey[],
    onResult: (result: LookupResult) => void,
    { requestId, admit, signal, fresh }: SearchCall,
  ): Promise<void> {
    const metrics = this.options.metrics;
    const now = new Date().toISOString();
    // Names no service is asked about: too short for it, or a subname only its parent's owner can create.
    const asked = extensions.filter((e) => {
      const fields = ruleAnswer(bare, e);
      if (!fields) return true;
      onResult({ ...fields, checkedAt: now, cached: false });
      return false;
    });
    const cached = fresh ? [] : await this.options.cache.getMany(bare, asked);
    const missing: ExtensionKey[] = [];
    asked.forEach((extension, i) => {
      if (fresh) return void missing.push(extension);
      const hit = cached[i];
      metrics?.cache(extension, hit !== undefined);
      if (hit) onResult(hit);
      else missing.push(extension);
    });
    if (missing.length === 0) return;
    await admit?.(missing.length);
    // A job this process is already waiting for was added by another search: this one joins it. (Joins of a
    // job another API process added are not seen here; BullMQ does not tell an add that the id existed.)
    const joined = missing.filter((e) => (this.waiters.get(lookupJobId(e, bare))?.size ?? 0) > 0);
    if (joined.length > 0) metrics?.joined(joined);
    // Waiters first, so no announcement can slip past. Jobs in ServiceOrder's dispatch order; the first goes
    // out on its own ahead of the rest, so a worker can start it while the others are still being built.
    const ordered = this.order.dispatch(missing);
    const pending = ordered.map((extension) => this.waitFor(extension, bare, signal));
    const job = (extension: ExtensionKey) => ({
      name: LOOKUP_JOB,
      // The job keeps the request id of the search that created it; a search joining it changes nothing.
      data: { extension, name: bare, ...(requestId ? { requestId } : {}), ...(fresh ? { fresh } : {}) },
      opts: { jobId: lookupJobId(extension, bare) },
    });
    const [head, ...rest] = ordered;
    try {
      const first = this.queue.add(LOOKUP_JOB, job(head!).data, job(head!).opts);
      // A turn of the event loop lets the first job's command reach Redis before the rest are built.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([first, rest.length > 0 ? this.queue.addBulk(rest.map(job)) : undefined]);
    } catch {
      // Only this search's waiters give up: another search sharing a job id may still get its answer.
      for (const p of pending) p.giveUp();
      await Promise.all(pending.map((p) => p.result.then(onResult)));
      return;
    }
    await Promise.all(pending.map((p) => p.result.then(onResult)));
  }

  async freshCount(bare: string): Promise<number> {
    const asked = EXTENSION_KEYS.filter((e) => !ruleAnswer(bare, e));
    const cached = await this.options.cache.getMany(bare, asked);
    return cached.filter((hit) => !hit).length;
  }

  /** Waits for the job of (extension, name); failure, time-out, abort and giveUp() give 'unavailable'. */
  private waitFor(
    extension: ExtensionKey,
    name: string,
    signal?: AbortSignal,
  ): { result: Promise<LookupResult>; giveUp: () => void } {
    const jobId = lookupJobId(extension, name);
    const failed = () => failedLookup(extension, name);
    let giveUp = () => {};
    const result = new Promise<LookupResult>((resolve) => {
      const set = this.waiters.get(jobId) ?? new Set<Waiter>();
      this.waiters.set(jobId, set);
      const finish = (value: LookupResult) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        set.delete(waiter);
        if (set.size === 0 && this.waiters.get(jobId) === set) this.waiters.delete(jobId);
        resolve(value);
      };
      const waiter: Waiter = (value) => finish(value instanceof Error ? failed() : value);
      const onAbort = () => finish(failed());
      const timer = setTimeout(onAbort, this.options.timeoutMs + (this.options.graceMs ?? 1500));
      set.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      giveUp = onAbort;
    });
    return { result, giveUp };
  }

  private finished(message: FinishedLookup): void {
    if ('error' in message) return this.settle(message.jobId, new Error(message.error));
    if (message.upstreamMs !== undefined) this.order.record(message.result.extension, message.upstreamMs);
    this.settle(message.jobId, message.result);
  }

  private settle(jobId: string, value: LookupResult | Error): void {
    for (const waiter of this.waiters.get(jobId) ?? []) waiter(value);
  }

  async close(): Promise<void> {
    await Promise.all([this.unsubscribe(), this.queue.close()]);
  }
}

/** The answer the name rules give without asking: too short for the service, or a subname. */
function ruleAnswer(bare: string, extension: ExtensionKey) {
  return isTooShort(bare, extension) ? tooShortFields(extension, bare) : subnameFields(extension, bare);
}

/** A connection of the subscriber's own, made like the queue's (subscriber mode allows nothing else). */
function subscriberFor(connection: ConnectionOptions): Redis {
  const subscriber = connection instanceof Redis ? connection.duplicate() : new Redis(connection as never);
  subscriber.on('error', () => {});
  return subscriber;
}
