import { WEB_ROUTES, type WebRoute } from '@namescope/common';
import { addressFixture } from '@namescope/sandbox/fixtures';

/** The address standing for /address/:address: alice's EVM address, in its canonical (lower-case) form. */
export const ALICE_EVM = addressFixture('alice', 'evm').address;

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
  '/address/:address': `Names of ${ALICE_EVM}`,
};

/**
 * Every route of the app (common's WEB_ROUTES, a search standing for /search/:name, alice's EVM address for
 * /address/:address) with its heading, then an unknown path and its 404 page.
 */
export const ROUTE_HEADINGS: readonly { path: string; heading: string }[] = [
  ...WEB_ROUTES.map((route) => ({
    path: route.replace(':name', 'alice').replace(':address', ALICE_EVM.toLowerCase()),
    heading: HEADINGS[route],
  })),
  { path: '/no-such-page', heading: 'Page Not Found' },
];
