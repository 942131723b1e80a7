import { deriveLifecycle, type LookupResult } from '@namescope/common';
import { failedLookup } from '../lookups/result.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import { type RunUpstreamOptions, runUpstream, type UpstreamRun } from './run-upstream.ts';

export interface RunLookupOptions extends RunUpstreamOptions {
  now?: () => Date;
}

export interface LookupOutcome {
  result: LookupResult;
  outcome: UpstreamRun<unknown>['outcome'];
  attempts: number;
  durationMs: number;
}

/**
 * Runs one adapter within its time limit (runUpstream's rules) and never throws: a service that fails or
 * times out yields the 'unavailable' entry of docs/product.md section 4.
 * Names too short for the service, and subnames, never get here: the API's gateway answers them itself.
 */
export async function runLookup(
  adapter: LookupAdapter,
  name: string,
  options: RunLookupOptions,
): Promise<LookupOutcome> {
  const now = options.now ?? (() => new Date());
  const { value: fields, ...run } = await runUpstream((signal) => adapter.lookup(name, signal), options);
  if (!fields) return { ...run, result: failedLookup(adapter.extension, name, now()) };
  const checkedAt = now();
  // The one place every service's answer gains its lifecycle, by that service's rules.
  const lifecycle = deriveLifecycle(fields, checkedAt);
  return {
    ...run,
    result: { ...fields, ...lifecycle, checkedAt: checkedAt.toISOString(), cached: false },
  };
}
