// @vitest-environment happy-dom
import type { LookupResult } from '@namescope/common';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/api.ts';
import { makeResult } from './test-results.ts';
import { type SearchOutcome, useSearchStream } from './use-search-stream.ts';

afterEach(() => vi.unstubAllGlobals());

/** An event-stream body whose chunks arrive only when the test releases them. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(enc.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    raw: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
  };
}

describe('useSearchStream', () => {
  it('shows each answer as it arrives, then fills the silent services when done', async () => {
    const stream = controlledStream();
    const calls = stubApi({ 'GET /api/search/alice/stream': stream.response });
    const { result } = renderHook(() => useSearchStream());
    let finished!: Promise<SearchOutcome>;
    act(() => {
      finished = result.current.search('alice', 'alice');
    });
    expect(calls[0]!.path).toBe('/api/search/alice/stream');
    expect(result.current.state.phase).toBe('streaming');

    await act(async () => stream.send('start', { term: 'alice', name: 'alice', expected: 12 }));
    const eth: LookupResult = makeResult('eth', { checkedAt: new Date().toISOString() });
    await act(async () => stream.send('result', eth));
    await waitFor(() => expect(result.current.state.results.map((r) => r.extension)).toEqual(['eth']));
    expect(result.current.state.phase).toBe('streaming');

    await act(async () => {
      stream.send('result', makeResult('sol', { available: true, status: 'available' }));
      stream.send('done', { term: 'alice', count: 2 });
      stream.close();
    });
    expect(await finished).toBe('done');
    expect(result.current.state.phase).toBe('done');
    expect(result.current.state.results).toHaveLength(12);
    expect(result.current.state.results.find((r) => r.extension === 'sui')?.error).toBe(
      'Unable to check availability',
    );
  });

  it('keeps every answer read in the same chunk as the end of the stream', async () => {
    const stream = controlledStream();
    stubApi({ 'GET /api/search/bob/stream': stream.response });
    const { result } = renderHook(() => useSearchStream());
    let finished!: Promise<SearchOutcome>;
    act(() => {
      finished = result.current.search('bob', 'bob');
    });
    const enc = new TextEncoder();
    const events = [
      ['start', { term: 'bob', name: 'bob', expected: 12 }],
      ['result', makeResult('eth', { domain: 'bob.eth' })],
      ['result', makeResult('sol', { domain: 'bob.sol', available: true, status: 'available' })],
      ['done', { term: 'bob', count: 2 }],
    ] as const;
    await act(async () => {
      stream.raw(enc.encode(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('')));
      stream.close();
    });
    expect(await finished).toBe('done');
    const byExt = new Map(result.current.state.results.map((r) => [r.extension, r]));
    expect(byExt.get('eth')?.error).toBeUndefined();
    expect(byExt.get('sol')?.status).toBe('available');
    expect(byExt.get('sui')?.error).toBe('Unable to check availability');
  });

  it('renders the first answer of a burst on its own, then the rest with the end of the stream', async () => {
    const stream = controlledStream();
    stubApi({ 'GET /api/search/carol/stream': stream.response });
    // Every state the hook rendered with: what a visitor saw, one render after another.
    const seen: { phase: string; results: string[] }[] = [];
    const { result } = renderHook(() => {
      const s = useSearchStream();
      seen.push({ phase: s.state.phase, results: s.state.results.map((r) => r.extension) });
      return s;
    });
    let finished!: Promise<SearchOutcome>;
    act(() => {
      finished = result.current.search('carol', 'carol');
    });
    const burst = [
      ['start', { term: 'carol', name: 'carol', expected: 12 }],
      ['result', makeResult('sol', { domain: 'carol.sol' })],
      ['result', makeResult('eth', { domain: 'carol.eth' })],
      ['result', makeResult('sui', { domain: 'carol.sui' })],
      ['done', { term: 'carol', count: 3 }],
    ] as const;
    const enc = new TextEncoder();
    await act(async () => {
      stream.raw(enc.encode(burst.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('')));
      stream.close();
    });
    expect(await finished).toBe('done');
    // The first answer read paints alone, before the others of its chunk and before the end.
    const firstShown = seen.find((s) => s.results.length > 0);
    expect(firstShown).toEqual({ phase: 'streaming', results: ['sol'] });
    // No render ever showed a service filled as failed while its answer was already read.
    for (const s of seen.filter((x) => x.phase === 'done')) expect(s.results).toHaveLength(12);
    const byExt = new Map(result.current.state.results.map((r) => [r.extension, r]));
    for (const ext of ['sol', 'eth', 'sui'] as const) expect(byExt.get(ext)?.error).toBeUndefined();
    expect(byExt.get('algo')?.error).toBe('Unable to check availability');
  });

  it('reports a whole-search failure when the API refuses the term', async () => {
    stubApi({
      'GET /api/search/x/stream': new Response('{"message":"bad","code":"invalid_input"}', { status: 400 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useSearchStream());
    let outcome = 'done';
    await act(async () => {
      outcome = await result.current.search('x', 'x');
    });
    expect(outcome).toBe('failed');
    expect(result.current.state.phase).toBe('error');
  });
});
