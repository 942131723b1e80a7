import type { LookupResult } from '@namescope/common';
import { failedLookup } from '@namescope/common';

/** A lookup result for tests: taken by default, with any fields overridden. */
export function makeResult(
  extension: LookupResult['extension'],
  over: Partial<LookupResult> = {},
): LookupResult {
  return {
    ...failedLookup(extension, over.domain?.split('.')[0] ?? 'alice', new Date('2025-06-01T00:00:00Z')),
    status: 'taken',
    error: undefined,
    ...over,
  };
}
