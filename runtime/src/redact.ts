export const REDACTED = '[redacted]';

// Keys whose values are secrets whatever they hold (compared lowercased, without _ and -).
const SECRET_KEY = /(password|passwd|secret|token|apikey|sessionkeys?|privatekey|credentials?)$/;
// A path segment that looks like an API key in a provider URL (Alchemy's /v2/<key>, Infura's /v3/<key>,
// QuickNode's /<token>/): long, URL-safe, with both letters and digits.
const KEY_LIKE_SEGMENT = /^(?=.*\d)(?=.*[a-z])[\w-]{20,}$/i;
const SECRET_QUERY = /^(api[_-]?key|key|token|access[_-]?token|secret|password)$/i;

/** A URL with its credentials masked: the user-info password, key-like query values and path segments. */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.password) url.password = '***';
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_QUERY.test(name)) url.searchParams.set(name, '***');
  }
  url.pathname = url.pathname
    .split('/')
    .map((segment) => (KEY_LIKE_SEGMENT.test(segment) ? '***' : segment))
    .join('/');
  // Keep the operator's spelling where nothing was masked (URL adds a trailing slash to bare origins).
  return url.href === new URL(value).href ? value : url.href;
}

const isSecretKey = (key: string) => SECRET_KEY.test(key.toLowerCase().replace(/[_-]/g, ''));

/**
 * A deep copy of a configuration (or an environment) fit for a log line: values under secret-sounding keys
 * are replaced, and every URL loses its credentials. Unset secrets stay visibly unset.
 */
export function redactConfig<T>(value: T): T {
  return redactValue(value, false) as T;
}

function redactValue(value: unknown, secret: boolean): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (secret) {
    return Array.isArray(value) ? value.map(() => REDACTED) : REDACTED;
  }
  if (typeof value === 'string') return value.includes('://') ? redactUrl(value) : value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, false));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, isSecretKey(k))]));
  }
  return value;
}
