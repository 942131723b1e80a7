import type { AddressKind } from '@namescope/common';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../api/fetch.ts';
import { addressReducer, initialAddressState, type AddressState } from './address-state.ts';
import { streamAddress } from './stream-address.ts';

/**
 * Streams one address's answers (the page's address; `search` again is the retry). A reducer, not a query,
 * as the name search: each answer renders the moment it arrives, and a new search aborts the old stream.
 */
export function useAddressStream(): {
  state: AddressState;
  search(address: string, kind: AddressKind): void;
} {
  const [state, dispatch] = useReducer(addressReducer, initialAddressState);
  const controller = useRef<AbortController | null>(null);

  const search = useCallback((address: string, kind: AddressKind) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    dispatch({ type: 'begin', address, kind });
    // A replaced stream may still deliver what it already read: only the current one may dispatch.
    const live = () => !ctrl.signal.aborted;
    streamAddress(
      address,
      {
        onStart: (e) => live() && dispatch({ type: 'start', kind: e.kind }),
        onResult: (result) => live() && dispatch({ type: 'result', result }),
        onRegistrations: (registrations) => live() && dispatch({ type: 'registrations', registrations }),
        onDone: () => live() && dispatch({ type: 'done' }),
      },
      ctrl.signal,
    ).catch((err: unknown) => {
      if (!live()) return;
      // The API refuses a malformed address (400) and a spent budget (429) with a message for the visitor.
      if (err instanceof ApiError && (err.status === 400 || err.status === 429)) {
        dispatch({
          type: 'refused',
          refusal: {
            status: err.status,
            message: err.serverMessage ?? err.message,
            ...(err.retryAfterS !== undefined ? { retryAfterS: err.retryAfterS } : {}),
          },
        });
        return;
      }
      console.error('address search failed', err);
      dispatch({ type: 'failed' });
    });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, search };
}
