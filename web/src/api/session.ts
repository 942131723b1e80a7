/** Local-storage key of the visitor's session id (docs/product.md section 3). */
export const SESSION_KEY = 'namescope-session-id';

/** A timestamp plus a random string, as docs/product.md describes; matches the common sessionIdSchema. */
export function newSessionId(now = Date.now(), random = Math.random): string {
  const rand = Array.from({ length: 10 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${now}-${rand}`;
}

/** Returns this browser's session id, creating and storing it on first use. */
export function getSessionId(storage: Storage = window.localStorage): string {
  try {
    const existing = storage.getItem(SESSION_KEY);
    if (existing && /^[A-Za-z0-9_-]{6,100}$/.test(existing)) return existing;
    const id = newSessionId();
    storage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage disabled (private mode): history still works for this page view.
    return newSessionId();
  }
}
