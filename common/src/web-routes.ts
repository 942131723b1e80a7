/**
 * The web app's routes (SPEC.md section 2), in one place: the client's router maps each to its page, and the
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
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

/**
 * Whether the app has a page at `pathname`, matched as the router matches: any case, trailing slash or not,
 * and a `:param` segment standing for any one non-empty segment.
 */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const segments = path.split('/');
  return WEB_ROUTES.some((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i]))
    );
  });
}
