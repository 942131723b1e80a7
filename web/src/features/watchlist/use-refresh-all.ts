import type { WatchlistItem } from '@namescope/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../api/fetch.ts';
import { readAgain } from '../../api/refetch-after.ts';
import { refreshWatch } from '../../api/watchlist/mutations.ts';
import { watchlistKeys } from '../../api/watchlist/queries.ts';

/** Lookups in flight at once: enough to be quick, few enough to leave the browser's connections free. */
const PARALLEL = 3;

export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
  /** Names whose check failed this time, with the reason (their last known values are kept). */
  failed: { domain: string; reason: string }[];
}

const IDLE: RefreshProgress = { running: false, done: 0, total: 0, failed: [] };

/**
 * 'Refresh all': re-checks every watched name through the API's lookups (the per-service lookup path, with
 * its cache and time limit), a few at a time, counting progress; the list reloads when all have answered.
 */
export function useRefreshAll(sessionId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<RefreshProgress>(IDLE);
  const running = useRef(false);

  const refreshAll = useCallback(
    async (items: readonly WatchlistItem[]) => {
      if (running.current || items.length === 0) return;
      running.current = true;
      setProgress({ running: true, done: 0, total: items.length, failed: [] });
      const queue = [...items];
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const domain = item.domain;
          let failure: string | undefined;
          try {
            failure = (await refreshWatch(sessionId, item.id)).error;
          } catch (err) {
            failure = errorText(err) ?? 'Could not check';
          }
          setProgress((p) => ({
            ...p,
            done: p.done + 1,
            failed: failure ? [...p.failed, { domain, reason: failure }] : p.failed,
          }));
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
        await readAgain(client, watchlistKeys.list(sessionId));
      } finally {
        running.current = false;
        setProgress((p) => ({ ...p, running: false }));
      }
    },
    [client, sessionId],
  );

  return { progress, refreshAll };
}
