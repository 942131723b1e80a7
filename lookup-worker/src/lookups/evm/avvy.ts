import { Interface } from 'ethers';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import type { EvmAdapterContext } from './context.ts';
import { avvyNameHashUnder, isAvvyLabel } from './avvy-hash.ts';
import { blockTimestampCall, contractFunction, multicall, optional, required } from './multicall.ts';
import type { ChainRpc } from './chain-rpc.ts';
import { address, avatarUrl, GRACE_PERIOD_SEC, handle, isoFromSeconds, text } from './records.ts';

export interface AvvyDeployment {
  rpc: ChainRpc;
  multicall: string;
  domain: string;
  resolutionUtils: string;
}

/** Avvy on Avalanche, from the configured contracts. */
export function avvyDeployment({ contracts: c, rpc }: EvmAdapterContext): AvvyDeployment {
  return {
    rpc: rpc('avalanche'),
    multicall: c.MULTICALL3_ADDRESS,
    domain: c.AVVY_DOMAIN_ADDRESS,
    resolutionUtils: c.AVVY_RESOLUTION_UTILS_ADDRESS,
  };
}

// ABIs from avvydomains/technical-documentation contracts/resolution-utils.md and docs/upstreams.md section 6.
const DOMAIN = new Interface([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getDomainExpiry(uint256 name) view returns (uint256)',
]);
const RESOLUTION_UTILS = new Interface([
  'function resolve(string name, string key) view returns (string value)',
  'function resolveStandard(string name, uint256 key) view returns (string value)',
  'function reverseResolveEVMToName(address addy) view returns (string preimage)',
]);
const ownerOf = contractFunction(DOMAIN, 'ownerOf');
const getDomainExpiry = contractFunction(DOMAIN, 'getDomainExpiry');
const resolve = contractFunction(RESOLUTION_UTILS, 'resolve');
export const resolveStandard = contractFunction(RESOLUTION_UTILS, 'resolveStandard');
export const reverseResolveEVMToName = contractFunction(RESOLUTION_UTILS, 'reverseResolveEVMToName');

/** Standard keys (@avvy/client records.js): 3 EVM address, 7 avatar. */
export const EVM_KEY = 3n;
const AVATAR_KEY = 7n;
/** Custom keys: Avvy has no standard ones for these; users choose strings (unconfirmed which are common). */
const CUSTOM_KEYS = ['email', 'twitter', 'discord', 'linkedin', 'website'] as const;

/**
 * .avax: the Poseidon name hash is computed locally (no Poseidon eth_call), so round 1 reads ownerOf,
 * getDomainExpiry, chain time and every record by name through ResolutionUtils in one Multicall3; round 2
 * reads the owner's reverse name when the name resolves to its owner. Avvy documents a grace period then a Dutch auction after expiry without
 * their lengths (unconfirmed), so a name counts as taken until 90 days past expiry, like the ENS family:
 * reporting 'available' too early is the worse mistake.
 */
export function createAvvyAdapter(d: AvvyDeployment): LookupAdapter {
  const { rpc } = d;
  const hashOf = avvyNameHashUnder('avax');
  return {
    extension: 'avax',
    async lookup(name, signal) {
      const fields = emptyFields('avax', name);
      const full = `${name}.avax`;
      if (!name.split('.').every(isAvvyLabel))
        return { ...fields, error: 'Not a valid name for this service' };
      const hash = hashOf(name);
      const results = await multicall(
        rpc,
        d.multicall,
        [
          ownerOf(d.domain, [hash], true),
          getDomainExpiry(d.domain, [hash]),
          blockTimestampCall(d.multicall),
          resolveStandard(d.resolutionUtils, [full, EVM_KEY], true),
          resolveStandard(d.resolutionUtils, [full, AVATAR_KEY], true),
          ...CUSTOM_KEYS.map((key) => resolve(d.resolutionUtils, [full, key], true)),
        ],
        signal,
      );
      const owner = address(optional<string>(results[0]));
      const expires = required<bigint>(results[1]!, 'Domain.getDomainExpiry');
      const now = required<bigint>(results[2]!, 'getCurrentBlockTimestamp');
      // getDomainExpiry is 0 for a name never registered (docs/upstreams.md section 6).
      if (expires === 0n || expires + BigInt(GRACE_PERIOD_SEC) < now)
        // A lapsed name keeps its past expiry, so it reads as expired rather than never registered.
        return {
          ...fields,
          available: true,
          status: 'available',
          expirationDate: isoFromSeconds(expires),
        } satisfies LookupFields;
      const [evm, avatar, email, twitter, discord, linkedin, website] = results
        .slice(3)
        .map((r) => optional<string>(r));
      const resolved = /^0x[0-9a-fA-F]{40}$/.test(evm ?? '') ? evm! : null;
      // This name is its owner's primary name only if the owner's reverse record names it and it resolves
      // back to the owner (Avvy asks clients to check forward resolution; the same rule as ens-like.ts).
      let primaryName: string | null = null;
      if (owner && resolved?.toLowerCase() === owner.toLowerCase()) {
        const [reverse] = await multicall(
          rpc,
          d.multicall,
          [reverseResolveEVMToName(d.resolutionUtils, [owner], true)],
          signal,
        );
        if (text(optional<string>(reverse)) === full) primaryName = full;
      }
      return {
        ...fields,
        available: false,
        status: 'taken',
        owner,
        address: resolved,
        primaryName,
        expirationDate: isoFromSeconds(expires),
        avatar: avatarUrl(avatar),
        email: text(email),
        twitter: handle(twitter),
        discord: text(discord),
        linkedin: text(linkedin),
        website: text(website),
      };
    },
  };
}
