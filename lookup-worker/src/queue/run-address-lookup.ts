import type { AddressResult } from '@namescope/common';
import { failedAddress } from '@namescope/protocol';
import type { ReverseAdapter } from '../addresses/types.ts';
import type { LookupOutcome, RunLookupOptions } from './run-lookup.ts';
import { runUpstream } from './run-upstream.ts';

export interface AddressOutcome extends Omit<LookupOutcome, 'result'> {
  result: AddressResult;
}

/**
 * Runs one service's address lookup under the name lookups' time limit and retry rules (runUpstream) and
 * never throws: a service that fails or times out answers 'unavailable', which is never cached.
 */
export async function runAddressLookup(
  adapter: ReverseAdapter,
  address: string,
  options: RunLookupOptions,
): Promise<AddressOutcome> {
  const now = options.now ?? (() => new Date());
  const { value: fields, ...run } = await runUpstream((signal) => adapter.lookup(address, signal), options);
  if (!fields) return { ...run, result: failedAddress(adapter.extension, address, now()) };
  return {
    ...run,
    result: { ...fields, address, checkedAt: now().toISOString(), cached: false },
  };
}
