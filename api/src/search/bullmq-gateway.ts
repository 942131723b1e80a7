import { type ConnectionOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  type AddressKind,
  type AddressResult,
  EXTENSION_KEYS,
  type ExtensionKey,
  extensionByKey,
  failedLookup,
  subnameFields,
  tooShortFields,
  type LookupResult,
  isTooShort,
} from '@namescope/common';
import {
  ADDRESS_JOB,
  AddressCacheReader,
  type AddressJob,
  addressJobId,
  failedAddress,
  type FinishedJob,
  LOOKUP_JOB,
  LOOKUP_QUEUE,
  type LookupCacheReader,
  type LookupJob,
  lookupId,
  type RedisKeys,
  subscribeFinishedJobs,
  unsupportedAddress,
} from '@namescope/protocol';
import { CachedLookups } from './cached-lookups.ts';
import type { SearchCall, SearchGateway } from './gateway.ts';
import { JobWaiters } from './job-waiters.ts';
import { ServiceOrder } from './service-order.ts';
import type { SearchMetrics } from '../metrics/search-metrics.ts';

export interface BullmqGatewayOptions {
  connection: ConnectionOptions;
  /** The deployment's keys: BullMQ's prefix and the finished-jobs channels. */
  keys: RedisKeys;
  cache: LookupCacheReader;
  /** Where address answers are cached; by default read through the lookup cache's connection. */
  addressCache?: AddressCacheReader;
  /** A lookup's own time limit (the worker enforces it); the gateway waits a little longer than this. */
  timeoutMs: number;
  /** Extra wait beyond timeoutMs for queueing and transport before answering 'unavailable'. */
  graceMs?: number;
  /** Counts searches, cache hits and misses, and joined jobs (the API's /metrics). */
  metrics?: SearchMetrics;
}

/** The lookup queue carries name lookups (LOOKUP_JOB) and address lookups (ADDRESS_JOB). */
type LookupQueue = Queue<LookupJob | AddressJob, void>;

/** One address job a search needs, as enqueueAddresses() adds and waits for it. */
interface PendingJob<R> {
  extension: ExtensionKey;
  jobId: string;
  name: typeof LOOKUP_JOB | typeof ADDRESS_JOB;
  data: LookupJob | AddressJob;
  /** The answer when the job fails, times out or the search gives up. */
  failed: () => R;
}

/**
 * Search gateway over BullMQ, for names and for addresses alike: cached results answer at once; the rest
 * become one job per service with a job id derived from (service, subject), so concurrent searches share
 * one upstream call. Each search hears its results on the finished-jobs channel of its kind:
 * createLookupWorker states why none is missed. No job is read back.
 */
export class BullmqSearchGateway implements SearchGateway {
  private readonly names = new JobWaiters<LookupResult>();
  private readonly addresses = new JobWaiters<AddressResult>();
  private readonly order = new ServiceOrder();
  private readonly addressCache: AddressCacheReader;
  /** This process's copy of recent cache hits, kept in step with Redis through the announcements. */
  private readonly cachedLookups: CachedLookups;
  private unsubscribe: () => Promise<void> = async () => {};

  private constructor(
    /** The lookup queue (the admin's queue board shows it too). */
    readonly queue: LookupQueue,
    private readonly options: BullmqGatewayOptions,
  ) {
    this.addressCache = options.addressCache ?? new AddressCacheReader(options.cache.redis, options.keys);
    this.cachedLookups = new CachedLookups(options.cache, options.keys);
  }

