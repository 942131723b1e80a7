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
  '/status',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

/** Whether the app has a page at `pathname`, matched as the router matches: any case, trailing slash or not. */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return (WEB_ROUTES as readonly string[]).includes(path);
}
