import type { ExtensionKey, LookupFields } from '@namescope/common';

export type { LookupFields } from '@namescope/common';

/** One naming service's lookup: given a bare, normalised name, ask the chain and describe the name. */
export interface LookupAdapter {
  extension: ExtensionKey;
  /**
   * Resolves `name` (bare, without the TLD). Returns a result for every answer the upstream gives,
   * 'not found' included; throws RetryableWorkerError for timeouts and 5xx, WorkerError otherwise.
   */
  lookup(name: string, signal: AbortSignal): Promise<LookupFields>;
}
