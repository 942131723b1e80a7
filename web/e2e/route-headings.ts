import { WEB_ROUTES, type WebRoute } from '@namescope/common';

/** Each page's level-1 heading: a route added to WEB_ROUTES fails the typecheck until it has one here. */
const HEADINGS: Record<WebRoute, string> = {
  '/': 'Register your Web3 IDs, authenticate ownership and monitor your domains',
  '/supported': 'Supported Naming Services',
  '/registrations': 'New Registrations',
  '/learn': 'Learning Center',
  '/authenticate': 'Authentication & Cybersquatting',
  '/services': 'Our Offerings',
  '/contact': 'Contact us',
  '/admin': 'Admin Login',
  '/bulk': 'Bulk Search',
  '/watchlist': 'Watchlist',
  '/search/:name': 'Search results for alice',
  '/status': 'Service Status',
};

/** Every route of the app (common's WEB_ROUTES, a search standing for /search/:name) with its heading, then an unknown path and its 404 page. */
export const ROUTE_HEADINGS: readonly { path: string; heading: string }[] = [
  ...WEB_ROUTES.map((route) => ({ path: route.replace(':name', 'alice'), heading: HEADINGS[route] })),
  { path: '/no-such-page', heading: 'Page Not Found' },
];
