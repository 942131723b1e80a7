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
