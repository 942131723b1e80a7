import {
  bufferCVFromString,
  ClarityType,
  type ClarityValue,
  hexToCV,
  principalCV,
} from '@stacks/transactions';
import { z } from 'zod';
import type { AddressName } from '@namescope/common';
import { asWorkerError, type HttpClient, WorkerError } from '@namescope/upstreams';
import {
  ascii,
  BLOCK_MS,
  BNS_CONTRACT,
  BNS_DEPLOYER,
  createBnsCalls,
  field,
  GRACE_BLOCKS,
  uint,
} from '../../lookups/other/bns-calls.ts';
import { isOk, isoOrNull, readJson, upstreamRequest } from '../../lookups/other/http.ts';
import type { ReverseAdapter } from '../types.ts';
import { addressFields, mapLimited } from './address-fields.ts';

const SERVICE = 'Stacks node';
/** BNS-V2's NFT asset (`(define-non-fungible-token BNS-V2 uint)`), as the Hiro API's holdings filter takes it. */
const ASSET = `${BNS_DEPLOYER}.${BNS_CONTRACT}::${BNS_CONTRACT}`;
const PAGE = 50;
/** Holdings pages read per address: enough for any person, bounded for a collector. */
const MAX_PAGES = 20;
/** get-bns-from-id calls in flight per lookup. */
const CONCURRENCY = 10;
/** BNS-V2 ERR-NO-PRIMARY-NAME. */
const NO_PRIMARY = 131;

const holdingsSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(z.object({ value: z.object({ hex: z.string() }) })),
});

/** `name.namespace` of a {name, namespace} tuple, or null. */
function fqnOf(tuple: ClarityValue): { name: string; namespace: string } | null {
  const name = ascii(field(tuple, 'name'));
  const namespace = ascii(field(tuple, 'namespace'));
  return name && namespace ? { name, namespace } : null;
}

/**
 * .btc by address (docs/features/address-search.md, BNS): BNS-V2's get-primary, shown only when get-bns-info
 * says the address owns the name and it still resolves (renewal height 0, or the burn height at most renewal
 * + 5,000: the contract keeps the primary map in step with transfers, not with expiry); and the BNS-V2 NFTs
 * the address holds (Hiro API holdings, paged), each named by get-bns-from-id.
 */
export function createBnsReverseAdapter(
  apiUrl: string,
  http: HttpClient,
  now: () => number = Date.now,
): ReverseAdapter {
  const bns = createBnsCalls(apiUrl, http, SERVICE);
  async function primaryName(address: string, signal: AbortSignal): Promise<AddressName[]> {
    const primary = await bns.call('get-primary', [principalCV(address)], signal);
    if (primary.type === ClarityType.ResponseErr && uint(primary.value) === NO_PRIMARY) return [];
    if (primary.type !== ClarityType.ResponseOk)
      throw new WorkerError(`${SERVICE} get-primary returned ${primary.type}`);
    if (primary.value.type !== ClarityType.OptionalSome) return [];
    const fqn = fqnOf(primary.value.value);
    if (!fqn) throw new WorkerError(`${SERVICE} get-primary returned no name`);
    const [tip, info] = await Promise.all([
      bns.burnHeight(signal),
      bns.call('get-bns-info', [bufferCVFromString(fqn.name), bufferCVFromString(fqn.namespace)], signal),
    ]);
    if (info.type !== ClarityType.OptionalSome) return [];
    const owner = field(info.value, 'owner');
    const ownerAddress =
      owner?.type === ClarityType.PrincipalStandard || owner?.type === ClarityType.PrincipalContract
        ? owner.value
        : null;
    const renewal = uint(field(info.value, 'renewal-height')) ?? 0;
    if (ownerAddress !== address || (renewal > 0 && tip > renewal + GRACE_BLOCKS)) return [];
    return [
      {
        name: `${fqn.name}.${fqn.namespace}`,
        expiresAt: renewal > 0 ? isoOrNull(now() + (renewal - tip) * BLOCK_MS) : null,
        // Past its renewal height but inside the grace blocks: it still resolves; only the owner may renew.
        ...(renewal > 0 && tip > renewal ? { state: 'grace' } : {}),
      },
    ];
  }

  async function holdingsPage(address: string, offset: number, signal: AbortSignal) {
    const url =
      `${apiUrl}/extended/v1/tokens/nft/holdings?principal=${encodeURIComponent(address)}` +
      `&asset_identifiers=${encodeURIComponent(ASSET)}&limit=${PAGE}&offset=${offset}`;
    const response = await upstreamRequest(
      http,
      SERVICE,
      url,
      { headers: { accept: 'application/json' } },
      signal,
    );
    if (!isOk(response)) throw new WorkerError(`${SERVICE} NFT holdings answered HTTP ${response.status}`);
    const parsed = holdingsSchema.safeParse(readJson(SERVICE, response));
    if (!parsed.success) throw new WorkerError(`${SERVICE} NFT holdings answered an unexpected shape`);
    return parsed.data;
  }

  /** The .btc name of one BNS-V2 token id (its Clarity hex), or null for another namespace or a burnt id. */
  async function nameOf(hex: string, signal: AbortSignal): Promise<string | null> {
    let id: ClarityValue;
    try {
      id = hexToCV(hex);
    } catch {
      throw new WorkerError(`${SERVICE} NFT holdings returned a malformed token id`);
    }
    if (id.type !== ClarityType.UInt) throw new WorkerError(`${SERVICE} NFT holdings returned a non-uint id`);
    const answer = await bns.call('get-bns-from-id', [id], signal);
    if (answer.type !== ClarityType.OptionalSome) return null;
    const fqn = fqnOf(answer.value);
    return fqn?.namespace === 'btc' ? `${fqn.name}.btc` : null;
  }

  async function held(
    address: string,
    signal: AbortSignal,
  ): Promise<{ names: AddressName[]; capped: boolean }> {
    const hexes: string[] = [];
    let capped = false;
    for (let page = 0; ; page += 1) {
      const { total, results } = await holdingsPage(address, hexes.length, signal);
      hexes.push(...results.map((r) => r.value.hex));
      if (results.length === 0 || hexes.length >= total) break;
      if (page + 1 >= MAX_PAGES) {
        capped = true;
        break;
      }
    }
    const names = await mapLimited(hexes, CONCURRENCY, (hex) => nameOf(hex, signal));
    return { names: names.filter((n) => n !== null).map((name) => ({ name })), capped };
  }

  return {
    extension: 'btc',
    kind: 'stacks',
    async lookup(address, signal) {
      try {
        const [primary, holdings] = await Promise.all([primaryName(address, signal), held(address, signal)]);
        // The primary name's expiry and state are known; the holdings list gives names only.
        const names = holdings.names.map((h) => (h.name === primary[0]?.name ? primary[0] : h));
        return addressFields('btc', primary, names, {
          ...(holdings.capped ? { heldNote: `first ${PAGE * MAX_PAGES} names listed` } : {}),
        });
      } catch (error) {
        throw asWorkerError(SERVICE, error);
      }
    },
  };
}
