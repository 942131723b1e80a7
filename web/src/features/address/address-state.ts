import {
  EXTENSIONS,
  extensionsForAddressKind,
  type AddressKind,
  type AddressResult,
  type ExtensionKey,
  type Registration,
} from '@namescope/common';

/**
 * idle: nothing asked yet; streaming: answers arriving; done: the stream ended with its done event; failed:
 * it broke (what arrived stays shown); refused: the API would not search (400 malformed, 429 budget spent).
 */
export type AddressPhase = 'idle' | 'streaming' | 'done' | 'failed' | 'refused';

export interface AddressRefusal {
  status: number;
  message: string;
  /** Seconds until the budget allows another search (a 429's Retry-After), when the API said. */
  retryAfterS?: number;
}

export interface AddressState {
  /** Bumped by every search (a retry too), so a view can tell one run from the next. */
  searchId: number;
  phase: AddressPhase;
  address: string;
  kind?: AddressKind;
  /** Answers so far, in catalogue order, one per extension (the latest wins). */
  results: AddressResult[];
  /** The names the indexer saw this address register; undefined until the stream sends them. */
  registrations?: Registration[];
  refusal?: AddressRefusal;
}

export type AddressAction =
  | { type: 'begin'; address: string; kind: AddressKind }
  | { type: 'start'; kind: AddressKind }
  | { type: 'result'; result: AddressResult }
  | { type: 'registrations'; registrations: Registration[] }
  | { type: 'done' }
  | { type: 'failed' }
  | { type: 'refused'; refusal: AddressRefusal };

export const initialAddressState: AddressState = { searchId: 0, phase: 'idle', address: '', results: [] };

const ORDER = new Map<string, number>(EXTENSIONS.map((e, i) => [e.key, i]));
const byCatalogue = (a: AddressResult, b: AddressResult) => ORDER.get(a.extension)! - ORDER.get(b.extension)!;

/** One address search's state as its stream's events arrive. */
export function addressReducer(state: AddressState, action: AddressAction): AddressState {
  switch (action.type) {
    case 'begin':
      return {
        searchId: state.searchId + 1,
        phase: 'streaming',
        address: action.address,
        kind: action.kind,
        results: [],
      };
    case 'start':
      return { ...state, kind: action.kind };
    case 'result': {
      const others = state.results.filter((r) => r.extension !== action.result.extension);
      return { ...state, results: [...others, action.result].sort(byCatalogue) };
    }
    case 'registrations':
      return { ...state, registrations: action.registrations };
    case 'done':
      return { ...state, phase: 'done' };
    case 'failed':
      return { ...state, phase: 'failed' };
    case 'refused':
      return { ...state, phase: 'refused', refusal: action.refusal };
  }
}

/** The extensions whose services use this address's kind: one card each. */
export function askedExtensions(kind: AddressKind): ExtensionKey[] {
  return extensionsForAddressKind(kind).map((e) => e.key);
}

/** The asked services that have not answered (yet, or ever, when the stream broke). */
export function unansweredExtensions(state: AddressState): ExtensionKey[] {
  if (!state.kind) return [];
  const answered = new Set(state.results.map((r) => r.extension));
  return askedExtensions(state.kind).filter((k) => !answered.has(k));
}

/** The answers of the services that use this kind of address (the others' 'unsupported' is one line). */
export function askedResults(state: AddressState): AddressResult[] {
  return state.results.filter((r) => r.status !== 'unsupported');
}

/** Whether a retry could help: a service could not be checked, or never answered before the stream broke. */
export function needsRetry(state: AddressState): boolean {
  if (state.phase === 'failed') return true;
  return state.phase === 'done' && askedResults(state).some((r) => r.status === 'unavailable');
}

/**
 * The search is over and found nothing anywhere: every asked service answered 'none' and the indexer saw
 * no registration (a service that could not be checked leaves it open, so that is not 'nothing').
 */
export function foundNothing(state: AddressState): boolean {
  if (state.phase !== 'done' || !state.kind) return false;
  const asked = askedResults(state);
  return (
    unansweredExtensions(state).length === 0 &&
    asked.every((r) => r.status === 'none') &&
    (state.registrations?.length ?? 0) === 0
  );
}
