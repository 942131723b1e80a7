import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes.ts';

describe('isWebRoute', () => {
  it.each(['/', '/supported', '/Learn/', '/search/alice', '/search/Alice.ETH', '/search/a%20b/'])(
    '%s is a page',
    (path) => expect(isWebRoute(path)).toBe(true),
  );
  it.each(['/no-such-page', '/learn/more', '/search', '/search/', '/search/alice/more', '/assets'])(
    '%s is not',
    (path) => expect(isWebRoute(path)).toBe(false),
  );
});
