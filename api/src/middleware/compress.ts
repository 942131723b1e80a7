import koaCompress from 'koa-compress';
import { constants } from 'node:zlib';
import type { AppMiddleware } from '../context.ts';

/** Types worth compressing: JSON, text, scripts, SVG, XML; Server-Sent Events excepted (see below). */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|text\/|image\/svg\+xml)/i;
const EVENT_STREAM = /^text\/event-stream\b/i;

/**
 * Compresses what the app builds per request (JSON, index.html) with brotli or gzip, whichever the client
 * prefers, above 1 KiB. Files the build already compressed carry their Content-Encoding and pass through
 * untouched. Server-Sent Events are never compressed: zlib holds data back until its buffer fills, which
 * would stall the search stream's results until the end. (The stream also says `no-transform`, which
 * koa-compress honours; the filter keeps any future event stream safe without it.)
 */
export function compress(): AppMiddleware {
  return koaCompress({
    threshold: 1024,
    filter: (type) => COMPRESSIBLE.test(type) && !EVENT_STREAM.test(type),
    // Fast settings: this runs on every answer, unlike the build's maximum-level copies.
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
  }) as AppMiddleware;
}
