import {
  ROUTE_TITLES,
  searchPageTitle,
  searchPath,
  type MalformedAddress,
  type ValidAddress,
} from '@namescope/common';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { notify } from '../../app/toaster.ts';
import { addressPath } from '../address/address-path.ts';
import { mightBeAddress, recogniseTyped } from '../address/address-rule.ts';
import { prepareTerm } from './term.ts';

/** What the visitor typed, carried in the history entry so the search can say what the rule changed. */
interface SearchLocationState {
  typed?: string;
}

/**
 * Shareable searches (issue 12, section 1): the URL is the search. /search/{term} runs that search, whether it
 * was typed, opened in a new tab or reached with Back/Forward; / shows the empty home; /?q={term} is
 * redirected to /search/{term}. A term that cannot be searched says why in a toast and leaves for /, so the
 * address bar never holds a search the page does not show (issue 21, item 10). A wallet address, typed or in
 * a search's URL, goes to its own page, /address/{address} (issue 19); a mistyped one says what is wrong.
 */
export function useSearchUrl(home: {
  /** Searches what was typed; false when it cannot be searched (its toast is shown). */
  run(typed: string): Promise<boolean>;
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

  /**
   * An address's page, or what is wrong with a mistyped address; `fromUrl` replaces a search's URL that held
   * it (a mistyped one leaves for the empty home, as any term that cannot be searched).
   */
  const toAddress = useCallback(
    (address: ValidAddress | MalformedAddress, fromUrl: boolean) => {
      if (address.status === 'valid') {
        void navigate(addressPath(address.address), { replace: fromUrl });
        return;
      }
      notify({ title: 'Not a valid address', description: address.message, type: 'error' });
      if (fromUrl) void navigate('/', { replace: true });
    },
    [navigate],
  );

  // Whether an entry's effect has run yet: the page's first entry has nothing to clear.
  const entered = useRef(false);

  // Keyed by the history entry: Back/Forward, a link opened in a new tab, a URL made canonical, a submit.
  useEffect(() => {
    const first = !entered.current;
    entered.current = true;
    if (urlTerm === undefined) {
      const q = new URLSearchParams(location.search).get('q');
      if (q) void navigate(searchPath(q), { replace: true });
      // Not on the page's first entry: the field may hold what the visitor typed into the prerendered home
      // page before the script ran, which the form has just taken over (search-form.tsx).
      else if (!first) clear();
      return;
    }
    // What was typed, when this entry comes from the form (or from a URL made canonical); else the URL's term.
    const carried = (location.state as SearchLocationState | null)?.typed;
    const typed = carried !== undefined && searchTermOf(carried) === urlTerm ? carried : urlTerm;
    return withAddress(typed, (address) => {
      if (address) {
        toAddress(address, true);
        return;
      }
      const prepared = prepareTerm(typed);
      if (!prepared.ok) {
        void run(typed);
        void navigate('/', { replace: true });
        return;
      }
      // /search/Alice.ETH is /search/alice.eth: one URL per search, so shared links and history agree. What was
      // typed goes along ('/search/meta-mask'), so the search still says what it changed.
      if (prepared.term !== urlTerm) {
        const state: SearchLocationState = { typed };
        void navigate(searchPath(prepared.term), { replace: true, state });
        return;
      }
      // The entry's search is the one on screen (its submit started it): nothing to do. Any other entry
      // replaces it, which cancels a stream still running and its dialog.
      if (prepared.term === shown.current) return;
      void run(typed);
    });
    // Only a new history entry starts a search (run and clear are stable callbacks).
  }, [location.key]);

  // The tab and the history list name the search; / is the home page again. The title follows the search
  // itself, not the URL: the router commits a new URL in a transition that a streaming search can hold back,
  // and a tab must never be titled for another search than the one it shows.
  const { name } = home;
  useEffect(() => {
    document.title = name ? searchPageTitle(name) : ROUTE_TITLES['/'];
  }, [name]);

  /** The form's and the recent searches' submit: a valid term becomes its URL, a bad one its toast. */
  const submit = useCallback(
    (typed: string) => {
      withAddress(typed, (address) => {
        if (address) {
          toAddress(address, false);
          return;
        }
        const prepared = prepareTerm(typed);
        if (!prepared.ok) {
          void run(typed);
          return;
        }
        const path = searchPath(prepared.term);
        const state: SearchLocationState = { typed };
        void run(typed);
        // The same search again refreshes it in place rather than stacking a duplicate history entry.
        void navigate(path, { state, replace: path === window.location.pathname });
      });
    },
    [navigate, run, toAddress],
  );

  return { submit };
}

/**
 * Calls `next` with the address rule's verdict on `typed`: at once (undefined) for a term that cannot be an
 * address, so a name's search starts in the same update as its URL; else once the rule has loaded (undefined
 * again for a name). The returned function drops a verdict still on its way (an effect's cleanup).
 */
function withAddress(typed: string, next: (address?: ValidAddress | MalformedAddress) => void): () => void {
  if (!mightBeAddress(typed)) {
    next();
    return () => {};
  }
  let current = true;
  void recogniseTyped(typed).then((address) => {
    if (current) next(address);
  });
  return () => {
    current = false;
  };
}

/**
 * The term a typed text searches, undefined when it cannot be searched. Only ever a term this page already
 * submitted (an address never gets a URL), so the address rule has nothing to say about it.
 */
function searchTermOf(typed: string): string | undefined {
  const prepared = prepareTerm(typed);
  return prepared.ok ? prepared.term : undefined;
}
