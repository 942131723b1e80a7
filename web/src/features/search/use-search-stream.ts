import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { LookupResult } from '@namescope/common';
import { streamSearch } from './stream-search.ts';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from './search-state.ts';

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
    // The first answer of each chunk renders in the task that read it, not in one React schedules behind
    // whatever else is waiting (queries, timers, other reads): a card is what the visitor waits for. The
    // rest of a burst (a cached search, or a busy moment, brings all twelve in one chunk) follows in a
    // transition React renders in slices, so the first card paints without waiting for eleven others.
    // The end of the stream joins that same transition, after them: the reducer then sees every answer
    // before it fills the silent services as failed, and never fills one that did answer.
    let batch: LookupResult[] = [];
    const flush = () => {
      const [first, ...rest] = batch;
      batch = [];
      if (!first || ctrl.signal.aborted) return;
      flushSync(() => dispatch({ type: 'result', result: first }));
      if (rest.length > 0)
        startTransition(() => {
          for (const result of rest) dispatch({ type: 'result', result });
        });
    };
    const end = (action: SearchAction) => {
      flush();
      if (!ctrl.signal.aborted) startTransition(() => dispatch(action));
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
          onDone: () => end({ type: 'done', now: new Date() }),
        },
        ctrl.signal,
      );
      return 'done';
    } catch (err) {
      if (ctrl.signal.aborted) return 'done';
      console.error('search failed', err);
      end({ type: 'failed', now: new Date() });
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
