/**
 * The web app's routes (docs/product.md section 2), in one place: the client's router maps each to its page, and the
 * API answers these paths with the app and 200, and any other extensionless path with the app's
 * 'Page Not Found' page and 404.
 */
export const WEB_ROUTES = [
  '/',
  '/supported',
  '/registrations',
  '/learn',
  '/authenticate',
  '/services',
  '/contact',
  '/admin',
  '/bulk',
  '/watchlist',
  '/search/:name',
  '/status',
  '/address/:address',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

/** The route of the app's page at `pathname`, matched as the router matches (see isWebRoute). */
export function matchWebRoute(pathname: string): WebRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const segments = path.split('/');
  return WEB_ROUTES.find((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i]))
    );
  });
}

/**
 * Whether the app has a page at `pathname`, matched as the router matches: any case, trailing slash or not,
 * and a `:param` segment standing for any one non-empty segment.
 */
export function isWebRoute(pathname: string): boolean {
  return matchWebRoute(pathname) !== undefined;
}

/** The routes whose page titles itself after what it shows: a search's name, an address. */
type SelfTitledRoute = '/search/:name' | '/address/:address';

/**
 * Each page's document title, the one place they are written (issue 21, item 11): the page's name first, as
 * tabs cut the end off. '/' is the title web/index.html gives the app; a search's page is titled for its
 * search (searchPageTitle in search-page.ts), and an address's page for its address, by the page itself.
 */
export const ROUTE_TITLES: Record<Exclude<WebRoute, SelfTitledRoute>, string> = {
  '/': 'NameScope: one name, twelve naming services',
  '/supported': 'Supported Naming Services: NameScope',
  '/registrations': 'New Registrations: NameScope',
  '/learn': 'Learning Center: NameScope',
  '/authenticate': 'Authentication & Cybersquatting: NameScope',
  '/services': 'Our Offerings: NameScope',
  '/contact': 'Contact: NameScope',
  '/admin': 'Admin: NameScope',
  '/bulk': 'Bulk Search: NameScope',
  '/watchlist': 'Watchlist: NameScope',
  '/status': 'Service Status: NameScope',
};

/** The title of any path the app has no page for: its 'Page Not Found' page. */
export const NOT_FOUND_TITLE = 'Page Not Found: NameScope';

/**
 * The document title of the page at `pathname`, or undefined for the home page, a search's page and an
 * address's page, whose title follows what they show (web/src/features/search/use-search-url.ts,
 * web/src/pages/address/address-page.tsx).
 */
export function routeTitle(pathname: string): string | undefined {
  const route = matchWebRoute(pathname);
  if (route === undefined) return NOT_FOUND_TITLE;
  return route === '/' || route === '/search/:name' || route === '/address/:address'
    ? undefined
    : ROUTE_TITLES[route];
}
