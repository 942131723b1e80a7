import type { Logger } from 'pino';
import type { IngestStore } from '../ingest/store.ts';
import type { IndexerSource, RegistrationEvent } from '../types.ts';
import { backoffDelay } from '@namescope/upstreams';

export interface SourceRunnerOptions {
  source: IndexerSource;
  store: IngestStore;
  logger: Logger;
  /** Rows to accumulate before one INSERT. */
  batchSize: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Called after each committed batch (tests and benchmarks watch progress through it). */
  onCommit?: (info: { source: string; events: number; inserted: number; cursor: string }) => void;
  /** Hears progress for the process's metrics. */
  observer?: IndexerObserver;
  now?: () => number;
}

/** What the indexer reports as it goes (implemented by createIndexerMetrics). Times are epoch ms. */
export interface IndexerObserver {
  /** A batch was committed: rows inserted, and the block time of its newest event (if any). */
  committed(source: string, inserted: number, newestEventAt: number | undefined): void;
  /** A step read up to `behind` positions short of the chain head. */
  read(source: string, behind: number): void;
  /** A tick that started at `startedAt` ended without error; `caughtUp` when it reached the head. */
  succeeded(source: string, startedAt: number, caughtUp: boolean): void;
  failed(source: string): void;
  leader(isLeader: boolean): void;
}

export interface TickResult {
  status: 'ok' | 'skipped' | 'failed';
  events: number;
  inserted: number;
}

export interface SourceRunner {
  readonly id: string;
  /** Reads and writes until the source has nothing more waiting; never throws. */
  tick(): Promise<TickResult>;
  /** Makes a running tick stop after its current step. */
  stop(): void;
  readonly failures: number;
  /** True once a tick has read up to the source's head (no backlog left). */
  readonly caughtUp: boolean;
}

interface Step {
  events: RegistrationEvent[];
  cursor: string;
  more: boolean;
}

/**
 * Drives one source: accumulates its steps up to a batch, commits rows and cursor together, and
 * fetches the next batch while the previous one is being written. A failure backs the source off
 * (exponentially) without touching any other source.
 */
export function createSourceRunner(options: SourceRunnerOptions): SourceRunner {
  const { source, store, logger, batchSize } = options;
  const now = options.now ?? Date.now;
  const controller = new AbortController();
  let failures = 0;
  let retryAt = 0;
  let caughtUp = false;

  const accumulate = async (cursor: string): Promise<Step> => {
    const events: RegistrationEvent[] = [];
    let current = cursor;
    for (;;) {
      const batch = await source.next(current, controller.signal);
      for (const e of batch.events) events.push(e);
      current = batch.cursor;
      if (batch.behind !== undefined) options.observer?.read(source.id, batch.behind);
      if (!batch.more || events.length >= batchSize || controller.signal.aborted) {
        return { events, cursor: current, more: batch.more };
      }
    }
  };

  const tick = async (): Promise<TickResult> => {
    if (controller.signal.aborted || now() < retryAt) return { status: 'skipped', events: 0, inserted: 0 };
    let events = 0;
    let inserted = 0;
    let pending: Promise<void> | undefined;
    const startedAt = Date.now();
    let reachedHead = false;
    try {
      let from = await store.readCursor(source.id);
      let cursor = from ?? (await source.initialCursor(controller.signal));
      for (;;) {
        const step = await accumulate(cursor);
        // The previous batch must be durable before the next one commits: cursors move in order.
        await pending;
        // Stopped while reading (the lock was lost): what was read is left for the next leader, whose
        // lease may already have begun, rather than written by an instance that no longer holds the lock.
        if (controller.signal.aborted) break;
        const commitFrom = from;
        pending = store.commit(source.id, commitFrom, step.cursor, step.events).then((n) => {
          events += step.events.length;
          inserted += n;
          const newest = step.events.reduce((max, e) => Math.max(max, e.blockTimestamp.getTime()), 0);
          options.observer?.committed(source.id, n, newest || undefined);
          options.onCommit?.({
            source: source.id,
            events: step.events.length,
            inserted: n,
            cursor: step.cursor,
          });
        });
        from = cursor = step.cursor;
        if (!step.more || controller.signal.aborted) {
          caughtUp ||= !step.more;
          reachedHead = !step.more;
          break;
        }
      }
      await pending;
      failures = 0;
      options.observer?.succeeded(source.id, startedAt, reachedHead);
      return { status: 'ok', events, inserted };
    } catch (error) {
      await pending?.catch(() => {});
      if (controller.signal.aborted) return { status: 'skipped', events, inserted };
      failures += 1;
      options.observer?.failed(source.id);
      const delay = backoffDelay(failures, options.backoffBaseMs, options.backoffMaxMs);
      retryAt = now() + delay;
      const retryable = (error as { retryable?: boolean }).retryable ?? true;
      logger.warn(
        { source: source.id, err: error, failures, retryInMs: delay, retryable },
        'indexer source failed; backing off',
      );
      return { status: 'failed', events, inserted };
    }
  };

  return {
    id: source.id,
    tick,
    stop: () => controller.abort(),
    get failures() {
      return failures;
    },
    get caughtUp() {
      return caughtUp;
    },
  };
}
