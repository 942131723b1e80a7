import { z } from 'zod';
import { ADDRESS_KINDS } from '../extensions.ts';
import { extensionKeySchema } from './lookup.ts';
import { registrationSchema } from './registrations.ts';

/**
 * One name in an address search answer: the address's own (primary) name, or one it holds. `chain` names the
 * chain where a service answers per chain (UD: 'polygon' or 'ethereum'); `state` is the service's own word
 * for a held name that is not plainly active ('expired', 'forSale', 'grace').
 */
export const addressNameSchema = z.object({
  name: z.string(),
  chain: z.string().optional(),
  expiresAt: z.string().nullable().optional(),
  state: z.string().optional(),
});
export type AddressName = z.infer<typeof addressNameSchema>;

/**
 * What one service says about one address (docs/features/address-search.md):
 * - `found`: a verified primary name or at least one held name;
 * - `none`: the service answered and the address has neither;
 * - `unsupported`: the service does not use this kind of address (no job is run);
 * - `unavailable`: the service could not be asked (`error` says why).
 * `held` is null where the service cannot list an address's names (ENS-style services, UD, Avvy: the page
 * shows our indexed registrations instead). `heldNote` qualifies the list ('names held as NFTs are not
 * listed', 'first 100 inscriptions checked'); `rule` says how the primary name is chosen where the service
 * has no canonical rule (sats names).
 */
export const addressFieldsSchema = z.object({
  extension: extensionKeySchema,
  service: z.string(),
  status: z.enum(['found', 'none', 'unsupported', 'unavailable']),
  primary: z.array(addressNameSchema),
  held: z.array(addressNameSchema).nullable(),
  heldNote: z.string().optional(),
  rule: z.string().optional(),
  error: z.string().optional(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** An address answer as it travels (the job's result, the cache, the API): with when it was checked. */
export const addressResultSchema = addressFieldsSchema.extend({
  address: z.string(),
  checkedAt: z.string(),
  cached: z.boolean(),
});
export type AddressResult = z.infer<typeof addressResultSchema>;

export const addressKindSchema = z.enum(ADDRESS_KINDS);

/** The recognised address a search is about: canonical form (keys, URLs), the form to show, and its kind. */
const addressSubject = {
  address: z.string(),
  display: z.string(),
  kind: addressKindSchema,
};

/**
 * GET /api/address/{address}: all twelve services' answers (those that do not use this kind of address as
 * `unsupported`, without a lookup), and the names our indexer saw this address register (newest first).
 */
export const addressResponseSchema = z.object({
  ...addressSubject,
  results: z.array(addressResultSchema),
  registrations: z.array(registrationSchema),
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;

/**
 * The stream's events (GET /api/address/{address}/stream): `start` first, then one `result` per service as
 * each answers (unsupported services at once), `registrations` once the database answered, then `done`.
 */
export const addressStartEventSchema = z.object({ ...addressSubject, expected: z.number().int() });
export const addressRegistrationsEventSchema = z.object({ registrations: z.array(registrationSchema) });
export const addressDoneEventSchema = z.object({ address: z.string(), count: z.number().int() });
