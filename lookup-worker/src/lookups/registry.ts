import type { ExtensionKey } from '@namescope/common';
import { z } from 'zod';
import { withoutEmpty } from '@namescope/runtime';
import { createEvmAdapters } from './evm/index.ts';
import { createOtherAdapters } from './other/index.ts';
import { createHttpClient, DEFAULT_MAX_RESPONSE_BYTES } from '@namescope/upstreams';
import type { Env, LookupAdapter } from './types.ts';

/** Every extension's adapter, configured from the environment (UPSTREAMS=sandbox points all at the sandbox). */
export function createAdapters(env: Env): Partial<Record<ExtensionKey, LookupAdapter>> {
  const defined = withoutEmpty(env);
  // One HTTP client for every adapter (the EVM providers too): it enforces the cap on each answer's size.
  const cap = z.coerce
    .number()
    .int()
    .min(10_000)
    .default(DEFAULT_MAX_RESPONSE_BYTES)
    .safeParse(defined.LOOKUP_MAX_RESPONSE_BYTES);
  if (!cap.success) throw new Error(`Invalid LOOKUP_MAX_RESPONSE_BYTES: ${cap.error.issues[0]!.message}`);
  const http = createHttpClient({ maxResponseBytes: cap.data });
  return { ...createEvmAdapters(defined, http), ...createOtherAdapters(defined, http) };
}
