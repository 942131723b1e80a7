import { readSseBody } from '@namescope/common';

/** What a stream's three kinds of event are checked against (zod schemas fit). */
interface Checks<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** The start, result and done events of one of our streams (the search, the bulk and the address search). */
export interface EventStream<S, R, D> {
  start: Checks<S>;
  result: Checks<R>;
  done: Checks<D>;
  onStart(event: S): void;
  onResult(event: R): void;
  onDone(event: D): void;
  /** Any other named event a stream sends (the address search's `registrations`), given its parsed data. */
  others?: Record<string, (data: unknown) => void>;
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
  await readSseBody(res.body, ({ event, data }) => {
    if (event === 'start') stream.onStart(stream.start.parse(JSON.parse(data)));
    else if (event === 'result') {
      const parsed = stream.result.safeParse(JSON.parse(data));
      if (parsed.success) stream.onResult(parsed.data);
      else console.error(`malformed ${what} result`, parsed.error);
    } else if (event === 'done') {
      finished = true;
      stream.onDone(stream.done.parse(JSON.parse(data)));
    } else stream.others?.[event]?.(JSON.parse(data));
  });
  if (!finished) throw new Error(`The ${what} stream ended before its done event`);
}
