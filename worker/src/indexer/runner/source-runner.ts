import type { Logger } from 'pino';
import type { IngestStore } from '../ingest/store.ts';
import type { IndexerSource, RegistrationEvent } from '../types.ts';
import { backoffDelay } from './backoff.ts';

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
  now?: () => number;
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
    try {
      let from = await store.readCursor(source.id);
      let cursor = from ?? (await source.initialCursor(controller.signal));
      for (;;) {
        const step = await accumulate(cursor);
        // The previous batch must be durable before the next one commits: cursors move in order.
        await pending;
        const commitFrom = from;
        pending = store.commit(source.id, commitFrom, step.cursor, step.events).then((n) => {
          events += step.events.length;
          inserted += n;
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
          break;
        }
      }
      await pending;
      failures = 0;
      return { status: 'ok', events, inserted };
    } catch (error) {
      await pending?.catch(() => {});
      if (controller.signal.aborted) return { status: 'skipped', events, inserted };
      failures += 1;
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
