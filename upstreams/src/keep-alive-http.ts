import http from 'node:http';
import https from 'node:https';

/** A complete HTTP answer: status and the whole body (lookups read small JSON bodies). */
export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Thrown when an answer's body grows past the client's maxResponseBytes. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
}

/** Default of LOOKUP_MAX_RESPONSE_BYTES: lookups read small JSON answers (kilobytes; a Solana batch tens). */
export const DEFAULT_MAX_RESPONSE_BYTES = 2_000_000;

/** Thrown when a request outlives its backstop `timeoutMs` (the lookup's own signal normally ends it first). */
export class HttpTimeoutError extends Error {
  override name = 'HttpTimeoutError';
}

// One keep-alive pool per protocol for the whole process, like fetch's global dispatcher: connections to an
// upstream are reused across lookups (no TCP or TLS setup per request). LIFO hands out the most recently used
// socket, so a burst's extra sockets go idle and close on the server's keep-alive hint.
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
};

/** What a request sends: a method, string headers and a text body. */
export interface HttpInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** fetch's limit. */
const MAX_REDIRECTS = 20;

export interface HttpClientOptions {
  /**
   * Cap on an answer's body (createAdapters passes LOOKUP_MAX_RESPONSE_BYTES): a broken or hostile upstream
   * streaming megabytes must not fill a worker's memory. Past it the request is destroyed and rejects with
   * ResponseTooLargeError. Default DEFAULT_MAX_RESPONSE_BYTES.
   */
  maxResponseBytes?: number;
}

/**
 * One HTTP request over node:http with a keep-alive agent. It costs a fraction of fetch's CPU (no WHATWG
 * Request, Headers or streams per call), which matters at a dozen upstream requests per search. Redirects
 * are followed as fetch follows them (303, and 301/302 after a POST, continue as a GET without the body).
 * Aborting `signal` destroys the request at once and rejects with the signal's reason; a network failure
 * rejects with node's error; any final status resolves (the caller judges it).
 */
export type HttpClient = (
  url: string | URL,
  init: HttpInit,
  signal: AbortSignal,
  timeoutMs?: number,
) => Promise<HttpAnswer>;

/** An HttpClient with its own options; every client shares the process's keep-alive pools. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const cap = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return async (url, init, signal, timeoutMs) => {
    let target = typeof url === 'string' ? new URL(url) : url;
    let current = init;
    for (let hop = 0; ; hop += 1) {
      const answer = await requestOnce(target, current, signal, timeoutMs, cap);
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location || hop === MAX_REDIRECTS) return answer;
      target = new URL(location, target);
      const method = (current.method ?? 'GET').toUpperCase();
      if (
        answer.status === 303
          ? method !== 'GET' && method !== 'HEAD'
          : answer.status <= 302 && method === 'POST'
      ) {
        const headers = Object.fromEntries(
          Object.entries(current.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'),
        );
        current = { method: 'GET', headers };
      }
    }
  };
}

function requestOnce(
  target: URL,
  init: HttpInit,
  signal: AbortSignal,
  timeoutMs: number | undefined,
  cap: number,
): Promise<HttpAnswer> {
  return new Promise<HttpAnswer>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const agent = target.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'];
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: init.method ?? 'GET',
      headers,
      agent,
    });
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    // Settle first, then tear the socket down (a destroyed keep-alive socket is not reused).
    const fail = (reason: unknown) => {
      done();
      reject(reason);
      request.destroy();
    };
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined)
      timer = setTimeout(() => fail(new HttpTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      done();
      reject(signal.aborted ? signal.reason : error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const declared = Number(response.headers['content-length']);
      if (declared > cap)
        return fail(new ResponseTooLargeError(`answer of ${declared} bytes exceeds ${cap}`));
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > cap) fail(new ResponseTooLargeError(`answer exceeds ${cap} bytes`));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        done();
        resolve({
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          headers: response.headers,
          body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
        });
      });
      // 'error' on the response (a reset mid-body) also reaches the request's 'error' handler via destroy.
      response.on('error', (error) => {
        done();
        reject(signal.aborted ? signal.reason : error);
      });
    });
    request.end(init.body);
  });
}
