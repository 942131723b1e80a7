import http from 'node:http';
import type { Config } from './config.ts';

/**
 * How often Node checks open connections against the headers and request timeouts. Its default is 30 s, which
 * would let a slow client hold a socket up to 30 s past either timeout; a pass over the connection list each
 * second is cheap.
 */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * The API's HTTP server with timeouts against slow clients (slowloris):
 * - headersTimeout: every request header must have arrived within it, else 408 and the socket is closed;
 * - requestTimeout: the whole request, headers and body, within it. Node stops this clock once the request
 *   has been received, so it never limits the answer: a search stream (a GET without a body) may stay open
 *   far longer. It only has to cover the largest body (32 kB) over a slow link;
 * - keepAliveTimeout: an idle kept-alive socket is closed after it; keep it above a reverse proxy's idle
 *   timeout so the proxy, not the API, closes first (else the proxy may reuse a socket being closed).
 */
export function createHttpServer(listener: http.RequestListener, timeouts: Config['http']): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, timeouts.headersTimeoutMs),
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
