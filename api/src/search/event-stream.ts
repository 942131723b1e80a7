import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { toJson } from './frozen-json.ts';

/** The OpenAPI description of a 200 answer that is an event stream of the events `names`, each of JSON data. */
export function eventStreamAnswer(names: readonly string[]) {
  return {
    200: {
      description: 'The event stream',
      mediaType: 'text/event-stream',
      schema: { type: 'string', description: `event: <${names.join('|')}>\\ndata: <JSON>\\n\\n, repeated` },
    },
  };
}

/**
 * A Server-Sent Events answer (the search and the bulk search streams). Events sent before `open` wait in the
 * stream, so a route can still answer a JSON error instead until it opens it.
 */
export function eventStream() {
  const stream = new PassThrough();
  return {
    send(event: string, data: unknown): void {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${toJson(data)}\n\n`);
    },
    /** Sends the headers and makes the stream the response body; each event then leaves at once. */
    open(ctx: Context): void {
      ctx.req.socket.setNoDelay(true);
      ctx.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // Tells nginx-style proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      });
      ctx.status = 200;
      ctx.body = stream;
    },
    end(): void {
      stream.end();
    },
  };
}
