import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionKey } from '@namescope/common';
import { CORRUPT_KINDS, startSandbox, type RunningSandbox } from '@namescope/sandbox';
import { runLookup } from '../queue/run-lookup.ts';
import { createAdapters } from './registry.ts';
import type { LookupAdapter } from './types.ts';
import { parseUpstreamSettings } from '@namescope/upstreams';

// Issue 11, upstream misbehaving: each protocol family's real adapter against the sandbox, which spoils its
// answers (malformed JSON, wrong types, a body past the size cap, 200 with an error payload, a socket closed
// mid-answer). Each must give that service 'unavailable': never a wrong status, never a crash.
const TIMEOUT_MS = 2500;
/** A small cap, so the huge-body fault need not send many megabytes on a busy machine. */
const MAX_RESPONSE_BYTES = 200_000;
const FAMILIES: { family: string; extension: ExtensionKey; service: string }[] = [
  { family: 'EVM JSON-RPC', extension: 'eth', service: 'ethereum' },
  { family: 'Solana RPC', extension: 'sol', service: 'solana' },
  { family: 'Sui GraphQL', extension: 'sui', service: 'sui' },
  { family: 'REST', extension: 'algo', service: 'nfd' },
];

let sandbox: RunningSandbox;
let adapters: Partial<Record<ExtensionKey, LookupAdapter>>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  adapters = createAdapters(
    parseUpstreamSettings({
      UPSTREAMS: 'sandbox',
      SANDBOX_URL: sandbox.url,
      LOOKUP_MAX_RESPONSE_BYTES: String(MAX_RESPONSE_BYTES),
    }),
  );
});
afterAll(() => sandbox?.close());

const lookup = (extension: ExtensionKey) =>
  runLookup(adapters[extension]!, 'alice', { timeoutMs: TIMEOUT_MS, retryDelayMs: 50 });

describe.each(FAMILIES)('$family ($extension) against a misbehaving upstream', ({ extension, service }) => {
  it('answers alice as taken while the upstream is healthy', async () => {
    sandbox.setFaults(service, undefined);
    expect((await lookup(extension)).result.status).toBe('taken');
  });

  it.each(CORRUPT_KINDS)('gives unavailable for %s', async (corrupt) => {
    sandbox.setFaults(service, { corrupt, hugeBytes: MAX_RESPONSE_BYTES * 2 });
    try {
      const { result, outcome, attempts, durationMs } = await lookup(extension);
      console.log(
        `upstream fault ${corrupt} on .${extension}: ${result.status} (${outcome}, ${attempts} attempt(s), ${Math.round(durationMs)} ms): ${result.error}`,
      );
      expect(result.status).toBe('unavailable');
      expect(result.error).toBeTruthy();
      expect(['error', 'timeout']).toContain(outcome);
    } finally {
      sandbox.setFaults(service, undefined);
    }
  });
});
