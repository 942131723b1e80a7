/**
 * The toast viewport's code with the toast store, loaded on first use (ToasterHost) or ahead of a request that
 * may fail.
 */
export const loadToaster = () => import('./toaster.tsx');

/**
 * Fetches the viewport's code and the store now, so a toast saying the server is gone (a search stream broken by an API
 * restart) can still show: by then the code could no longer be fetched from that server. Called when a
 * search starts rather than on every page load, which would add its bytes to every first visit.
 */
export function preloadToaster(): void {
  loadToaster().catch(() => undefined);
}
