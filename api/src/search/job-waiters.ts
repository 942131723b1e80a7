/** A waiter for one job: the announced result, or an Error when the job failed. */
type Waiter<R> = (result: R | Error) => void;

/**
 * The searches of this process waiting for jobs, by job id: every waiter of a job hears its announcement,
 * and each gives up on its own (time limit, its client gone) with the 'unavailable' answer it was given.
 */
export class JobWaiters<R> {
  private readonly waiters = new Map<string, Set<Waiter<R>>>();

  /** Whether some search of this process already waits for `jobId` (a new search then joins that job). */
  pending(jobId: string): boolean {
    return (this.waiters.get(jobId)?.size ?? 0) > 0;
  }

  /**
   * Waits for the job `jobId`; its failure, `timeoutMs`, an abort of `signal` and giveUp() give `failed()`.
   * Registered at once, so an announcement sent after this call returns is never missed.
   */
  waitFor(
    jobId: string,
    failed: () => R,
    timeoutMs: number,
    signal?: AbortSignal,
  ): { result: Promise<R>; giveUp: () => void } {
    let giveUp = () => {};
    const result = new Promise<R>((resolve) => {
      const set = this.waiters.get(jobId) ?? new Set<Waiter<R>>();
      this.waiters.set(jobId, set);
      const finish = (value: R) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        set.delete(waiter);
        if (set.size === 0 && this.waiters.get(jobId) === set) this.waiters.delete(jobId);
        resolve(value);
      };
      const waiter: Waiter<R> = (value) => finish(value instanceof Error ? failed() : value);
      const onAbort = () => finish(failed());
      const timer = setTimeout(onAbort, timeoutMs);
      set.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      giveUp = onAbort;
    });
    return { result, giveUp };
  }

  /** Passes a job's announced result (or failure) to every search waiting for it. */
  settle(jobId: string, value: R | Error): void {
    for (const waiter of this.waiters.get(jobId) ?? []) waiter(value);
  }
}
