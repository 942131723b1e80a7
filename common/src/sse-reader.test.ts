import { describe, expect, it } from 'vitest';
import { createSseReader, readSseBody, type SseEvent } from './sse-reader.ts';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const feed = createSseReader((e) => events.push(e));
  for (const c of chunks) feed(c);
  return events;
}

const stream =
  'event: start\ndata: {"a":1}\n\n: keep-alive\n\nevent: result\ndata: line1\ndata: line2\n\ndata: plain\n\n';

describe('createSseReader', () => {
  it('parses named events, joins data lines and skips comments', () => {
    expect(parseAll([stream])).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'result', data: 'line1\nline2' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('gives the same events however the text is split', () => {
    const whole = parseAll([stream]);
    for (let size = 1; size < 12; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parseAll(chunks)).toEqual(whole);
    }
  });

  it('accepts CRLF line endings, split between chunks', () => {
    expect(parseAll(['event: done\r', '\ndata: x\r\n\r', '\n'])).toEqual([{ event: 'done', data: 'x' }]);
  });

  it('drops an event the stream ends before finishing', () => {
    expect(parseAll(['data: a\n\ndata: b\n'])).toEqual([{ event: 'message', data: 'a' }]);
  });
});

describe('readSseBody', () => {
  const body = (chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c);
        controller.close();
      },
    });

  it('decodes a character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('event: result\ndata: {"name":"bücher"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of ü
    const events: SseEvent[] = [];
    await readSseBody(body([bytes.slice(0, cut), bytes.slice(cut)]), (e) => events.push(e));
    expect(events).toEqual([{ event: 'result', data: '{"name":"bücher"}' }]);
  });

  it("rejects with onEvent's error", async () => {
    const bytes = new TextEncoder().encode('data: x\n\n');
    await expect(
      readSseBody(body([bytes]), () => {
        throw new Error('bad event');
      }),
    ).rejects.toThrow('bad event');
  });
});
