import { z } from 'zod';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter } from '../types.ts';
import { isoOrNull } from './http.ts';
import { createSuiGraphqlQuery } from './sui-graphql-client.ts';

const SERVICE = 'Sui GraphQL';
// Mainnet SuiNS (npm:@mysten/suins@1.2.3/src/constants.ts): the registry table holding the name records as
// dynamic fields keyed by `Domain { labels }`, a type from the V1 package.
export const REGISTRY_TABLE_ID = '0xe64cd9db9f829c6cc405d9790bd71567ae07259855f4fba6f02c84f52298c106';
const DOMAIN_TYPE = '0xd22b24490e0bae52676651b4f56660a5ff8022a2576e0089f79b3c88d44e08f0::domain::Domain';
/** suins constants.move GRACE_PERIOD_MS: the owner alone may renew for 30 days after expiry. */
const GRACE_MS = 30 * 86_400_000;
/** domain.move is_valid_label: 3-63 of [a-z0-9-], no hyphen at either end. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

// Why the raw dynamic field and not `nameRecord(name:)`: the docs (docs.sui.io sui-graphql beta, query
// nameRecord) say nameRecord returns null once a record has expired, which would report a name still in its
// grace period as available. The table entry stays until the name is registered again.
export const RECORD_QUERY = `query SuinsRecord($registry: SuiAddress!, $key: DynamicFieldName!) {
  registry: address(address: $registry) { dynamicField(name: $key) { value { ... on MoveValue { json } } } }
}`;

const recordSchema = z.looseObject({
  nft_id: z.string(),
  expiration_timestamp_ms: z.union([z.string(), z.number()]),
  target_address: z.string().nullable().optional(),
  data: z.looseObject({ contents: z.array(z.object({ key: z.string(), value: z.string() })) }).optional(),
});
const recordResponse = z.object({
  data: z
    .object({
      registry: z
        .object({ dynamicField: z.object({ value: z.object({ json: z.unknown() }).nullable() }).nullable() })
        .nullable(),
    })
    .nullable(),
});
const detailsResponse = z.object({
  data: z.object({
    nft: z
      .object({ owner: z.looseObject({ address: z.object({ address: z.string() }).optional() }).nullable() })
      .nullable(),
    reverse: z
      .object({ defaultNameRecord: z.object({ domain: z.string() }).nullable() })
      .nullable()
      .optional(),
  }),
});

/** The registration NFT's owner and, when the name has a target, the target's default (reverse) name. */
export function detailsQuery(withTarget: boolean): string {
  return `query SuinsDetails($nft: SuiAddress!${withTarget ? ', $target: SuiAddress!' : ''}) {
  nft: object(address: $nft) { owner { __typename ... on AddressOwner { address { address } } } }
  ${withTarget ? 'reverse: address(address: $target) { defaultNameRecord { domain } }' : ''}
}`;
}

/** BCS of `Domain { labels: vector<String> }`: ULEB128 count, then ULEB128 length + UTF-8 per label. */
function domainBcs(labels: string[]): string {
  const bytes: number[] = [];
  const uleb = (n: number) => {
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n) b |= 0x80;
      bytes.push(b);
    } while (n);
  };
  uleb(labels.length);
  for (const label of labels) {
    const utf8 = Buffer.from(label, 'utf8');
    uleb(utf8.length);
    bytes.push(...utf8);
  }
  return Buffer.from(bytes).toString('base64');
}

/** The registry table's dynamic-field name of a .sui name: `Domain { labels }`, TLD first. */
export function registryKey(labels: string[]): { type: string; bcs: string } {
  return { type: DOMAIN_TYPE, bcs: domainBcs(['sui', ...[...labels].reverse()]) };
}

/** .sui via Sui GraphQL with plain fetch POSTs (the JSON-RPC is being retired, docs/upstreams.md section 10). */
export function createSuinsAdapter(
  graphqlUrl: string,
  http: HttpClient,
  now: () => number = Date.now,
): LookupAdapter {
  const query = createSuiGraphqlQuery(graphqlUrl, http, SERVICE);

  return {
    extension: 'sui',
    async lookup(name, signal) {
      const base = emptyFields('sui', name);
      const labels = name.split('.');
      if (!labels.every((l) => LABEL.test(l))) return { ...base, error: 'Not a valid .sui name' };

      const key = registryKey(labels);
      const first = recordResponse.safeParse(
        await query(RECORD_QUERY, { registry: REGISTRY_TABLE_ID, key }, signal),
      );
      if (!first.success) throw new WorkerError(`${SERVICE} answered an unexpected shape`);
      const json = first.data.data?.registry?.dynamicField?.value?.json;
      if (json === undefined || json === null) return { ...base, available: true, status: 'available' };
      const parsed = recordSchema.safeParse(json);
      if (!parsed.success) throw new WorkerError(`${SERVICE} returned a malformed NameRecord`);
      const record = parsed.data;

      const expires = Number(record.expiration_timestamp_ms);
      const expirationDate = expires > 0 ? isoOrNull(expires) : null;
      // Leaf subnames carry 0 and live as long as their parent; for second-level names 0 does not occur.
      if (expires > 0 && now() > expires + GRACE_MS)
        return { ...base, available: true, status: 'available', expirationDate };

      const target = record.target_address ?? null;
      const details = await query(
        detailsQuery(target !== null),
        target ? { nft: record.nft_id, target } : { nft: record.nft_id },
        signal,
      );
      const second = detailsResponse.safeParse(details);
      if (!second.success)
        throw new WorkerError(`${SERVICE} answered an unexpected shape for the registration NFT`);
      const data = new Map((record.data?.contents ?? []).map((c) => [c.key, c.value]));
      // The avatar key holds an NFT object id on chain; only a direct URL is usable as an image here.
      const avatar = data.get('avatar');
      // The target's default (reverse) name counts only when it is this very name (one rule for every
      // service); SuiNS lets only the target address set it, so it is verified by construction.
      const defaultName = second.data.data.reverse?.defaultNameRecord?.domain ?? null;
      return {
        ...base,
        available: false,
        status: 'taken',
        owner: second.data.data.nft?.owner?.address?.address ?? null,
        address: target,
        primaryName: defaultName === `${name}.sui` ? defaultName : null,
        expirationDate,
        avatar: avatar && /^https?:\/\//.test(avatar) ? avatar : null,
      };
    },
  };
}
