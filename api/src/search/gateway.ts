import type { ExtensionKey, LookupResult } from '@namescope/common';

/**
 * Called with the number of services a lookup or search must ask upstream (those not answered from the
 * cache), before any job is added; when it throws, nothing is enqueued and the call rejects with its error.
 * The API charges its per-IP budget of fresh lookups here.
 */
export type AdmitFresh = (fresh: number) => Promise<void>;

/** Turns lookups into queue jobs and gathers their results (implemented with BullMQ in issue 3). */
export interface SearchGateway {
  /** One service's result for a bare name (from the cache, or a job). Never throws for upstream failures. */
  lookup(extension: ExtensionKey, bare: string, admit?: AdmitFresh): Promise<LookupResult>;
  /** Every service's result for a bare name, each passed to `onResult` as soon as it is known. */
  search(
    bare: string,
    onResult: (result: LookupResult) => void,
    signal?: AbortSignal,
    admit?: AdmitFresh,
  ): Promise<void>;
  /** Readiness of the queue's Redis connection. */
  close(): Promise<void>;
}
