import { apiPath, request } from '../../api/fetch.ts';
import type { StreamHandlers } from './read-search-stream.ts';

/**
 * The stream's reader and its schemas, a chunk of their own: the home page needs them once a search starts,
 * and focusing the search field loads them (home-page.tsx), so they are usually here before the first search.
 */
export const loadSearchReader = () => import('./read-search-stream.ts');

/**
 * GET /api/search/{term}/stream read with fetch and a stream reader rather than EventSource: fetch reports
 * a 400 JSON answer as an ApiError with the spec's message format, and never reconnects on its own.
 * Resolves once the stream ends; rejects on a non-OK answer, a broken stream or an unparseable event.
 */
export async function streamSearch(
  term: string,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  // The request does not wait for the reader: the two load side by side.
  const [res, { readSearchStream }] = await Promise.all([
    request(apiPath('search', term, 'stream'), { signal }),
    loadSearchReader(),
  ]);
  await readSearchStream(res, handlers);
}
