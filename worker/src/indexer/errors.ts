/** A source failure a retry cannot fix by itself (bad configuration, a malformed cursor). */
export class IndexerError extends Error {
  override name = 'IndexerError';
  readonly retryable: boolean = false;
}

/** A transient failure (timeout, 5xx, rate limit, dropped socket): back off and try again. */
export class RetryableIndexerError extends IndexerError {
  override name = 'RetryableIndexerError';
  override readonly retryable = true;
}

/** The provider refused a block range as too large; the caller retries with a smaller one. */
export class RangeTooLargeError extends RetryableIndexerError {
  override name = 'RangeTooLargeError';
}

/** Another writer moved this source's cursor first (two indexers at once): this batch is discarded. */
export class CursorConflictError extends IndexerError {
  override name = 'CursorConflictError';
}
