import type { ExtensionKey, LookupResult } from '@namescope/common';

/** Turns lookups into queue jobs and gathers their results (implemented with BullMQ in issue 3). */
export interface SearchGateway {
  /**
   * One service's result for a bare name (from the cache, or a job). Never throws for upstream failures.
   * `requestId` (the HTTP request's) goes into a job this call creates, so the worker logs it.
   */
  lookup(extension: ExtensionKey, bare: string, requestId?: string): Promise<LookupResult>;
  /** Every service's result for a bare name, each passed to `onResult` as soon as it is known. */
  search(
    bare: string,
    onResult: (result: LookupResult) => void,
    signal?: AbortSignal,
    requestId?: string,
  ): Promise<void>;
  /** Readiness of the queue's Redis connection. */
  close(): Promise<void>;
}
