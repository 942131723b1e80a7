import type { BulkRejected, LookupResult } from '@namescope/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { bulkKeys } from '../../api/bulk/queries.ts';
import { ApiError, errorText } from '../../api/fetch.ts';
import { readAgain } from '../../api/refetch-after.ts';
import type { BulkRow } from './bulk-table.ts';
import { listKey } from './lockout.ts';
import { streamBulk } from './stream-bulk.ts';

/** What the results section shows: one list's rows as they fill in. */
export interface BulkResults {
  phase: 'idle' | 'running' | 'done' | 'stopped' | 'failed';
  rows: BulkRow[];
  /** Entries the server did not search, with its reason. */
  rejected: BulkRejected[];
  received: number;
  expected: number;
  /** Why a list failed after it started (phase 'failed'). */
  error?: string;
}

export interface BulkState extends BulkResults {
  /**
   * A list the server refused before starting it: its message, the list (listKey), and for a 429 when it may
   * be tried again (epoch ms). The results of the list before stay on screen.
   */
  refused?: { message: string; list: string; until?: number };
  /** The results on screen before the running list started: shown again if it is refused. */
  previous?: BulkResults;
}

type Action =
  | { type: 'begin' }
  | { type: 'start'; rows: BulkRow[]; rejected: BulkRejected[]; expected: number }
  | { type: 'result'; name: string; result: LookupResult }
  | { type: 'end'; phase: 'done' | 'stopped' | 'failed'; error?: string }
  | { type: 'refused'; message: string; list: string; until?: number };

const initial: BulkState = { phase: 'idle', rows: [], rejected: [], received: 0, expected: 0 };

const resultsOf = ({ phase, rows, rejected, received, expected, error }: BulkState): BulkResults => ({
  phase,
  rows,
  rejected,
  received,
  expected,
  error,
});

function reducer(state: BulkState, action: Action): BulkState {
  switch (action.type) {
    case 'begin':
      return { ...initial, phase: 'running', previous: resultsOf(state) };
    case 'start':
      return {
        ...state,
        rows: action.rows,
        rejected: action.rejected,
        expected: action.expected,
        previous: undefined,
      };
    case 'result':
      return {
        ...state,
        received: state.received + 1,
        rows: state.rows.map((row) =>
          row.name === action.name
            ? { ...row, results: { ...row.results, [action.result.extension]: action.result } }
            : row,
        ),
      };
    case 'end':
      return { ...state, phase: action.phase, error: action.error };
    case 'refused':
      return {
        ...(state.previous ?? initial),
        refused: { message: action.message, list: action.list, until: action.until },
      };
  }
}

/**
 * Runs one bulk search at a time; each answer lands in its row the moment it arrives. A list refused before
 * it started (a 429 when the bulk budget is spent) leaves the previous results on screen. The budget is read
 * again after every list.
 */
export function useBulkSearch() {
  const [state, dispatch] = useReducer(reducer, initial);
  const controller = useRef<AbortController | null>(null);
  const client = useQueryClient();

  const run = useCallback(
    async (names: readonly string[]) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      dispatch({ type: 'begin' });
      let started = false;
      try {
        await streamBulk(
          names,
          {
            onStart: (e) => {
              if (ctrl.signal.aborted) return;
              started = true;
              const rows = e.names.map((n) => ({
                index: n.index,
                input: n.input,
                name: n.name,
                results: {},
              }));
              dispatch({ type: 'start', rows, rejected: e.rejected, expected: e.expected });
            },
            onResult: (e) => {
              if (!ctrl.signal.aborted) dispatch({ type: 'result', name: e.name, result: e.result });
            },
            onDone: () => {},
          },
          ctrl.signal,
        );
        if (!ctrl.signal.aborted) dispatch({ type: 'end', phase: 'done' });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        const message = errorText(err) ?? 'Please try again.';
        if (started) {
          console.error('bulk search failed', err);
          dispatch({ type: 'end', phase: 'failed', error: message });
        } else if (err instanceof ApiError && err.status === 429) {
          // Expected when the budget is spent: the page says until when, nothing to log.
          const until = err.retryAfterS === undefined ? undefined : Date.now() + err.retryAfterS * 1000;
          dispatch({ type: 'refused', message, list: listKey(names), until });
        } else {
          console.error('bulk search failed', err);
          dispatch({ type: 'refused', message, list: listKey(names) });
        }
      } finally {
        if (!ctrl.signal.aborted) void readAgain(client, bulkKeys.budget());
      }
    },
    [client],
  );

  /** Stops the stream; the server stops asking for names not yet started. Answers so far stay. */
  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'end', phase: 'stopped' });
    void readAgain(client, bulkKeys.budget());
  }, [client]);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, run, stop };
}
