import {
  lookupResultSchema,
  searchDoneEventSchema,
  searchStartEventSchema,
  type LookupResult,
  type SearchDoneEvent,
  type SearchStartEvent,
} from '@namescope/common';
import { apiPath, request } from '../../api/fetch.ts';
import { readEventStream } from './read-event-stream.ts';

export interface StreamHandlers {
  onStart(event: SearchStartEvent): void;
  onResult(result: LookupResult): void;
  onDone(event: SearchDoneEvent): void;
}

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
  const res = await request(apiPath('search', term, 'stream'), { signal });
  // A malformed result is left out here and later filled as failed.
  await readEventStream(
    res,
    { start: searchStartEventSchema, result: lookupResultSchema, done: searchDoneEventSchema, ...handlers },
    'search',
  );
}
