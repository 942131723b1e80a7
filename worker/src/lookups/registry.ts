import type { ExtensionKey } from '@namescope/common';
import { withoutEmpty } from '@namescope/runtime';
import { createEvmAdapters } from './evm/index.ts';
import { createOtherAdapters } from './other/index.ts';
import type { Env, LookupAdapter } from './types.ts';

/** Every extension's adapter, configured from the environment (UPSTREAMS=sandbox points all at the sandbox). */
export function createAdapters(env: Env): Partial<Record<ExtensionKey, LookupAdapter>> {
  const defined = withoutEmpty(env);
  return { ...createEvmAdapters(defined), ...createOtherAdapters(defined) };
}
