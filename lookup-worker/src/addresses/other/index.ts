import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import type { ReverseAdapter } from '../types.ts';
import { createNfdReverseAdapter } from './nfd-reverse.ts';

/** The other chains' address lookups (SNS, SuiNS, BNS, NFD, sats names). */
export function createOtherReverseAdapters(
  settings: UpstreamSettings,
  http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  return {
    algo: createNfdReverseAdapter(settings.nfdApiUrl, http),
  };
}
