import { createHttpClient, type HttpClient, type UpstreamSettings } from '@namescope/upstreams';

/** The lookups' HTTP client: one for every adapter, holding each answer to LOOKUP_MAX_RESPONSE_BYTES. */
export function createLookupHttpClient(settings: UpstreamSettings): HttpClient {
  return createHttpClient({ maxResponseBytes: settings.lookupMaxResponseBytes });
}
