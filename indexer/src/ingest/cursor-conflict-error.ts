import { WorkerError } from '@namescope/upstreams';

/** Another writer moved this source's cursor first (two indexers at once): this batch is discarded. */
export class CursorConflictError extends WorkerError {
  override name = 'CursorConflictError';
}
