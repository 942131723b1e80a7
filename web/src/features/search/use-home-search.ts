import { EXTENSION_COUNT } from '@namescope/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { addHistory, recordAnalytics } from '../../api/history/mutations.ts';
import { historyKeys } from '../../api/history/queries.ts';
import { readAgain } from '../../api/refetch-after.ts';
import { getSessionId } from '../../api/session.ts';
import { notify } from '../../app/toaster.ts';
import { RESET_SEARCH_EVENT } from '../../components/layout/nav-links.ts';
import { preloadToaster } from '../../components/load-toaster.ts';
import { loadAddressRule, mightBeAddress } from '../address/address-rule.ts';
import { statusOf } from './status.ts';
import { EMPTY_FIELD, editField, prepareTerm, type Field, type TermChange } from './term.ts';
import { useSearchStream } from './use-search-stream.ts';

/**
 * The home page's search: the field, the streaming search, the analytics and history records, what the
 * notice above the results says, the celebration, and the logo's resetSearch event.
 */
export function useHomeSearch() {
  const client = useQueryClient();
  const sessionId = useMemo(() => getSessionId(), []);
  // What the field shows, and what the visitor typed into it: the search says what the rule changed.
  const [field, setField] = useState<Field>(EMPTY_FIELD);
  // What the visitor should know about the current search's term: what was changed, a subname.
  const [change, setChange] = useState<TermChange>();
  const [notes, setNotes] = useState<string[]>([]);
  const [celebrating, setCelebrating] = useState(false);
  const { state, search, reset } = useSearchStream();

  const edit = useCallback(
    (raw: string) => {
      const e = editField(raw, field);
      if (e.linkWithoutName)
        notify({
          title: 'That link is not a name',
          description: 'No blockchain name was found in the pasted link.',
          type: 'error',
        });
      // A term that could be an address fetches the address rule while it is typed, for its submit.
      if (mightBeAddress(e.value)) void loadAddressRule();
      setField({ value: e.value, typed: e.typed });
    },
    [field],
  );

  /**
   * Searches what the visitor typed; false when it cannot be searched (its toast is shown instead). An
   * address never gets here: use-search-url.ts takes it to its own page.
   */
  const run = useCallback(
    async (typed: string): Promise<boolean> => {
      const prepared = prepareTerm(typed);
      if (!prepared.ok) {
        notify({ title: prepared.title, description: prepared.description, type: 'error' });
        return false;
      }
      preloadToaster();
      // One cleaned term everywhere: the box, the results, the notice, the URL and the history.
      setField({ value: prepared.term, typed: prepared.term });
      setChange(prepared.change);
      setNotes(prepared.notes);
      setCelebrating(false);
      // Records are best effort: their failures are only logged (docs/product.md section 8).
      recordAnalytics(prepared.term, sessionId).catch((err) => console.error('analytics failed', err));
      const recorded = addHistory(prepared.term, sessionId).catch((err) =>
        console.error('history failed', err),
      );
      // A stream that broke midway (the API restarting) shows what arrived, and says the search failed too,
      // or the cards filled as failed would pass for the services' own answers.
      const outcome = await search(prepared.term, prepared.bare);
      // The recent searches are read again once the answers are in, not among them: that read, its render
      // and its schema's chunk would otherwise share the API and the page with the first cards (issue 18).
      void recorded
        .then(() => readAgain(client, historyKeys.list(sessionId)))
        .catch((err) => console.error('history failed', err));
      if (outcome !== 'done')
        notify({
          title: 'Search failed',
          description: 'Unable to search domains. Please try again.',
          type: 'error',
        });
      return true;
    },
    [client, search, sessionId],
  );

  // Celebrate once per search, when all twelve answers say available. The results section holds it back for
  // names that are, or look like, curated ones (results-section.tsx, issue 21 item 4).
  const allAvailable =
    state.results.length === EXTENSION_COUNT && state.results.every((r) => statusOf(r) === 'available');
  useEffect(() => {
    if (allAvailable) setCelebrating(true);
  }, [allAvailable, state.searchId]);

  // Back to the empty home: the logo's resetSearch, and leaving a search's URL for / (use-search-url.ts).
  const clear = useCallback(() => {
    setField(EMPTY_FIELD);
    setChange(undefined);
    setNotes([]);
    setCelebrating(false);
    reset();
  }, [reset]);
  useEffect(() => {
    window.addEventListener(RESET_SEARCH_EVENT, clear);
    return () => window.removeEventListener(RESET_SEARCH_EVENT, clear);
  }, [clear]);

  return {
    sessionId,
    field,
    edit,
    change,
    notes,
    run,
    clear,
    state,
    celebrating,
    stopCelebrating: useCallback(() => setCelebrating(false), []),
  };
}
