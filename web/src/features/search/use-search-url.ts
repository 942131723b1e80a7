import { droppedCharacters, searchPageTitle, searchPath } from '@namescope/common';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { prepareTerm } from './term.ts';

/**
 * The title web/index.html gives the app, which / gets back. A constant, not the document's title at start:
 * a visit that starts on /search/{name} is served a page already titled for that search.
 */
export const HOME_TITLE = 'NameScope: one name, twelve naming services';

/** Characters the field dropped before a submit, carried in the history entry so the search can name them. */
interface SearchLocationState {
  dropped?: string[];
}

/**
 * Shareable searches (issue 12, section 1): the URL is the search. /search/{term} runs that search, whether it
 * was typed, opened in a new tab or reached with Back/Forward; / shows the empty home; /?q={term} is
 * redirected to /search/{term}.
 */
export function useSearchUrl(home: {
  run(raw: string, dropped?: readonly string[]): Promise<void>;
  clear(): void;
  /** The term of the search on screen (running or ended), '' when none. */
  term: string;
  name: string;
}) {
  const { run, clear } = home;
  const { name: urlTerm } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  // The term the page shows or is fetching, as last committed. A submit starts its search and pushes its URL
  // in one update, so when that entry's effect runs its search is already on screen and must not start
  // twice; any other entry (Back, Forward, a link) replaces the search on screen, which cancels a stream
  // still running and its dialog. Only a commit moves it: an effect still pending from an earlier entry when
  // the visitor submits again must see that entry's own search, or it would start it again.
  const shown = useRef(home.term);
  useLayoutEffect(() => {
    shown.current = home.term;
  }, [home.term]);

  // Keyed by the history entry: Back/Forward, a link opened in a new tab, a URL made canonical, a submit.
  useEffect(() => {
    if (urlTerm === undefined) {
      const q = new URLSearchParams(location.search).get('q');
      if (q) void navigate(searchPath(q), { replace: true });
      else clear();
      return;
    }
    const dropped = (location.state as SearchLocationState | null)?.dropped ?? [];
    const prepared = prepareTerm(urlTerm);
    // /search/Alice.ETH is /search/alice.eth: one URL per search, so shared links and history agree. What the
    // rule dropped from the URL's term ('/search/my-café') goes along, so the search still says so.
    if (prepared.ok && prepared.term !== urlTerm) {
      const state: SearchLocationState = {
        dropped: [...new Set([...dropped, ...droppedCharacters(urlTerm)])],
      };
      void navigate(searchPath(prepared.term), { replace: true, state });
      return;
    }
    if (prepared.ok && prepared.term === shown.current) return;
    void run(urlTerm, dropped);
    // Only a new history entry starts a search (run and clear are stable callbacks).
  }, [location.key]);

  // The tab and the history list name the search on screen; / is the home page again.
  const { name } = home;
  useEffect(() => {
    document.title = name ? searchPageTitle(name) : HOME_TITLE;
  }, [name]);

  /** The form's and the recent searches' submit: a valid term becomes its URL, a bad one its toast. */
  const submit = useCallback(
    (raw: string, dropped: readonly string[] = []) => {
      const prepared = prepareTerm(raw, dropped);
      if (!prepared.ok) {
        void run(raw, dropped);
        return;
      }
      const path = searchPath(prepared.term);
      const state: SearchLocationState = { dropped: [...dropped] };
      void run(raw, dropped);
      // The same search again refreshes it in place rather than stacking a duplicate history entry.
      void navigate(path, { state, replace: path === window.location.pathname });
    },
    [navigate, run],
  );

  return { submit };
}
