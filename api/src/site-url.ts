import type { AppContext } from './context.ts';

/** A Host header that is a host name, IPv4 or bracketed IPv6 address, and an optional port: nothing else. */
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The site's base URL for links the API writes into documents read elsewhere (the calendar feed): PUBLIC_URL
 * when set, else the origin the request was made to. Behind a trusted proxy (TRUST_PROXY) Koa reads that from
 * X-Forwarded-Proto and X-Forwarded-Host. (Koa 3's `ctx.origin` is the Origin request header, absent from a
 * calendar app's GET, which is why the feed once linked to 'null/watchlist'.) Undefined when the Host header
 * is not a plain host, so no link is written rather than a broken one.
 */
export function siteUrl(
  ctx: Pick<AppContext, 'protocol' | 'host'>,
  publicUrl: string | null,
): string | undefined {
  if (publicUrl) return publicUrl;
  if (!PLAIN_HOST.test(ctx.host)) return undefined;
  return `${ctx.protocol === 'https' ? 'https' : 'http'}://${ctx.host}`;
}
