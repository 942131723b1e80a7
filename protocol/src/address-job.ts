import { type ExtensionKey, extensionKeySchema } from '@namescope/common';
import { z } from 'zod';

/**
 * An address job's name on the lookup queue (LOOKUP_QUEUE): address lookups share the queue, its workers and
 * their concurrency with name lookups, so one fleet serves both and one queue board shows both.
 */
export const ADDRESS_JOB = 'address';

/**
 * Job id for (service, address): concurrent searches of one address share one job. The 'address-' head
 * cannot collide with a name job's id (BullMQ's own number).
 */
export function addressJobId(extension: ExtensionKey, address: string): string {
  return `address-${extension}-${address}`;
}

/**
 * Payload of one address job: the service and the address in its canonical form (common's recogniseAddress,
 * `address`). `requestId` and `fresh` mean what they mean in lookupJobSchema.
 */
export const addressJobSchema = z.object({
  extension: extensionKeySchema,
  // The longest canonical address (Sui, 0x + 64 hex) is 66 characters; the bound is only a sanity check.
  address: z.string().min(1).max(128),
  requestId: z.string().max(64).optional().catch(undefined),
  fresh: z.boolean().optional().catch(undefined),
});
export type AddressJob = z.infer<typeof addressJobSchema>;
