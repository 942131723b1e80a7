import type { ExtensionKey } from '@namescope/common';
import type { HttpClient, UpstreamSettings } from '@namescope/upstreams';
import type { ReverseAdapter } from '../types.ts';

/** The EVM services' address lookups (ENS, Basenames, SPACE ID, UD, Avvy). */
export function createEvmReverseAdapters(
  _settings: UpstreamSettings,
  _http: HttpClient,
): Partial<Record<ExtensionKey, ReverseAdapter>> {
  return {};
}
