/** A waiter for one job: the announced result, or an Error when the job failed. */
type Waiter<R> = (result: R | Error) => void;

/** One job a search waits for, and the answer it gives when the job fails or the search stops waiting. */
export interface AwaitedJob<R> {
  jobId: string;
  failed: () => R;
}

/**
 * The searches of this process waiting for jobs, by job id: every waiter of a job hears its announcement,
 * and each search gives up on its own (time limit, its client gone) with the 'unavailable' answers it was
 * given.
 */
export class JobWaiters<R> {
  private readonly waiters = new Map<string, Set<Waiter<R>>>();

  /** Whether some search of this process already waits for `jobId` (a new search then joins that job). */
  pending(jobId: string): boolean {
    return (this.waiters.get(jobId)?.size ?? 0) > 0;
  }

  /**
   * Waits for one search's `jobs` and passes each one's answer to `onEach` the moment it has one: the job's
   * announced result, or its `failed()` when the job fails, or once `timeoutMs` passes, `signal` aborts or
   * giveUp() is called, for every job still waiting then; or what answer(i, value) gives the i-th job of this
   * search alone (a result it found elsewhere, as in the cache). `done` resolves once every job has its
   * answer, and rejects if `onEach` throws. Registered at once, so an announcement sent after this call
   * returns is never missed. One timer and one abort listener serve the whole search.
   * An announcement is passed on in the handler that received it, not a promise's turn later: a burst of
   * announcements then reaches the client one by one as each is read, not all after the last.
   */
  waitForAll(
    jobs: readonly AwaitedJob<R>[],
    timeoutMs: number,
    onEach: (value: R) => void,
    signal?: AbortSignal,
  ): { done: Promise<void>; giveUp: () => void; answer: (index: number, value: R) => void } {
    let remaining = jobs.length;
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // How to end each job still waiting with its failed() answer.
    const open = new Set<() => void>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = () => {
      for (const stop of [...open]) stop();
    };
    const answers = jobs.map(({ jobId, failed }) => {
      const set = this.waiters.get(jobId) ?? new Set<Waiter<R>>();
      this.waiters.set(jobId, set);
      const finish = (value: R) => {
        if (!open.delete(stop)) return;
        set.delete(waiter);
        if (set.size === 0 && this.waiters.get(jobId) === set) this.waiters.delete(jobId);
        remaining -= 1;
        if (remaining === 0) {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
        }
        try {
          onEach(value);
        } catch (error) {
          reject(error);
        }
        if (remaining === 0) resolve();
      };
      const waiter: Waiter<R> = (value) => finish(value instanceof Error ? failed() : value);
      const stop = () => finish(failed());
      set.add(waiter);
      open.add(stop);
      return finish;
    });
    if (remaining === 0) resolve();
    else {
      timer = setTimeout(giveUp, timeoutMs);
      signal?.addEventListener('abort', giveUp, { once: true });
    }
    return { done, giveUp, answer: (index, value) => answers[index]?.(value) };
  }

  /** Passes a job's announced result (or failure) to every search waiting for it. */
  settle(jobId: string, value: R | Error): void {
    for (const waiter of this.waiters.get(jobId) ?? []) waiter(value);
  }
}
