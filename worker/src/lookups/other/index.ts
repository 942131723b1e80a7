import type { ExtensionKey } from '@namescope/common';
import type { Env, LookupAdapter } from '../types.ts';

/** Adapters for .sol, .algo, .sui, .btc and .sats. */
export function createOtherAdapters(_env: Env): Partial<Record<ExtensionKey, LookupAdapter>> {
  return {};
}
