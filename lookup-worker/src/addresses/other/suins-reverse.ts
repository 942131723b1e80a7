import { z } from 'zod';
import type { AddressName } from '@namescope/common';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isoOrNull } from '../../lookups/other/http.ts';
import { createSuiGraphqlQuery } from '../../lookups/other/sui-graphql-client.ts';
import type { ReverseAdapter } from '../types.ts';
import { addressFields } from './address-fields.ts';

const SERVICE = 'Sui GraphQL';
/** The registration NFT's type (suins_registration::SuinsRegistration of the V1 package). */
export const SUINS_REGISTRATION_TYPE =
  '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::suins_registration::SuinsRegistration';
/** Sui GraphQL's largest page. */
const PAGE = 50;
/** Pages read per address: enough for any person, bounded for a collector. */
const MAX_PAGES = 20;

const OBJECTS = `objects(first: ${PAGE}, after: $after, filter: { type: $type }) {
      nodes { contents { json } }
      pageInfo { hasNextPage endCursor }
    }`;
/** The default (reverse) name with what checks it, and the first page of registrations held. */
const FIRST_QUERY = `query SuinsAddress($address: SuiAddress!, $type: String!, $after: String) {
  address(address: $address) {
    defaultNameRecord { domain target { address } contents { json } }
    ${OBJECTS}
  }
}`;
const NEXT_QUERY = `query SuinsHeld($address: SuiAddress!, $type: String!, $after: String) {
  address(address: $address) { ${OBJECTS} }
}`;

const ms = z.union([z.string(), z.number()]).transform(Number);
const objectsSchema = z.object({
  nodes: z.array(
    z.object({
      contents: z
        .object({ json: z.looseObject({ domain_name: z.string(), expiration_timestamp_ms: ms }) })
        .nullable(),
    }),
  ),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
});
const responseSchema = z.object({
  data: z.object({
    address: z
      .object({
        defaultNameRecord: z
          .object({
            domain: z.string(),
            target: z.object({ address: z.string() }).nullable(),
            contents: z
              .object({ json: z.looseObject({ expiration_timestamp_ms: ms }).nullable() })
              .nullable(),
          })
          .nullable()
          .optional(),
        objects: objectsSchema,
      })
      .nullable(),
  }),
});

/**
 * .sui by address (docs/features/address-search.md, SuiNS): the default name record, shown only when its
 * target is the address and it has not expired (the contract clears it when the target changes, not on
 * expiry), and the SuinsRegistration NFTs the address owns, paged, expired ones marked so. Registrations in a
 * kiosk or wrapped in another object are not address-owned and not listed.
 */
export function createSuinsReverseAdapter(
  graphqlUrl: string,
  http: HttpClient,
  now: () => number = Date.now,
): ReverseAdapter {
  const query = createSuiGraphqlQuery(graphqlUrl, http, SERVICE);

  async function page(document: string, address: string, after: string | null, signal: AbortSignal) {
    const parsed = responseSchema.safeParse(
      await query(document, { address, type: SUINS_REGISTRATION_TYPE, after }, signal),
    );
    if (!parsed.success) throw new WorkerError(`${SERVICE} answered an unexpected shape`);
    return parsed.data.data.address;
  }

  return {
    extension: 'sui',
    kind: 'sui',
    async lookup(address, signal) {
      const first = await page(FIRST_QUERY, address, null, signal);
      const at = now();
      const primary: AddressName[] = [];
      const record = first?.defaultNameRecord;
      if (record) {
        // 0: a leaf subname, which lives as long as its parent (as the name lookup reads it).
        const expires = record.contents?.json?.expiration_timestamp_ms ?? Number.NaN;
        const live = expires === 0 || expires > at;
        if (record.target?.address.toLowerCase() === address && live)
          primary.push({
            name: record.domain.toLowerCase(),
            expiresAt: expires > 0 ? isoOrNull(expires) : null,
          });
      }

      const held: AddressName[] = [];
      let objects = first?.objects;
      for (let pages = 1; objects; pages += 1) {
        for (const node of objects.nodes) {
          const json = node.contents?.json;
          if (!json) continue;
          const expires = json.expiration_timestamp_ms;
          held.push({
            name: json.domain_name.toLowerCase(),
            expiresAt: expires > 0 ? isoOrNull(expires) : null,
            ...(expires > 0 && expires <= at ? { state: 'expired' } : {}),
          });
        }
        if (!objects.pageInfo.hasNextPage || !objects.pageInfo.endCursor) break;
        if (pages >= MAX_PAGES)
          return addressFields('sui', primary, held, { heldNote: `first ${held.length} names listed` });
        objects = (await page(NEXT_QUERY, address, objects.pageInfo.endCursor, signal))?.objects;
      }
      return addressFields('sui', primary, held);
    },
  };
}
