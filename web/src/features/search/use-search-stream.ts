import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { LookupResult } from '@namescope/common';
import { streamSearch } from './stream-search.ts';
import { initialSearchState, searchReducer, type SearchState } from './search-state.ts';

/**
 * done: the stream ended with its done event (or was replaced by a newer search); interrupted: it broke after
 * some answers, which stay shown with the rest filled as failed; failed: nothing arrived.
 */
export type SearchOutcome = 'done' | 'interrupted' | 'failed';

export interface SearchStream {
  state: SearchState;
  /** Starts a search, cancelling any search still streaming; resolves with how it ended. */
  search(term: string, name: string): Promise<SearchOutcome>;
  reset(): void;
}

/**
 * Runs one streaming search at a time. This is a reducer rather than a TanStack query because each answer
 * must render the moment it arrives and a new search must abort the old stream; nothing here is cached.
 */
export function useSearchStream(): SearchStream {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const controller = useRef<AbortController | null>(null);

  const search = useCallback(async (term: string, name: string) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    dispatch({ type: 'begin', term, name });
    let received = 0;
    // Answers render in the task that read them, not in one React schedules behind whatever else is
    // waiting (queries, timers, other reads): a card is what the visitor waits for. Those read together
    // (one chunk of the stream) render together, and always before the stream's end is dispatched.
    let batch: LookupResult[] = [];
    const flush = () => {
      const results = batch;
      batch = [];
      if (results.length === 0 || ctrl.signal.aborted) return;
      flushSync(() => {
        for (const result of results) dispatch({ type: 'result', result });
      });
    };
    try {
      await streamSearch(
        term,
        {
          // A replaced stream may still deliver what it already read: only the current one may dispatch.
          onStart: (e) => {
            if (!ctrl.signal.aborted) dispatch({ type: 'start', name: e.name });
          },
          onResult: (result) => {
            if (ctrl.signal.aborted) return;
            received += 1;
            batch.push(result);
            if (batch.length === 1) queueMicrotask(flush);
          },
          onDone: () => {
            flush();
            if (!ctrl.signal.aborted) dispatch({ type: 'done', now: new Date() });
          },
        },
        ctrl.signal,
      );
      return 'done';
    } catch (err) {
      if (ctrl.signal.aborted) return 'done';
      flush();
      console.error('search failed', err);
      dispatch({ type: 'failed', now: new Date() });
      // Answers that did arrive are still shown; the search is only interrupted then, not failed.
      return received > 0 ? 'interrupted' : 'failed';
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, search, reset };
}
