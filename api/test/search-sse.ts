/** One Server-Sent Event with the time it arrived, in ms since the request was sent. */
export interface TimedEvent {
  event: string;
  data: unknown;
  at: number;
}

/** A whole SSE response: its status, content type, events in arrival order and when the stream ended. */
export interface SseReply {
  status: number;
  contentType: string | null;
  events: TimedEvent[];
  closedAt: number;
}

/**
 * Reads an SSE response to its end, timestamping each event as its bytes arrive (so the figures are what a
 * browser would see, flushing included). Only the `event:` and `data:` fields are used by our stream.
 */
export async function readSse(
  url: string,
  init: RequestInit = {},
  onEvent: (event: TimedEvent) => void = () => {},
): Promise<SseReply> {
  const started = performance.now();
  const res = await fetch(url, { ...init, headers: { Accept: 'text/event-stream', ...init.headers } });
  const events: TimedEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  if (res.body) {
    for await (const chunk of res.body) {
      const at = performance.now() - started;
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseBlock(block, at);
        events.push(event);
        onEvent(event);
      }
    }
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    closedAt: performance.now() - started,
  };
}

function parseBlock(block: string, at: number): TimedEvent {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  const text = data.join('\n');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text; the tests' schema checks will say so.
  }
  return { event, data: parsed, at };
}
