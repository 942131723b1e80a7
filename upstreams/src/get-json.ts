import { WorkerError, RetryableWorkerError } from './errors.ts';

/**
 * GET a JSON document with a time limit. Network errors, timeouts, 429 and 5xx are retryable; any other
 * non-OK status is not (a wrong URL or a changed API will not fix itself on retry).
 */
export async function getJson<T>(
  url: string,
  options: { timeoutMs: number; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new RetryableWorkerError(`${url}: ${(error as Error).message}`, { cause: error });
  }
  if (!res.ok) {
    const ErrorType = res.status === 429 || res.status >= 500 ? RetryableWorkerError : WorkerError;
    throw new ErrorType(`${url}: HTTP ${res.status}`);
  }
  try {
    return (await res.json()) as T;
  } catch (error) {
    throw new RetryableWorkerError(`${url}: invalid JSON`, { cause: error });
  }
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
