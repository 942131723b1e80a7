import type { ExtensionKey } from '@namescope/common';
import type { Env, LookupAdapter } from '../types.ts';

/** Adapters for .eth, .base.eth, .bnb, .arb, .crypto, .blockchain and .avax. */
export function createEvmAdapters(_env: Env): Partial<Record<ExtensionKey, LookupAdapter>> {
  return {};
}
