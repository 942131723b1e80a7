import { EXTENSION_KEYS, isTooShort, subnameParent } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { MAINNET_NAMES } from './mainnet-names.ts';
import { randomFreeLabel } from './run-smoke.ts';
import { SANDBOX_NAMES } from './sandbox-names.ts';

// The smoke check calls the adapters directly, past the API's gateway, which alone answers names too short
// for a service and subnames: so every name it sends must be one the gateway would pass on.
describe('smoke names', () => {
  it.each(EXTENSION_KEYS)('are all names the gateway would look up on .%s', (key) => {
    const names = [...MAINNET_NAMES[key], ...SANDBOX_NAMES[key]].map((n) => n.name);
    for (const name of [...names, randomFreeLabel()]) {
      expect(isTooShort(name, key), name).toBe(false);
      expect(subnameParent(name), name).toBeUndefined();
    }
  });
});
