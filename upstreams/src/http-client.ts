import { isAscii } from 'node:buffer';
import { redactUrl } from '@namescope/runtime';
import { Agent, type Dispatcher, interceptors } from 'undici';
import { asWorkerError, statusFailure } from './classify-failure.ts';
import { RetryableWorkerError } from './errors.ts';

export interface HttpClientOptions {
  /**
   * Cap on one answer's body: a broken or hostile upstream streaming megabytes must not fill the process's
   * memory. Past it the connection is dropped and the request fails, not retryably.
   */
  maxResponseBytes: number;
  /** Time to open a connection (TCP and TLS). */
  connectTimeoutMs?: number;
  /** Default time to the answer's headers, and between two chunks of its body; a request may set its own. */
  timeoutMs?: number;
  /** Connections open at once to one origin; more requests wait for one of them. Default 64. */
  maxConnectionsPerOrigin?: number;
}

/** What a request sends, and how long and for whom it waits. */
export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Ends the request at once (the lookup's deadline, the indexer's stop). */
  signal?: AbortSignal;
  /** This request's headers and body timeout, instead of the client's. */
  timeoutMs?: number;
  /** Names the upstream in error messages; default: the URL without credentials. */
  label?: string;
}

/** A complete answer: its status, headers and whole body (upstream answers are read whole). */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface HttpClient {
  /**
   * Sends one request and reads the whole answer, whatever its status (the caller judges it). Fails with a
   * WorkerError, retryable or not as classify-failure.ts says: no answer, a timeout or an abort (retryable),
   * an answer past the size cap (not).
   */
  request(url: string | URL, init?: HttpRequest): Promise<HttpAnswer>;
  /**
   * request() asking for JSON (Accept: application/json unless init.headers says otherwise), then a 2xx
   * answer's JSON; any other status fails (retryable for 429 and 5xx).
   */
  json<T>(url: string | URL, init?: HttpRequest): Promise<T>;
  /** Closes the idle keep-alive connections and refuses further requests. */
  close(): Promise<void>;
}

/** fetch's limit. */
const MAX_REDIRECTS = 20;

/**
 * A burst waits for warm connections rather than opening hundreds at once: a server drops connection
 * attempts past its accept backlog, and a dropped SYN is sent again only a second or more later, past a
 * lookup's deadline (the sandbox, one process for every service, lost a quarter of 600 simultaneous
 * lookups so); providers also limit connections per client. A worker runs 8 jobs at once by default, up
 * to 8 requests at a time per service, so this only binds under bursts well past that.
 */
const CONNECTIONS_PER_ORIGIN = 64;

/**
 * An HTTP client on an undici Agent of its own: keep-alive connections per origin (no TCP or TLS setup per
 * request, closed on the server's keep-alive hint), connect, headers and body timeouts, the size cap, and
 * redirects followed as fetch follows them (303, and 301/302 after a POST, continue as a GET). It costs a
 * fraction of fetch's CPU (no WHATWG Request, Headers or streams per call), which matters at a dozen
 * upstream requests per search.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const agent = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
    headersTimeout: options.timeoutMs ?? 30_000,
    bodyTimeout: options.timeoutMs ?? 30_000,
    maxResponseSize: options.maxResponseBytes,
    connections: options.maxConnectionsPerOrigin ?? CONNECTIONS_PER_ORIGIN,
  });
  const dispatcher = agent.compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTS }));

  const request = async (url: string | URL, init: HttpRequest = {}): Promise<HttpAnswer> => {
    const target = typeof url === 'string' ? new URL(url) : url;
    try {
      return await dispatch(dispatcher, target, init);
    } catch (error) {
      const where = init.label ?? redactUrl(target.href);
      // Whatever the signal's reason, a request ended by its signal is an abort: the caller's deadline
      // passed or it stopped, and another attempt (if time allows) may well be answered.
      if (init.signal?.aborted)
        throw new RetryableWorkerError(`${where} did not answer before the request was ended`, {
          cause: error,
        });
      throw asWorkerError(where, error);
    }
  };

  return {
    request,
    async json<T>(url: string | URL, init: HttpRequest = {}) {
      // Some APIs (ord's) answer HTML unless asked for JSON.
      const headers = { accept: 'application/json', ...init.headers };
      const answer = await request(url, { ...init, headers });
      const where = init.label ?? redactUrl(String(url));
      if (answer.status < 200 || answer.status > 299)
        throw statusFailure(where, answer.status, answer.headers);
      return parseJsonBody<T>(answer.body, where);
    },
    close: () => agent.close(),
  };
}

/**
 * One request on the dispatcher, its answer read whole. A handler of its own rather than undici's request():
 * that one streams every body through a Readable (and an AsyncResource, a signal listener and headers
 * parsing of its own), a fifth of a small request's CPU for a body read whole anyway. Everything else is
 * the dispatcher's as before: keep-alive, redirects, timeouts, the size cap, and the errors they fail with.
 * The signal aborts the request at any stage, as request() does; informational (1xx) answers are skipped.
 */
function dispatch(dispatcher: Dispatcher, target: URL, init: HttpRequest): Promise<HttpAnswer> {
  const { signal } = init;
  if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<HttpAnswer>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let reason: unknown;
    let status = 0;
    let headers: Record<string, string | string[] | undefined> = {};
    const chunks: Buffer[] = [];
    const onAbort = () => {
      reason = signal!.reason ?? new Error('aborted');
      controller?.abort(reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(c) {
        controller = c;
        if (reason !== undefined) c.abort(reason as Error);
      },
      onResponseStart(_c, statusCode, responseHeaders) {
        if (statusCode < 200) return;
        status = statusCode;
        headers = responseHeaders as typeof headers;
      },
      onResponseData(_c, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        settle();
        resolve({ status, headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) });
      },
      onResponseError(_c, error) {
        settle();
        reject(error);
      },
    };
    dispatcher.dispatch(
      {
        origin: target.origin,
        path: target.pathname + target.search,
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: init.headers,
        body: init.body,
        ...(init.timeoutMs !== undefined
          ? { headersTimeout: init.timeoutMs, bodyTimeout: init.timeoutMs }
          : {}),
      },
      handler,
    );
  });
}

/**
 * A JSON body parsed; invalid or truncated JSON fails retryably (a proxy's error page, a cut connection).
 * Large answers (eth_getLogs: tens of megabytes of hex) are ASCII, which decodes as latin1 by a plain copy,
 * several times faster than UTF-8 decoding.
 */
export function parseJsonBody<T>(body: Buffer, where: string): T {
  try {
    return JSON.parse(body.toString(isAscii(body) ? 'latin1' : 'utf8')) as T;
  } catch (error) {
    throw new RetryableWorkerError(`${where} answered invalid JSON`, { cause: error });
  }
}
