import {
  bulkDoneEventSchema,
  bulkResultEventSchema,
  bulkStartEventSchema,
  type BulkDoneEvent,
  type BulkResultEvent,
  type BulkStartEvent,
} from '@namescope/common';
import { apiPath, request } from '../../api/fetch.ts';
import { createSseParser } from '../search/sse.ts';

export interface BulkHandlers {
  onStart(event: BulkStartEvent): void;
  onResult(event: BulkResultEvent): void;
  onDone(event: BulkDoneEvent): void;
}

/**
 * POST /api/bulk-search read as a stream of Server-Sent Events (EventSource cannot POST). Rejects with an
 * ApiError on a non-OK answer (429 when the bulk budget is spent), or when the stream ends before `done`.
 */
export async function streamBulk(
  names: readonly string[],
  handlers: BulkHandlers,
  signal: AbortSignal,
): Promise<void> {
  const res = await request(apiPath('bulk-search'), { method: 'POST', body: { names }, signal });
  if (!res.body) throw new Error('The bulk search stream has no body');
  let finished = false;
  const parse = createSseParser(({ event, data }) => {
    if (event === 'start') handlers.onStart(bulkStartEventSchema.parse(JSON.parse(data)));
    else if (event === 'result') {
      const parsed = bulkResultEventSchema.safeParse(JSON.parse(data));
      // One malformed answer must not sink the rest of the table.
      if (parsed.success) handlers.onResult(parsed.data);
      else console.error('malformed bulk result', parsed.error);
    } else if (event === 'done') {
      finished = true;
      handlers.onDone(bulkDoneEventSchema.parse(JSON.parse(data)));
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parse(value);
  }
  parse('\n\n');
  if (!finished) throw new Error('The bulk search stream ended before its done event');
}
