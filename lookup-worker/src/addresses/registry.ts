import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { createEvmReverseAdapters } from './evm/index.ts';
import { createOtherReverseAdapters } from './other/index.ts';
import type { ReverseAdapter } from './types.ts';

/** Every service's address lookup, from the parsed upstream settings, requesting through `http`. */
export function createReverseAdapters(
  settings: UpstreamSettings,
  http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  return { ...createEvmReverseAdapters(settings, http), ...createOtherReverseAdapters(settings, http) };
}
