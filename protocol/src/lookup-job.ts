import { type ExtensionKey, extensionKeySchema, type LookupResult } from '@namescope/common';
import { z } from 'zod';

/** The one queue every lookup job goes through; BullMQ's prefix (REDIS_PREFIX) keeps deployments apart. */
export const LOOKUP_QUEUE = 'lookups';
export const LOOKUP_JOB = 'lookup';

/**
 * Job id for (service, name): concurrent searches of one name add the same id, and BullMQ keeps a single
 * job for it, so they share one upstream call. Names are [a-z0-9.] only, so '-' cannot collide.
 */
export function lookupJobId(extension: ExtensionKey, name: string): string {
  return `${extension}-${name}`;
}

/**
 * Payload of one job on the lookup queue. `requestId` is the X-Request-Id of the HTTP search that created
 * the job, so one grep finds a search in the API's and the workers' logs. Jobs are shared (one job id per
 * service and name): a search that joins a job already queued does not change its data, so the id is
 * always that of the search that created it. A malformed id is dropped rather than failing the lookup.
 * `fresh` asks the worker to skip its cache check and ask the service (a watchlist refresh); the answer
 * still refreshes the cache for everyone.
 */
export const lookupJobSchema = z.object({
  extension: extensionKeySchema,
  name: z.string().min(1).max(63),
  requestId: z.string().max(64).optional().catch(undefined),
  fresh: z.boolean().optional().catch(undefined),
});
export type LookupJob = z.infer<typeof lookupJobSchema>;

/** What a job returns: the result, and how long the upstream took (the API orders services by it). */
export interface LookupJobReturn {
  result: LookupResult;
  /** Absent when the job was answered from the cache. */
  upstreamMs?: number;
}
