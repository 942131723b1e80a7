import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse.ts';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const push = createSseParser((e) => events.push(e));
  for (const c of chunks) push(c);
  return events;
}

describe('createSseParser', () => {
  const stream =
    'event: start\ndata: {"a":1}\n\n: keep-alive\n\nevent: result\ndata: line1\ndata: line2\n\ndata: plain\n\n';

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
});
