import { EXTENSIONS, failedLookup, type ExtensionKey, type LookupResult } from '@namescope/common';

export type SearchPhase = 'idle' | 'streaming' | 'done' | 'error';

export interface SearchState {
  phase: SearchPhase;
  /** The normalised term searched, '' when idle. */
  term: string;
  /** The bare name the services were asked about (from the stream's `start` event, else the term's). */
  name: string;
  /** Results in the catalogue's order, one per extension that has answered. */
  results: LookupResult[];
  /** Bumped on every new search so effects (celebration, analytics) fire once per search. */
  searchId: number;
}

export type SearchAction =
  | { type: 'begin'; term: string; name: string }
  | { type: 'start'; name: string }
  | { type: 'result'; result: LookupResult }
  | { type: 'done'; now: Date }
  | { type: 'failed'; now: Date }
  | { type: 'reset' };

export const initialSearchState: SearchState = {
  phase: 'idle',
  term: '',
  name: '',
  results: [],
  searchId: 0,
};

const ORDER = new Map<string, number>(EXTENSIONS.map((e, i) => [e.key, i]));
const byCatalogue = (a: LookupResult, b: LookupResult) =>
  (ORDER.get(a.extension) ?? 0) - (ORDER.get(b.extension) ?? 0);

/** Extensions that have not answered yet. */
export function pendingExtensions(state: SearchState): ExtensionKey[] {
  if (state.phase !== 'streaming') return [];
  const seen = new Set(state.results.map((r) => r.extension));
  return EXTENSIONS.map((e) => e.key).filter((k) => !seen.has(k));
}

/**
 * Search lifecycle. A stream that ends (or breaks) after some answers keeps them and fills the silent
 * services with failed entries, so results are shown even if some services failed; a stream that breaks
 * before any answer is a failed search.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'begin':
      return {
        phase: 'streaming',
        term: action.term,
        name: action.name,
        results: [],
        searchId: state.searchId + 1,
      };
    case 'start':
      return state.phase === 'streaming' ? { ...state, name: action.name } : state;
    case 'result': {
      if (state.phase !== 'streaming') return state;
      const others = state.results.filter((r) => r.extension !== action.result.extension);
      return { ...state, results: [...others, action.result].sort(byCatalogue) };
    }
    case 'done':
    case 'failed': {
      if (state.phase !== 'streaming') return state;
      if (action.type === 'failed' && state.results.length === 0)
        return { ...state, phase: 'error', results: [] };
      const seen = new Set(state.results.map((r) => r.extension));
      const missing = EXTENSIONS.filter((e) => !seen.has(e.key)).map((e) =>
        failedLookup(e.key, state.name, action.now),
      );
      return { ...state, phase: 'done', results: [...state.results, ...missing].sort(byCatalogue) };
    }
    case 'reset':
      return { ...initialSearchState, searchId: state.searchId + 1 };
  }
}
