import { EXTENSION_COUNT } from '@namescope/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { addHistory, recordAnalytics } from '../../api/history/mutations.ts';
import { historyKeys } from '../../api/history/queries.ts';
import { getSessionId } from '../../api/session.ts';
import { notify } from '../../app/toaster.ts';
import { RESET_SEARCH_EVENT } from '../../components/layout/nav-links.ts';
import { preloadToaster } from '../../components/load-toaster.ts';
import { statusOf } from './status.ts';
import { editField, prepareTerm } from './term.ts';
import { useSearchStream } from './use-search-stream.ts';

/**
 * The home page's search: input, the streaming search, the analytics and history records, the
 * celebration, and the logo's resetSearch event.
 */
export function useHomeSearch() {
  const client = useQueryClient();
  const sessionId = useMemo(() => getSessionId(), []);
  const [input, setInput] = useState('');
  // Characters the field dropped since the last search, so the search can say so (SPEC.md section 5).
  const [dropped, setDropped] = useState<string[]>([]);
  // What the visitor should know about the current search's term (dropped characters, a subname).
  const [notes, setNotes] = useState<string[]>([]);
  const [celebrating, setCelebrating] = useState(false);
  const { state, search, reset } = useSearchStream();

  const edit = useCallback((raw: string) => {
    const e = editField(raw);
    if (e.linkWithoutName) {
      notify({
        title: 'That link is not a name',
        description: 'No blockchain name was found in the pasted link.',
        type: 'error',
      });
      return;
    }
    setInput(e.value);
    // A field emptied by hand starts over; one still empty after a dropped emoji keeps the record.
    if (raw === '') setDropped([]);
    else if (e.dropped.length > 0) setDropped((d) => [...new Set([...d, ...e.dropped])]);
  }, []);

  const run = useCallback(
    async (raw: string, droppedBefore: readonly string[] = []) => {
      const prepared = prepareTerm(raw, droppedBefore);
      setDropped([]);
      if (!prepared.ok) {
        notify({ title: prepared.title, description: prepared.description, type: 'error' });
        return;
      }
      preloadToaster();
      setInput(prepared.term);
      setNotes(prepared.notes);
      setCelebrating(false);
      // Records are best effort: their failures are only logged (SPEC.md section 8).
      recordAnalytics(prepared.term, sessionId).catch((err) => console.error('analytics failed', err));
      addHistory(prepared.term, sessionId)
        .then(() => client.invalidateQueries({ queryKey: historyKeys.list(sessionId) }))
        .catch((err) => console.error('history failed', err));
      // A stream that broke midway (the API restarting) shows what arrived, and says the search failed too,
      // or the cards filled as failed would pass for the services' own answers.
      const outcome = await search(prepared.term, prepared.bare);
      if (outcome !== 'done')
        notify({
          title: 'Search failed',
          description: 'Unable to search domains. Please try again.',
          type: 'error',
        });
    },
    [client, search, sessionId],
  );

  // Celebrate once per search, when all twelve answers say available.
  const allAvailable =
    state.results.length === EXTENSION_COUNT && state.results.every((r) => statusOf(r) === 'available');
  useEffect(() => {
    if (allAvailable) setCelebrating(true);
  }, [allAvailable, state.searchId]);

  // Back to the empty home: the logo's resetSearch, and leaving a search's URL for / (use-search-url.ts).
  const clear = useCallback(() => {
    setInput('');
    setDropped([]);
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
    input,
    edit,
    dropped,
    notes,
    run,
    clear,
    state,
    celebrating,
    stopCelebrating: () => setCelebrating(false),
  };
}
