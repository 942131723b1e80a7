import { routeTitle } from '@namescope/common';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Gives each page its own document title from common's one table (ROUTE_TITLES, issue 21 item 11); the home page
 * and a search's page title themselves, after the search they show (use-search-url.ts).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = routeTitle(pathname);
    if (title !== undefined) document.title = title;
  }, [pathname]);
  return null;
}
