import { EXTENSION_KEYS, type ExtensionKey, extensionKeySchema } from '@namescope/common';
import { z } from 'zod';

/** The one queue every lookup job goes through; BullMQ's prefix (REDIS_PREFIX) keeps deployments apart. */
export const LOOKUP_QUEUE = 'lookups';
export const LOOKUP_JOB = 'lookup';

/**
 * Id of one service's lookup of a name: what its announcement carries and what a search waits for. Names are
 * [a-z0-9.] only, so '-' cannot collide. (Before one job served all of a search's services, each lookup was a
 * job of its own, with this id.)
 */
export function lookupId(extension: ExtensionKey, name: string): string {
  return `${extension}-${name}`;
}

/**
 * Payload of one job on the lookup queue: a name and the services to ask, in the order to start them. Its
 * id is BullMQ's own: searches share lookups, not jobs (lookup-claims.ts). `requestId` is the X-Request-Id
 * of the HTTP search that created the job, so one grep finds a search in the API's and the workers' logs; a
 * malformed id is dropped rather than failing the lookup. `fresh` asks the worker to skip its cache check
 * and ask the services (a watchlist refresh); the answers still refresh the cache for everyone.
 * A job of an older API names one `extension`; it is read as a job of that one service.
 */
export const lookupJobSchema = z.preprocess(
  (data) => {
    if (typeof data !== 'object' || data === null || !('extension' in data)) return data;
    const { extension, ...rest } = data as { extension: unknown };
    return { ...rest, extensions: [extension] };
  },
  z.object({
    extensions: z
      .array(extensionKeySchema)
      .min(1)
      .max(EXTENSION_KEYS.length)
      .refine((list) => new Set(list).size === list.length, 'each service at most once'),
    name: z.string().min(1).max(63),
    requestId: z.string().max(64).optional().catch(undefined),
    fresh: z.boolean().optional().catch(undefined),
  }),
);
export type LookupJob = z.infer<typeof lookupJobSchema>;
