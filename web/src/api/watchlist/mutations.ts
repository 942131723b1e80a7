import {
  type ExtensionKey,
  type WatchlistItem,
  watchlistItemSchema,
  watchlistRefreshResponseSchema,
} from '@namescope/common';
import { mutationOptions } from '@tanstack/react-query';
import { apiPath, fetchJson, send } from '../fetch.ts';
import { refetchAfter } from '../refetch-after.ts';
import { watchlistKeys } from './queries.ts';

const removeWatch = (sessionId: string, id: number) =>
  send(apiPath('watchlist', sessionId, id), { method: 'DELETE' });

/**
 * POST /api/watchlist/{sessionId}/{id}/refresh: one name re-checked. Refresh all runs these a few at a time
 * with its own progress (use-refresh-all.ts), then reads the list once.
 */
export const refreshWatch = (sessionId: string, id: number) =>
  fetchJson(watchlistRefreshResponseSchema, apiPath('watchlist', sessionId, id, 'refresh'), {
    method: 'POST',
  });

/** What the star on a result card asks: watch this name on this service, or stop (`item` is watched). */
export interface WatchToggle {
  extension: ExtensionKey;
  name: string;
  item?: WatchlistItem;
}

/** The star: POST /api/watchlist to watch, DELETE to stop; the watchlist is read again afterwards. */
export const toggleWatchMutation = (sessionId: string) =>
  mutationOptions({
    mutationKey: [...watchlistKeys.list(sessionId), 'toggle'],
    mutationFn: async ({ extension, name, item }: WatchToggle) => {
      if (item) await removeWatch(sessionId, item.id);
      else
        await fetchJson(watchlistItemSchema, apiPath('watchlist'), {
          method: 'POST',
          body: { sessionId, extension, name },
        });
    },
    onSettled: refetchAfter(watchlistKeys.list(sessionId)),
  });

/** A watchlist row's Remove: DELETE, then the watchlist is read again. */
export const removeWatchMutation = (sessionId: string) =>
  mutationOptions({
    mutationKey: [...watchlistKeys.list(sessionId), 'remove'],
    mutationFn: (item: WatchlistItem) => removeWatch(sessionId, item.id),
    onSettled: refetchAfter(watchlistKeys.list(sessionId)),
  });
