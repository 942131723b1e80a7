import type { ExtensionKey } from '@namescope/common';

/** The one queue every lookup job goes through; `prefix` keeps deployments and tests apart in Redis. */
export const LOOKUP_QUEUE = 'lookups';
export const LOOKUP_JOB = 'lookup';

/**
 * Job id for (service, name): concurrent searches of one name add the same id, and BullMQ keeps a single
 * job for it, so they share one upstream call. Names are [a-z0-9.] only, so '-' cannot collide.
 */
export function lookupJobId(extension: ExtensionKey, name: string): string {
  return `${extension}-${name}`;
}
