import { readSseBody } from '@namescope/common';

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
 * Reads an SSE response to its end with common's reader (the web client's), timestamping each event as its
 * bytes arrive (so the figures are what a browser would see, flushing included).
 */
export async function readSse(
  url: string,
  init: RequestInit = {},
  onEvent: (event: TimedEvent) => void = () => {},
): Promise<SseReply> {
  const started = performance.now();
  const res = await fetch(url, { ...init, headers: { Accept: 'text/event-stream', ...init.headers } });
  const events: TimedEvent[] = [];
  if (res.body) {
    await readSseBody(res.body, ({ event, data }) => {
      const timed = { event, data: parseData(data), at: performance.now() - started };
      events.push(timed);
      onEvent(timed);
    });
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    closedAt: performance.now() - started,
  };
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: keep the text; the tests' schema checks will say so.
    return text;
  }
}
