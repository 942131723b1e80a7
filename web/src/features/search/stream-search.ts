import {
  lookupResultSchema,
  searchDoneEventSchema,
  searchStartEventSchema,
  type LookupResult,
  type SearchDoneEvent,
  type SearchStartEvent,
} from '@namescope/common';
import { apiPath, request } from '../../api/fetch.ts';
import { createSseParser } from './sse.ts';

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
  if (!res.body) throw new Error('The search stream has no body');
  let finished = false;
  const parse = createSseParser(({ event, data }) => {
    if (event === 'start') handlers.onStart(searchStartEventSchema.parse(JSON.parse(data)));
    else if (event === 'result') {
      const parsed = lookupResultSchema.safeParse(JSON.parse(data));
      // One malformed answer must not sink the other eleven: it is logged and later filled as failed.
      if (parsed.success) handlers.onResult(parsed.data);
      else console.error('malformed search result', parsed.error);
    } else if (event === 'done') {
      finished = true;
      handlers.onDone(searchDoneEventSchema.parse(JSON.parse(data)));
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parse(value);
  }
  parse('\n\n');
  if (!finished) throw new Error('The search stream ended before its done event');
}
