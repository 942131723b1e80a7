import type { BulkRejected, LookupResult } from '@namescope/common';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../api/fetch.ts';
import type { BulkRow } from './bulk-table.ts';
import { streamBulk } from './stream-bulk.ts';

export interface BulkState {
  phase: 'idle' | 'running' | 'done' | 'stopped' | 'failed';
  rows: BulkRow[];
  /** Entries the server did not search, with its reason. */
  rejected: BulkRejected[];
  received: number;
  expected: number;
  error?: string;
}

type Action =
  | { type: 'begin' }
  | { type: 'start'; rows: BulkRow[]; rejected: BulkRejected[]; expected: number }
  | { type: 'result'; name: string; result: LookupResult }
  | { type: 'end'; phase: 'done' | 'stopped' | 'failed'; error?: string };

const initial: BulkState = { phase: 'idle', rows: [], rejected: [], received: 0, expected: 0 };

function reducer(state: BulkState, action: Action): BulkState {
  switch (action.type) {
    case 'begin':
      return { ...initial, phase: 'running' };
    case 'start':
      return { ...state, rows: action.rows, rejected: action.rejected, expected: action.expected };
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
  }
}

/** Runs one bulk search at a time; each answer lands in its row the moment it arrives. */
export function useBulkSearch() {
  const [state, dispatch] = useReducer(reducer, initial);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (names: readonly string[]) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    dispatch({ type: 'begin' });
    try {
      await streamBulk(
        names,
        {
          onStart: (e) => {
            if (ctrl.signal.aborted) return;
            const rows = e.names.map((n) => ({ index: n.index, input: n.input, name: n.name, results: {} }));
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
      console.error('bulk search failed', err);
      dispatch({ type: 'end', phase: 'failed', error: errorText(err) });
    }
  }, []);

  /** Stops the stream; the server stops asking for names not yet started. Answers so far stay. */
  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'end', phase: 'stopped' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, run, stop };
}
