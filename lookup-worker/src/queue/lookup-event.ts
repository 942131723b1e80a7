import type { ExtensionKey } from '@namescope/common';
import type { LookupOutcome } from './run-lookup.ts';

/** One finished lookup (one service's, of a job): what the recorder counts and the process logs. */
export type LookupEvent = {
  jobId: string;
  extension: ExtensionKey;
  /** The request id of the search that created the job (searches joining it later are not recorded). */
  requestId?: string;
  /** How the lookup ended; 'cached' when the job found a result in the cache and asked no upstream. */
  outcome: LookupOutcome['outcome'] | 'cached';
  /** Upstream attempts (0 for a cached answer). */
  attempts: number;
  durationMs: number;
} & (
  | { name: string; address?: undefined }
  /** An address job (ADDRESS_JOB): the address it looked up, in its canonical form. */
  | { address: string; name?: undefined }
);
