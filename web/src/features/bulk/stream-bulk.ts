import {
  bulkDoneEventSchema,
  bulkResultEventSchema,
  bulkStartEventSchema,
  type BulkDoneEvent,
  type BulkResultEvent,
  type BulkStartEvent,
} from '@namescope/common';
import { apiPath, request } from '../../api/fetch.ts';
import { readEventStream } from '../search/read-event-stream.ts';

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
  await readEventStream(
    res,
    { start: bulkStartEventSchema, result: bulkResultEventSchema, done: bulkDoneEventSchema, ...handlers },
    'bulk search',
  );
}
