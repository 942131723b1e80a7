import type { ExtensionKey } from '@namescope/common';
import { Counter, type Registry } from 'prom-client';

/** What the search gateway counts (an interface, so the gateway works without metrics in tests). */
export interface SearchMetrics {
  /** One search of all twelve services began. */
  search(): void;
  /** One search of an address began. */
  addressSearch(): void;
  /** One service's address cache read: hit or miss. */
  addressCache(extension: ExtensionKey, hit: boolean): void;
  /** One service's cache read for a search or lookup: hit or miss. */
  cache(extension: ExtensionKey, hit: boolean): void;
  /** A search or lookup joined lookups that another search in this process already waited for. */
  joined(extensions: readonly ExtensionKey[]): void;
}

/** The gateway's counters; `service` is the extension key, so every label set is small and fixed. */
export function createSearchMetrics(registry: Registry): SearchMetrics {
  const searches = new Counter({
    name: 'namescope_searches_total',
    help: 'Searches of all twelve services started (JSON and streamed)',
    registers: [registry],
  });
  // Every search counts twelve cache reads: they are tallied as plain numbers and added to the counter when
  // it is scraped, rather than looking up a label set twelve times per search.
  const pending = new Map<ExtensionKey, { hit: number; miss: number }>();
  new Counter({
    name: 'namescope_lookup_cache_total',
    help: 'Result cache reads by the API, by service and result (hit or miss)',
    labelNames: ['service', 'result'] as const,
    registers: [registry],
    collect() {
      for (const [service, counts] of pending) {
        if (counts.hit > 0) this.inc({ service, result: 'hit' }, counts.hit);
        if (counts.miss > 0) this.inc({ service, result: 'miss' }, counts.miss);
      }
      pending.clear();
    },
  });
  const joinedJobs = new Counter({
    name: 'namescope_search_joined_jobs_total',
    help: 'Lookups another search of this process already waited for (same service and name): the two share one upstream call',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const joinedSearches = new Counter({
    name: 'namescope_searches_joined_total',
    help: 'Searches or lookups that joined at least one lookup another search of this process already waited for',
    registers: [registry],
  });
  const addressSearches = new Counter({
    name: 'namescope_address_searches_total',
    help: 'Searches of an address started (JSON and streamed)',
    registers: [registry],
  });
  const addressCache = new Counter({
    name: 'namescope_address_cache_total',
    help: 'Address answer cache reads by the API, by service and result (hit or miss)',
    labelNames: ['service', 'result'] as const,
    registers: [registry],
  });
  return {
    search: () => searches.inc(),
    addressSearch: () => addressSearches.inc(),
    addressCache: (extension, hit) => addressCache.inc({ service: extension, result: hit ? 'hit' : 'miss' }),
    cache(extension, hit) {
      let counts = pending.get(extension);
      if (!counts) pending.set(extension, (counts = { hit: 0, miss: 0 }));
      if (hit) counts.hit += 1;
      else counts.miss += 1;
    },
    joined(extensions) {
      joinedSearches.inc();
      for (const extension of extensions) joinedJobs.inc({ service: extension });
    },
  };
}
