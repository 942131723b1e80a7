/** Local-storage key of the visitor's session id (docs/product.md section 3). */
export const SESSION_KEY = 'namescope-session-id';

/** A timestamp plus a random string, as docs/product.md describes; matches the common sessionIdSchema. */
export function newSessionId(now = Date.now(), random = Math.random): string {
  const rand = Array.from({ length: 10 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${now}-${rand}`;
}

/** Session ids this page view made, until it records a search under them (see hasNoHistoryYet). */
const madeHere = new Set<string>();

/** Returns this browser's session id, creating and storing it on first use. */
export function getSessionId(given?: Storage): string {
  try {
    // Read inside the try: a browser with storage disabled throws on the property itself, and the home
    // route's build-time render (src/prerender) has no window at all.
    const storage = given ?? window.localStorage;
    const existing = storage.getItem(SESSION_KEY);
    if (existing && /^[A-Za-z0-9_-]{6,100}$/.test(existing)) return existing;
    const id = newSessionId();
    storage.setItem(SESSION_KEY, id);
    madeHere.add(id);
    return id;
  } catch {
    // Storage disabled (private mode): history still works for this page view.
    const id = newSessionId();
    madeHere.add(id);
    return id;
  }
}

/**
 * True for an id this page view made and has not yet recorded a search under: nobody else knows it, so the
 * server holds no history for it and there is nothing to ask for.
 */
export function hasNoHistoryYet(sessionId: string): boolean {
  return madeHere.has(sessionId);
}

/** A search is being recorded under `sessionId`: from now on its history is the server's to tell. */
export function markHistoryRecorded(sessionId: string): void {
  madeHere.delete(sessionId);
}
