import type { AddressKind, AddressResult, ExtensionKey, LookupResult } from '@namescope/common';

/**
 * Called with the number of services a lookup or search must ask upstream (those not answered from the
 * cache), before any job is added; when it throws, nothing is enqueued and the call rejects with its error.
 * The API charges its per-IP budget of fresh lookups here.
 */
export type AdmitFresh = (fresh: number) => Promise<void>;

/** How one lookup or search was asked for. */
export interface SearchCall {
  /** The HTTP request's id: it goes into the jobs this call creates, so the worker logs it. */
  requestId?: string;
  admit?: AdmitFresh;
  /** Aborting answers every pending service 'unavailable' at once (the client went away). */
  signal?: AbortSignal;
  /**
   * Ask the services even when the cache has an answer (a watchlist refresh must be news, not the cached
   * answer of minutes ago). Still charged through `admit`; the new answers refresh the cache.
   */
  fresh?: boolean;
}

/** Turns lookups into queue jobs and gathers their results. */
export interface SearchGateway {
  /** One service's result for a bare name (from the cache, or a job). Never throws for upstream failures. */
  lookup(extension: ExtensionKey, bare: string, call?: SearchCall): Promise<LookupResult>;
  /** Every service's result for a bare name, each passed to `onResult` as soon as it is known. */
  search(bare: string, onResult: (result: LookupResult) => void, call?: SearchCall): Promise<void>;
  /**
   * Every service's answer for a recognised address (common's recogniseAddress: canonical `address` and its
   * `kind`), each passed to `onResult` as soon as it is known: services that do not use this kind answer
   * 'unsupported' at once, cached answers next, the rest through one shared job per service and address,
   * charged through `call.admit`.
   */
  searchAddress(
    subject: { address: string; kind: AddressKind },
    onResult: (result: AddressResult) => void,
    call?: SearchCall,
  ): Promise<void>;
  /**
   * How many services a search of a bare name would ask upstream now: those neither cached nor answered by
   * the name rules (too short, subname). Reads the cache only; bulk searches reserve their budget with it.
   */
  freshCount(bare: string): Promise<number>;
  /** Closes the queue and the finished-lookups subscription. */
  close(): Promise<void>;
}
