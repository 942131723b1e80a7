import { mutationOptions } from '@tanstack/react-query';
import { apiPath, send } from '../fetch.ts';
import { refetchAfter } from '../refetch-after.ts';
import { markHistoryRecorded } from '../session.ts';
import { historyKeys } from './queries.ts';

/** POST /api/user-search-history: fire and forget after a search (docs/product.md section 4). */
export const addHistory = (searchTerm: string, sessionId: string) => {
  markHistoryRecorded(sessionId);
  return send(apiPath('user-search-history'), { method: 'POST', body: { searchTerm, sessionId } });
};

/** POST /api/search-analytics: fire and forget after a search. */
export const recordAnalytics = (searchTerm: string, sessionId: string) =>
  send(apiPath('search-analytics'), { method: 'POST', body: { searchTerm, sessionId } });

/** DELETE one entry of this browser's recent searches; the list is read again afterwards. */
export const removeHistoryMutation = (sessionId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.list(sessionId), 'remove'],
    mutationFn: (id: number) => send(apiPath('user-search-history', sessionId, id), { method: 'DELETE' }),
    onSettled: refetchAfter(historyKeys.list(sessionId)),
  });

/** DELETE all of this browser's recent searches; the list is read again afterwards. */
export const clearHistoryMutation = (sessionId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.list(sessionId), 'clear'],
    mutationFn: () => send(apiPath('user-search-history', sessionId), { method: 'DELETE' }),
    onSettled: refetchAfter(historyKeys.list(sessionId)),
  });
