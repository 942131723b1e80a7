import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, ROUTE_TITLES, isWebRoute, routeTitle } from './web-routes.ts';

describe('isWebRoute', () => {
  it.each([
    '/',
    '/supported',
    '/Learn/',
    '/search/alice',
    '/search/Alice.ETH',
    '/search/a%20b/',
    '/address/0x8ba1f109551bd432803012645ac136ddd64dba72',
  ])('%s is a page', (path) => expect(isWebRoute(path)).toBe(true));
  it.each([
    '/no-such-page',
    '/learn/more',
    '/search',
    '/search/',
    '/search/alice/more',
    '/assets',
    '/address',
  ])('%s is not', (path) => expect(isWebRoute(path)).toBe(false));
});

describe('routeTitle', () => {
  it('gives each page its own title, from one table', () => {
    expect(routeTitle('/watchlist')).toBe('Watchlist: NameScope');
    expect(routeTitle('/Bulk/')).toBe('Bulk Search: NameScope');
    expect(routeTitle('/no-such-page')).toBe(NOT_FOUND_TITLE);
    expect(new Set([...Object.values(ROUTE_TITLES), NOT_FOUND_TITLE]).size).toBe(
      Object.keys(ROUTE_TITLES).length + 1,
    );
  });
  it('leaves the home page, a search and an address to what they show', () => {
    expect(routeTitle('/')).toBeUndefined();
    expect(routeTitle('/search/alice')).toBeUndefined();
    expect(routeTitle('/address/0x8ba1f109551bd432803012645ac136ddd64dba72')).toBeUndefined();
  });
});
