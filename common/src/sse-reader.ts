import { createParser } from 'eventsource-parser';

/** One Server-Sent Event: its `event:` name ('message' when it has none) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The one reader of our event streams (the search and the bulk search), for the web client, the API's tests
 * and the benchmarks: eventsource-parser (the WHATWG event-stream format: any line ending, comments, chunks
 * split anywhere). Feed it text as it arrives; it calls `onEvent` once per complete event. An event the
 * stream ends before finishing is dropped, as a browser's EventSource drops it.
 */
export function createSseReader(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  const parser = createParser({ onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }) });
  return (chunk) => parser.feed(chunk);
}

/**
 * Reads a response body (fetch's stream of bytes) to its end through createSseReader. A throw from
 * `onEvent` cancels the body and rejects with it.
 */
export async function readSseBody(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const feed = createSseReader(onEvent);
  const decoder = new TextDecoder();
  // getReader rather than `for await`: Safari's streams are not async-iterable.
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
    feed(decoder.decode());
  } catch (error) {
    // Nobody reads the rest: close the connection rather than leave it open.
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    reader.releaseLock();
  }
}
