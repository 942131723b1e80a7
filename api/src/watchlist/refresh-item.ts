import type { ExtensionKey, LookupResult } from '@namescope/common';
import { WatchlistItem } from '@namescope/db';
import type { EntityManager } from '../context.ts';
import type { SearchCall, SearchGateway } from '../search/gateway.ts';

/** The lifecycle a lookup result carries, when the lookup schema has one (issue 12, section 2). */
function lifecycleOf(result: LookupResult): string | null {
  const value = (result as { lifecycle?: unknown }).lifecycle;
  return typeof value === 'string' ? value : null;
}

/**
 * Re-checks one watched name through the search gateway (the cache, the shared jobs and the time limit of
 * every other lookup) and stores what it found. A failed check (the service unavailable, or the name not
 * valid there) keeps the last known snapshot, so one bad moment never erases an expiry from the calendar;
 * its reason is returned instead.
 */
export async function refreshItem(
  em: EntityManager,
  search: SearchGateway,
  item: WatchlistItem,
  call: SearchCall,
): Promise<{ item: WatchlistItem; error?: string }> {
  const result = await search.lookup(item.extension as ExtensionKey, item.name, call);
  if (result.error) return { item, error: result.error };
  item.status = result.status;
  item.lifecycle = lifecycleOf(result);
  item.expirationDate = result.expirationDate;
  item.lastCheckedAt = new Date(result.checkedAt);
  await em.flush();
  return { item };
}
