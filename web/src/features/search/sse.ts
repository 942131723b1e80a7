/** One Server-Sent Event: its `event:` name (default 'message') and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text chunks as they
 * arrive, in any split, and it calls `onEvent` once per complete event. Comments and `id:`/`retry:` fields
 * are ignored because the search stream is never resumed.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    // A line ends at \r\n, \n or \r; keep the trailing partial line (and a lone \r that may precede \n).
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') dispatch();
      else if (line.startsWith(':')) continue;
      else {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}

/** What a stream's three kinds of event are checked against (zod schemas fit). */
interface Checks<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** The start, result and done events of one of our streams (the search and the bulk search). */
export interface EventStream<S, R, D> {
  start: Checks<S>;
  result: Checks<R>;
  done: Checks<D>;
  onStart(event: S): void;
  onResult(event: R): void;
  onDone(event: D): void;
}

/**
 * Reads a streamed answer to its end. One malformed result is logged and skipped, so it cannot sink the
 * others; a malformed start or done, or a stream that ends before `done`, rejects (`what` names the stream).
 */
export async function readEventStream<S, R, D>(
  res: Response,
  stream: EventStream<S, R, D>,
  what: string,
): Promise<void> {
  if (!res.body) throw new Error(`The ${what} stream has no body`);
  let finished = false;
  const parse = createSseParser(({ event, data }) => {
    if (event === 'start') stream.onStart(stream.start.parse(JSON.parse(data)));
    else if (event === 'result') {
      const parsed = stream.result.safeParse(JSON.parse(data));
      if (parsed.success) stream.onResult(parsed.data);
      else console.error(`malformed ${what} result`, parsed.error);
    } else if (event === 'done') {
      finished = true;
      stream.onDone(stream.done.parse(JSON.parse(data)));
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parse(value);
  }
  parse('\n\n');
  if (!finished) throw new Error(`The ${what} stream ended before its done event`);
}
