/**
 * The failures raised on purpose when talking to upstreams, for lookups and the indexer alike, split the way
 * ponder and BullMQ split them: a WorkerError is one a retry cannot fix (bad data or configuration, a
 * contract revert that means a bug); a RetryableWorkerError is transient (timeout, 5xx, rate limit, dropped
 * socket), so the caller backs off and tries again. `retryable` tells them apart without instanceof; which
 * failure is which is decided in one place, classify-failure.ts.
 */
export class WorkerError extends Error {
  override name = 'WorkerError';
  readonly retryable: boolean = false;
  /** How long the upstream asked us to wait before asking again (its Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options?: ErrorOptions & { retryAfterMs?: number }) {
    super(message, options);
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** A transient failure: back off and try again (within the lookup's time limit, or the source's backoff). */
export class RetryableWorkerError extends WorkerError {
  override name = 'RetryableWorkerError';
  override readonly retryable = true;
}

/** The provider refused a block range as too large; the caller retries with a smaller one. */
export class RangeTooLargeError extends RetryableWorkerError {
  override name = 'RangeTooLargeError';
}
