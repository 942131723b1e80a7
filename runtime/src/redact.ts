// Every redaction of what a process prints (its configuration and its log lines) happens here.

export const REDACTED = '[redacted]';

// Keys whose values are secrets whatever they hold (compared lowercased, without _ and -).
const SECRET_KEY = /(password|passwd|secret|token|apikey|sessionkeys?|privatekey|credentials?)$/;
// A URL inside free text (an error message, a log line): a scheme, '://', and what follows up to a blank or quote.
const URL_IN_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>`]+/gi;

/**
 * A URL fit for a log or `make config`: scheme, host and port kept; the user-info (user:password), the path
 * and the query each replaced by a marker. Providers carry their keys in any of them (Alchemy's /v2/<key>,
 * Infura's /v3/<key>, QuickNode's /<token>/, `?api-key=`), and no rule can tell a key from a path segment,
 * so nothing after the host survives. A URL that has none of them is kept exactly as written.
 */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (!url.host) return value;
  const credentials = url.username || url.password;
  const rest = (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash;
  if (!credentials && !rest) return value;
  return `${url.protocol}//${credentials ? `${REDACTED}@` : ''}${url.host}${rest ? `/${REDACTED}` : ''}`;
}

/** Text with every URL in it redacted (redactUrl); text without '://' is returned as is, at no cost. */
export function redactUrlsIn(text: string): string {
  return text.includes('://') ? text.replace(URL_IN_TEXT, redactUrl) : text;
}

/**
 * A copy of a log line's fields with every URL inside a string redacted, at any depth of plain objects and
 * arrays. Anything else (an Error, a Buffer) is left to the logger's serializers.
 */
export function redactUrlsDeep<T>(value: T): T {
  if (typeof value === 'string') return redactUrlsIn(value) as T;
  if (Array.isArray(value)) return value.map(redactUrlsDeep) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactUrlsDeep(v)])) as T;
  }
  return value;
}

/**
 * A request path with its capabilities replaced: each prefix names a path whose next segment grants access
 * on its own (a browser session's id, a calendar feed's token), e.g. '/api/watchlist/' turns
 * '/api/watchlist/AbC123/4/refresh' into '/api/watchlist/[redacted]/4/refresh'. A file extension after the
 * segment ('.ics') is kept, so the line still says what was asked for.
 */
export function redactPathSegments(path: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (!path.startsWith(prefix) || path.length === prefix.length) continue;
    const rest = path.slice(prefix.length);
    const end = rest.search(/[/.]/);
    return `${prefix}${REDACTED}${end === -1 ? '' : rest.slice(end)}`;
  }
  return path;
}

const isSecretKey = (key: string) => SECRET_KEY.test(key.toLowerCase().replace(/[_-]/g, ''));

/**
 * A deep copy of a configuration (or an environment) fit for a log line: values under secret-sounding keys
 * are replaced, and every URL is redacted (redactUrl). Unset secrets stay visibly unset.
 */
export function redactConfig<T>(value: T): T {
  return redactValue(value, false) as T;
}

function redactValue(value: unknown, secret: boolean): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (secret) {
    return Array.isArray(value) ? value.map(() => REDACTED) : REDACTED;
  }
  if (typeof value === 'string') return redactUrlsIn(value);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, false));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, isSecretKey(k))]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
