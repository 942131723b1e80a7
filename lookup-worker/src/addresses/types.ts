import type { AddressFields, AddressKind, ExtensionKey } from '@namescope/common';

/**
 * One naming service's address lookup (docs/features/address-search.md section 2): given a recognised address
 * of the kind the service uses (canonical form, from common's recogniseAddress), ask the service for the
 * name the address calls its own, checked the way the service checks it, and the names it holds where the
 * service can list them. Returns `found` or `none` for every answer the upstream gives; throws
 * RetryableWorkerError for timeouts and 5xx, WorkerError otherwise (as LookupAdapter does).
 */
export interface ReverseAdapter {
  extension: ExtensionKey;
  kind: AddressKind;
  lookup(address: string, signal: AbortSignal): Promise<AddressFields>;
}
