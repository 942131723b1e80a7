/**
 * The failures raised on purpose when talking to upstreams, for lookups and the indexer alike, split the way
 * ponder and BullMQ split them: a WorkerError is one a retry cannot fix (bad data or configuration, a
 * contract revert that means a bug); a RetryableWorkerError is transient (timeout, 5xx, rate limit, dropped
 * socket), so the caller backs off and tries again. `retryable` tells them apart without instanceof.
 */
export class WorkerError extends Error {
  override name = 'WorkerError';
  readonly retryable: boolean = false;
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
