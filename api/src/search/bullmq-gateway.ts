import { type ConnectionOptions, Queue, QueueEvents } from 'bullmq';
import {
  EXTENSION_KEYS,
  type ExtensionKey,
  failedLookup,
  tooShortFields,
  type LookupJob,
  type LookupResult,
  isTooShort,
  lookupResultSchema,
} from '@namescope/common';
import { LOOKUP_JOB, LOOKUP_QUEUE, type LookupCache, lookupJobId } from '@namescope/worker/queue';
import type { SearchGateway } from './gateway.ts';

export interface BullmqGatewayOptions {
  connection: ConnectionOptions;
  prefix: string;
  cache: LookupCache;
  /** A lookup's own time limit (the worker enforces it); the gateway waits a little longer than this. */
  timeoutMs: number;
  /** Extra wait beyond timeoutMs for queueing and transport before answering 'unavailable'. */
  graceMs?: number;
  /**
   * How long a finished job stays in Redis, and so how long a search that adds the same job id late may
   * reuse its answer instead of asking the upstream again (default 10 s). Failed lookups are never reused.
   */
  keepFinishedMs?: number;
}

// Rounds of add-and-check per search: a finished job that cannot be reused is removed and added again, and
// another search may be doing the same to it at that moment; past this the waiters answer 'unavailable'.
const MAX_ADD_ROUNDS = 3;

type Waiter = (result: LookupResult | Error) => void;

/**
 * Search gateway over BullMQ: cached results answer at once; the rest become one job per service with a
 * job id derived from (service, name), so concurrent searches of a name share one upstream call. One
 * QueueEvents stream per process feeds every waiter.
 */
export class BullmqSearchGateway implements SearchGateway {
  private readonly waiters = new Map<string, Set<Waiter>>();

  private constructor(
    private readonly queue: Queue<LookupJob, LookupResult>,
    private readonly events: QueueEvents,
    private readonly options: BullmqGatewayOptions,
  ) {
    events.on('completed', ({ jobId, returnvalue }) => this.settle(jobId, parseResult(returnvalue)));
    events.on('failed', ({ jobId, failedReason }) => this.settle(jobId, new Error(failedReason)));
  }

  static async create(options: BullmqGatewayOptions): Promise<BullmqSearchGateway> {
    const queue = new Queue<LookupJob, LookupResult>(LOOKUP_QUEUE, {
      connection: options.connection,
      prefix: options.prefix,
      defaultJobOptions: {
        // Kept briefly so a search that joins a job just as it finishes can still read its result. BullMQ
        // prunes by age only when a later job finishes, so an idle queue keeps them longer: see enqueue.
        removeOnComplete: { age: Math.ceil(keepFinishedMs(options) / 1000), count: 5000 },
        removeOnFail: { age: Math.ceil(keepFinishedMs(options) / 1000), count: 5000 },
      },
    });
    const events = new QueueEvents(LOOKUP_QUEUE, { connection: options.connection, prefix: options.prefix });
    events.setMaxListeners(0);
    // Completions are missed unless the event stream is ready before the first job is added.
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    return new BullmqSearchGateway(queue, events, options);
  }

  async lookup(extension: ExtensionKey, bare: string): Promise<LookupResult> {
    let found: LookupResult | undefined;
    await this.run(bare, [extension], (result) => (found = result));
    return found!;
  }

  async search(bare: string, onResult: (result: LookupResult) => void, signal?: AbortSignal): Promise<void> {
    await this.run(bare, EXTENSION_KEYS, onResult, signal);
  }

  private async run(
    bare: string,
    extensions: readonly ExtensionKey[],
    onResult: (result: LookupResult) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const now = new Date().toISOString();
    const asked = extensions.filter((e) => {
      if (!isTooShort(bare, e)) return true;
      onResult({ ...tooShortFields(e, bare), checkedAt: now, cached: false });
      return false;
    });
    const cached = await this.options.cache.getMany(bare, asked);
    const missing: ExtensionKey[] = [];
    asked.forEach((extension, i) => {
      const hit = cached[i];
      if (hit) onResult(hit);
      else missing.push(extension);
    });
    if (missing.length === 0) return;
    // Waiters first, so no completion event can slip past; then all the jobs in one round trip.
    const pending = missing.map((extension) => this.waitFor(extension, bare, signal));
    try {
      await this.enqueue(bare, missing);
    } catch {
      // Only this search's waiters give up: another search sharing a job id may still get its answer.
      for (const p of pending) p.giveUp();
    }
    await Promise.all(pending.map((p) => p.result.then(onResult)));
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

  /**
   * Adds one job per service (a job id that exists already is not added twice, so concurrent searches
   * share it). A job that is still waiting or running settles its waiters with its 'completed' event. One
   * that has already finished is reused only when it succeeded within keepFinishedMs: a failure is never
   * reused (like the cache, which never keeps one), and an older answer may be stale because BullMQ prunes
   * finished jobs lazily; such a job is removed and added again.
   */
  private async enqueue(bare: string, extensions: readonly ExtensionKey[]): Promise<void> {
    let todo = extensions;
    for (let round = 0; round < MAX_ADD_ROUNDS && todo.length > 0; round += 1) {
      await this.queue.addBulk(
        todo.map((extension) => ({
          name: LOOKUP_JOB,
          data: { extension, name: bare },
          opts: { jobId: lookupJobId(extension, bare) },
        })),
      );
      // Read through BullMQ's public API, all at once: whether each job exists and how it finished.
      const jobs = await Promise.all(
        todo.map((extension) => this.queue.getJob(lookupJobId(extension, bare))),
      );
      const again: ExtensionKey[] = [];
      for (const [i, extension] of todo.entries()) {
        const job = jobs[i];
        const jobId = lookupJobId(extension, bare);
        if (!job) {
          again.push(extension); // pruned between the add and the read: add it anew
          continue;
        }
        if (!job.finishedOn) continue;
        const value = job.failedReason ? new Error(job.failedReason) : parseResult(job.returnvalue);
        const recent = Date.now() - job.finishedOn <= keepFinishedMs(this.options);
        if (recent && !(value instanceof Error) && !value.error) {
          this.settle(jobId, value);
          continue;
        }
        // Another search may have replaced it already: then this removes its copy if still waiting (and the
        // add puts it back) or fails because it is running (and the add joins it). Either way one job runs.
        await job.remove().catch(() => undefined);
        again.push(extension);
      }
      todo = again;
    }
    for (const extension of todo) this.settle(lookupJobId(extension, bare), new Error('lookup job churned'));
  }

  private settle(jobId: string, value: LookupResult | Error): void {
    for (const waiter of this.waiters.get(jobId) ?? []) waiter(value);
  }

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
  }
}

function keepFinishedMs(options: BullmqGatewayOptions): number {
  return options.keepFinishedMs ?? 10_000;
}

function parseResult(raw: unknown): LookupResult | Error {
  const value = typeof raw === 'string' ? safeJson(raw) : raw;
  const parsed = lookupResultSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, cached: false } : new Error('malformed lookup result');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
