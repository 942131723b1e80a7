/** Anything with a zod-style parse: the common schemas. Keeps web free of a direct zod dependency. */
export interface Parser<T> {
  parse(value: unknown): T;
}

/** A non-OK response. `message` is `${status}: ${bodyText || statusText}` (docs/product.md section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** Seconds the server asked to wait (its Retry-After header, on a 429), when it said. */
  readonly retryAfterS: number | undefined;
  constructor(status: number, statusText: string, body: string, retryAfter?: string | null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const seconds = Number(retryAfter ?? NaN);
    this.retryAfterS = retryAfter && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** The server's human message from a JSON error body ({message, code}), if there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
        return parsed.message;
    } catch {
      // Not JSON: there is no server message to show.
    }
    return undefined;
  }
}

/** Joins path segments under /api with single slashes, each one URL-encoded: ('user-search-history', id). */
export function apiPath(...segments: (string | number)[]): string {
  return '/api/' + segments.map((s) => encodeURIComponent(String(s))).join('/');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** Throws ApiError for a non-OK response; otherwise returns the Response. Cookies always travel. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const url = params.size ? `${path}?${params}` : path;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok)
    throw new ApiError(
      res.status,
      res.statusText,
      await res.text().catch(() => ''),
      res.headers.get('Retry-After'),
    );
  return res;
}

/**
 * GETs (or sends) JSON and parses the answer with a common zod schema. The schema may still be loading (a
 * lazily imported module's): it loads while the request is under way.
 */
export async function fetchJson<T>(
  schema: Parser<T> | Promise<Parser<T>>,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  const [res, parser] = await Promise.all([request(path, options), schema]);
  return parser.parse(await res.json());
}

/** Like fetchJson, but a 401 yields null instead of failing (docs/product.md section 7). */
export async function fetchJsonOrNullOn401<T>(
  schema: Parser<T>,
  path: string,
  options?: RequestOptions,
): Promise<T | null> {
  try {
    return await fetchJson(schema, path, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** Sends a write whose answer the client does not use (docs/product.md: 'not shown'). */
export async function send(path: string, options: RequestOptions): Promise<void> {
  const res = await request(path, options);
  // Read to the end all the same: an unread body keeps the response open (and its connection busy).
  await res.arrayBuffer();
}

/** The text to show for a failed call: the server's message when it sent one, else the error text. */
export function errorText(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof Error) return err.message;
  return undefined;
}
