import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import { createEvmAdapters } from './evm/index.ts';
import { createLookupHttpClient } from './lookup-http-client.ts';
import { createOtherAdapters } from './other/index.ts';
import type { LookupAdapter } from './types.ts';

/**
 * Every extension's adapter, from the parsed upstream settings (UPSTREAMS=sandbox points all at the sandbox),
 * requesting through `http`.
 */
export function createAdapters(
  settings: UpstreamSettings,
  http: HttpClient = createLookupHttpClient(settings),
): Partial<Record<ExtensionKey, LookupAdapter>> {
  return { ...createEvmAdapters(settings, http), ...createOtherAdapters(settings, http) };
}