  static async create(options: BullmqGatewayOptions): Promise<BullmqSearchGateway> {
    const queue: LookupQueue = new Queue(LOOKUP_QUEUE, {
      connection: options.connection,
      prefix: options.keys.prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
    });
    // Connection errors are expected during a Redis outage and the API's main connection reports them;
    // without listeners BullMQ and ioredis print every failed reconnect attempt to stderr.
    queue.on('error', () => {});
    const gateway = new BullmqSearchGateway(queue, options);
    const subscriber = subscriberFor(options.connection);
    gateway.cachedLookups.follow(subscriber, options.keys.lookupFinished);
    // The subscription is confirmed before the first job is added, or its announcement could be missed.
    gateway.unsubscribe = await subscribeFinishedJobs(subscriber, options.keys, {
      // Only name lookups order the dispatch: an address lookup's several calls say little of a name's.
      lookup: (m) => {
        // Before its waiters hear of it: from now on the job's key may hold a new result.
        gateway.cachedLookups.forget(m.jobId);
        gateway.finished(gateway.names, m, true);
      },
      address: (m) => gateway.finished(gateway.addresses, m, false),
    });
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

  async searchAddress(
    subject: { address: string; kind: AddressKind },
    onResult: (result: AddressResult) => void,
    { requestId, admit, signal, fresh }: SearchCall = {},
  ): Promise<void> {
    const { address, kind } = subject;
    const metrics = this.options.metrics;
    metrics?.addressSearch();
    const now = new Date();
    // Services that do not use this kind of address answer at once, without a job.
    const asked = EXTENSION_KEYS.filter((e) => {
      if (extensionByKey(e).addressKind === kind) return true;
      onResult(unsupportedAddress(e, address, now));
      return false;
    });
    const cached = fresh ? [] : await this.addressCache.getMany(address, asked);
    const missing = asked.filter((extension, i) => {
      const hit = cached[i];
      if (!fresh) metrics?.addressCache(extension, hit !== undefined);
      if (hit) onResult(hit);
      return !hit;
    });
    if (missing.length === 0) return;
    await admit?.(missing.length);
    const jobs = this.order.dispatch(missing).map((extension): PendingJob<AddressResult> => ({
      extension,
      jobId: addressJobId(extension, address),
      name: ADDRESS_JOB,
      data: { extension, address, ...(requestId ? { requestId } : {}), ...(fresh ? { fresh } : {}) },
      failed: () => failedAddress(extension, address),
    }));
    await this.enqueueAddresses(jobs, onResult, signal);
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
    // What this process keeps a copy of is answered with neither Redis nor a waiter.
    const copied = fresh ? [] : this.cachedLookups.copied(bare, asked);
    const open = asked.filter((extension, i) => {
      const hit = copied[i];
      if (!hit) return true;
      metrics?.cache(extension, true);
      onResult(hit);
      return false;
    });
    if (open.length === 0) return;
    // Lookups another search of this process already waits for (counted as joined). This search still adds
    // them to its own job: the other search may yet fail before it adds its job (its budget), and the
    // workers' claims (LookupClaims) make both jobs share one upstream call, in this process or any other.
    const pending = new Set(open.filter((e) => this.names.pending(lookupId(e, bare))));
    // Waiters before the cache is read: a job announces each answer once it is cached, while its other
    // lookups still run, so an answer cached after the read is announced after the waiter is there
    // (createLookupWorker's invariant).
    const limit = this.options.timeoutMs + (this.options.graceMs ?? 1500);
    const waits = open.map((extension) => ({
      jobId: lookupId(extension, bare),
      failed: () => failedLookup(extension, bare),
    }));
    // Once the search has failed (Redis, its budget), it passes on nothing more.
    let failed = false;
    const { done, giveUp, answer } = this.names.waitForAll(
      waits,
      limit,
      (result) => {
        if (!failed) onResult(result);
      },
      signal,
    );
    try {
      const cached = fresh ? [] : await this.cachedLookups.read(bare, open);
      const missing = open.filter((extension, i) => {
        const hit = cached[i];
        if (!fresh) metrics?.cache(extension, hit !== undefined);
        if (hit) answer(i, hit);
        return !hit;
      });
      if (missing.length > 0) {
        await admit?.(missing.length);
        const joined = missing.filter((e) => pending.has(e));
        if (joined.length > 0) metrics?.joined(joined);
        // Only this search's waits end: another search sharing its lookups may still get their answers.
        await this.addLookupJob(bare, missing, requestId, fresh).catch(giveUp);
      }
    } catch (error) {
      failed = true;
      giveUp();
      throw error;
    }
    await done;
  }

  /** One job for the services a search found no cached answer for, in ServiceOrder's dispatch order. */
  private async addLookupJob(bare: string, missing: ExtensionKey[], requestId?: string, fresh?: boolean) {
    const extensions = this.order.dispatch(missing);
    // The job carries the request id of the search that added it (the workers log it with each lookup).
    const data: LookupJob = {
      extensions,
      name: bare,
      ...(requestId ? { requestId } : {}),
      ...(fresh ? { fresh } : {}),
    };
    await this.queue.add(LOOKUP_JOB, data);
  }

  /**
   * Adds address `jobs` (in ServiceOrder's dispatch order) and passes each one's result to `onResult` as it
   * is announced. Waiters first, so no announcement can slip past.
   */
  private async enqueueAddresses(
    jobs: readonly PendingJob<AddressResult>[],
    onResult: (result: AddressResult) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const limit = this.options.timeoutMs + (this.options.graceMs ?? 1500);
    const { done, giveUp } = this.addresses.waitForAll(jobs, limit, onResult, signal);
    try {
      await this.queue.addBulk(jobs.map(({ name, data, jobId }) => ({ name, data, opts: { jobId } })));
    } catch {
      // Only this search's waiters give up: another search sharing a job id may still get its answer.
      giveUp();
    }
    await done;
  }

  async freshCount(bare: string): Promise<number> {
    const asked = EXTENSION_KEYS.filter((e) => !ruleAnswer(bare, e));
    const cached = await this.options.cache.getMany(bare, asked);
    return cached.filter((hit) => !hit).length;
  }

  private finished<R extends { extension: ExtensionKey }>(
    waiters: JobWaiters<R>,
    message: FinishedJob<R>,
    timesService: boolean,
  ): void {
    if ('error' in message) return waiters.settle(message.jobId, new Error(message.error));
    if (timesService && message.upstreamMs !== undefined)
      this.order.record(message.result.extension, message.upstreamMs);
    waiters.settle(message.jobId, message.result);
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
