/** An upstream failure a retry cannot fix (bad data, a contract revert that means a bug). */
export class LookupError extends Error {
  override name = 'LookupError';
  readonly retryable: boolean = false;
}

/** An upstream failure worth retrying within the time limit (timeouts, 5xx, rate limits, dropped sockets). */
export class RetryableLookupError extends LookupError {
  override name = 'RetryableLookupError';
  override readonly retryable = true;
}
