import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { EXTENSION_COUNT, type ExtensionKey, lookupResultSchema } from '@namescope/common';
import { readSse, type TimedEvent } from './search-sse.ts';
import { startSearchStack, type SearchStack } from './search-stack.ts';

// The upstreams answer tier by tier, each tier only when the test releases it, so the order in which the
// stream sends results is decided by the test, not by timers racing a busy machine. The time limit is long:
// the held lookups must outlast every step of the test, and no step waits on it.
const TIMEOUT_MS = 30_000;

// .crypto and .blockchain ask Polygon and Ethereum in parallel, so they answer with the last tier.
const tiers: { ids: string[]; extensions: ExtensionKey[] }[] = [
  { ids: ['sats', 'nfd', 'sui'], extensions: ['sats', 'algo', 'sui'] },
  { ids: ['stacks', 'solana', 'base'], extensions: ['btc', 'sol', 'base'] },
  { ids: ['bsc', 'arbitrum', 'avalanche'], extensions: ['bnb', 'arb', 'avax'] },
  { ids: ['ethereum', 'polygon'], extensions: ['eth', 'crypto', 'blockchain'] },
];

let stack: SearchStack;

beforeAll(async () => {
  stack = await startSearchStack({ timeoutMs: TIMEOUT_MS, workers: 1 });
});
afterAll(async () => {
  await stack?.close();
});

it('sends each result as soon as its service answers, in the order they answer, then closes', async () => {
  for (const tier of tiers.slice(1)) for (const id of tier.ids) stack.sandbox.setFaults(id, { held: true });
  const sent: ExtensionKey[] = [];
  const reply = readSse(`${stack.app.url}/api/search/${stack.freshName('o')}/stream`, {}, (e: TimedEvent) => {
    if (e.event === 'result') {
      const result = lookupResultSchema.parse(e.data);
      expect(result, `.${result.extension}`).toMatchObject({ status: 'available' });
      sent.push(result.extension);
    }
  });

  for (const [i, tier] of tiers.entries()) {
    if (i > 0) for (const id of tier.ids) stack.sandbox.setFaults(id, undefined);
    // Every service of this tier arrives while the later tiers are still held upstream: results are sent
    // as they complete, not gathered.
    await vi.waitFor(() => expect(sent).toHaveLength(3 * (i + 1)), { timeout: TIMEOUT_MS, interval: 20 });
    expect([...sent.slice(3 * i)].sort()).toEqual([...tier.extensions].sort());
  }
  const { events } = await reply;
  expect(sent).toHaveLength(EXTENSION_COUNT);
  expect(events.at(-1)!.event).toBe('done');
});
