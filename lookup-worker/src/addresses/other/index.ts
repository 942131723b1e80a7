import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import type { ReverseAdapter } from '../types.ts';

/** The other chains' address lookups (SNS, SuiNS, BNS, NFD, sats names). */
export function createOtherReverseAdapters(
  _settings: UpstreamSettings,
  _http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  return {};
}
