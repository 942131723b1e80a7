import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isWebRoute } from '@namescope/common';
import serve from 'koa-static';
import type { AppMiddleware } from '../context.ts';
import { searchPreview } from './search-preview.ts';

/**
 * CSP of the built React app. Its scripts come from the site itself, and inline only those whose hashes the build
 * lists (`scriptHashes`: theme-init.js, which sets the theme before the first paint). Chakra (emotion) injects
 * <style> tags at run time, hence 'unsafe-inline' for styles only; result avatars are whatever URL a name's owner
 * set (https, plain http on some records and the local sandbox, or data:), and images are passive content, so any
 * of those may load; the registrations page embeds the registration bot's X (Twitter) timeline, which needs its
 * script and frames. canvas-confetti draws in a worker it starts from a blob: URL holding its own code (the
 * celebration, docs/product.md section 4): workers may come from blob: and nowhere else, which script-src would
 * otherwise decide.
 */
export function webCsp(scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes} https://platform.twitter.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: http: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'worker-src blob:',
    'frame-src https://platform.twitter.com https://syndication.twitter.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The build's list of the scripts it wrote inline into its pages, beside index.html
// (web/src/prerender/inline-scripts.ts). A build from before it has none.
const INLINE_SCRIPTS_FILE = 'inline-scripts.json';
const SHA256_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The hashes the build listed; a list that is not one of sha256 hashes stops the start (a broken build). */
function readScriptHashes(dir: string): string[] {
  const file = path.join(dir, INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) return [];
  const { scriptHashes } = JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes?: unknown };
  if (
    !Array.isArray(scriptHashes) ||
    !scriptHashes.every((h) => typeof h === 'string' && SHA256_SOURCE.test(h))
  )
    throw new Error(`${file} does not list sha256 script hashes`);
  return scriptHashes as string[];
}

// The build's page without a prerendered route, beside index.html (web/src/prerender/home-html.ts).
const SHELL_FILE = 'shell.html';

// Vite puts content-hashed files under /assets: their content never changes under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Scripts and stylesheets are never documents: a CSP, X-Frame-Options or Cross-Origin-Opener-Policy on them
 * does nothing, and on a first visit's forty-odd files they were a fifth of the bytes. They keep nosniff,
 * Cross-Origin-Resource-Policy and Referrer-Policy (a module script's own policy governs its imports).
 */
const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css)$/;
const DOCUMENT_ONLY = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];

/**
 * Serves the built web app for non-/api GETs: files from `dir`, and index.html for any other extensionless
 * path so client-side routes (/supported, /admin, ...) load on a direct visit. A path that is not one of the
 * app's routes (common's WEB_ROUTES) gets the same page, which shows 'Page Not Found', with status 404.
 * The build writes a brotli and a gzip copy beside each asset (web/vite.config.ts); koa-send picks the one
 * the browser accepts, so nothing is compressed per request.
 *
 * index.html holds the home route already rendered (its hero and search box paint before the JavaScript runs),
 * so it is the page of / alone; every other path gets the plain shell.html, or a visitor to /learn would see
 * the home page until the script replaced it. A build without the shell serves its index.html everywhere.
 */
export function webApp(dir: string): AppMiddleware {
  const csp = webCsp(readScriptHashes(dir));
  const indexHtml = readFileSync(path.join(dir, 'index.html'));
  const shellFile = path.join(dir, SHELL_FILE);
  const shellHtml = existsSync(shellFile) ? readFileSync(shellFile) : indexHtml;
  const preview = searchPreview(shellHtml.toString('utf8'));
  const files = serve(dir, {
    index: false,
    setHeaders: (res, file) =>
      res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
  });
  const page: AppMiddleware = async (ctx) => {
    if (SUBRESOURCE.test(ctx.path)) for (const header of DOCUMENT_ONLY) ctx.remove(header);
    else ctx.set('Content-Security-Policy', csp);
    // Whichever encoding this answer has, caches must key it by what the client accepts.
    ctx.vary('Accept-Encoding');
    // Before the files: a search's name is never a file, and may be a malformed escape koa-send rejects.
    if (preview(ctx)) return;
    await files(ctx, async () => {});
    if (ctx.body != null) return;
    if (path.posix.extname(ctx.path)) {
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body = 'Not found';
      return;
    }
    if (!isWebRoute(ctx.path)) ctx.status = 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = ctx.path === '/' ? indexHtml : shellHtml;
  };
  // The API's requests pass straight on, without a frame of this middleware around the rest of the chain.
  return (ctx, next) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (isApi || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    return page(ctx, next);
  };
}
