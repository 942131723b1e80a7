import { type ConnectionOptions, Job, Queue, QueueEvents } from 'bullmq';
import {
  EXTENSION_KEYS,
  type ExtensionKey,
  LOOKUP_FAILED_MESSAGE,
  type LookupJob,
  type LookupResult,
  isTooShort,
  lookupResultSchema,
} from '@namescope/common';
import { LOOKUP_JOB, LOOKUP_QUEUE, type LookupCache, lookupJobId } from '@namescope/worker/queue';
import { emptyFields, tooShortFields } from '@namescope/worker/lookup-fields';
import type { SearchGateway } from './gateway.ts';

export interface BullmqGatewayOptions {
  connection: ConnectionOptions;
  prefix: string;
  cache: LookupCache;
  /** A lookup's own time limit (the worker enforces it); the gateway waits a little longer than this. */
  timeoutMs: number;
  /** Extra wait beyond timeoutMs for queueing and transport before answering 'unavailable'. */
  graceMs?: number;
}

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
        // Kept briefly so a search that joins a job just as it finishes can still read its result.
        removeOnComplete: { age: 10, count: 5000 },
        removeOnFail: { age: 10, count: 5000 },
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
    await Promise.all(missing.map((extension) => this.viaJob(extension, bare, signal).then(onResult)));
  }

  private async viaJob(extension: ExtensionKey, name: string, signal?: AbortSignal): Promise<LookupResult> {
    const jobId = lookupJobId(extension, name);
    const failed = (): LookupResult => ({
      ...emptyFields(extension, name),
      error: LOOKUP_FAILED_MESSAGE,
      checkedAt: new Date().toISOString(),
      cached: false,
    });
    let release: () => void = () => {};
    const settled = new Promise<LookupResult>((resolve) => {
      const waiter: Waiter = (value) => resolve(value instanceof Error ? failed() : value);
      const set = this.waiters.get(jobId) ?? new Set<Waiter>();
      set.add(waiter);
      this.waiters.set(jobId, set);
      const timer = setTimeout(
        () => resolve(failed()),
        this.options.timeoutMs + (this.options.graceMs ?? 1500),
      );
      const onAbort = () => resolve(failed());
      signal?.addEventListener('abort', onAbort, { once: true });
      release = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        set.delete(waiter);
        if (set.size === 0 && this.waiters.get(jobId) === set) this.waiters.delete(jobId);
      };
    });
    try {
      // The waiter is registered before the job is added, so its completion event cannot be missed; a job
      // that already finished (another search added it) is read directly.
      const job = await this.queue.add(LOOKUP_JOB, { extension, name }, { jobId });
      void this.readFinished(job, jobId);
      return await settled;
    } catch {
      return failed();
    } finally {
      release();
    }
  }

  private async readFinished(job: Job<LookupJob, LookupResult>, jobId: string): Promise<void> {
    const state = await job.getState();
    if (state === 'completed') {
      const fresh = await Job.fromId<LookupJob, LookupResult>(this.queue, jobId);
      if (fresh?.returnvalue) this.settle(jobId, parseResult(fresh.returnvalue));
    } else if (state === 'failed') this.settle(jobId, new Error('lookup job failed'));
  }

  private settle(jobId: string, value: LookupResult | Error): void {
    for (const waiter of this.waiters.get(jobId) ?? []) waiter(value);
  }

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
  }
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
