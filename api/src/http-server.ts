import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, type ErrorBody } from '@namescope/common';
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
  server.on('clientError', answerClientError);
  return server;
}

/**
 * What Node answers itself, before any middleware runs (a timeout above, a malformed request, headers too
 * large), in the API's JSON error shape rather than Node's empty body. Like Node's default handler, it writes
 * only when no answer has started on the socket.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : [400, 'Malformed HTTP request'];
  const body: ErrorBody = { message, code: ERROR_CODES.invalidInput };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
