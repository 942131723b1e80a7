import {
  lookupResultSchema,
  searchDoneEventSchema,
  searchStartEventSchema,
  type LookupResult,
  type SearchDoneEvent,
  type SearchStartEvent,
} from '@namescope/common';
import { readEventStream } from './read-event-stream.ts';

export interface StreamHandlers {
  onStart(event: SearchStartEvent): void;
  onResult(result: LookupResult): void;
  onDone(event: SearchDoneEvent): void;
}

/**
 * Reads a search's stream, each event checked against its common schema. Imported lazily (stream-search.ts):
 * zod and the schemas are some 25 kB gzip the landing view never needs.
 */
export function readSearchStream(res: Response, handlers: StreamHandlers): Promise<void> {
  // A malformed result is left out here and later filled as failed.
  return readEventStream(
    res,
    { start: searchStartEventSchema, result: lookupResultSchema, done: searchDoneEventSchema, ...handlers },
    'search',
  );
}
