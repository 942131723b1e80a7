import { isTooShort } from '@namescope/common';
import { emptyFields, tooShortFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import { avvyNameHashUnder, isAvvyLabel } from './avvy-hash.ts';
import type { RpcEndpoint } from './config.ts';
import { address as addressArg, readAddress, readString, readUint, string, uint } from './abi.ts';
import { abiFunction, blockTimestampCall, multicall, optional, required } from './multicall.ts';
import {
  address,
  avatarUrl,
  checksummed,
  GRACE_PERIOD_SEC,
  handle,
  isoFromSeconds,
  text,
} from './records.ts';
import { createRpcClient } from './rpc.ts';

export interface AvvyDeployment {
  endpoint: RpcEndpoint;
  multicall: string;
  domain: string;
  resolutionUtils: string;
}

// ABIs from avvydomains/technical-documentation contracts/resolution-utils.md and UPSTREAMS 6.3.
const ownerOf = abiFunction('ownerOf(uint256)', readAddress);
const getDomainExpiry = abiFunction('getDomainExpiry(uint256)', readUint);
const resolve = abiFunction('resolve(string,string)', readString);
const resolveStandard = abiFunction('resolveStandard(string,uint256)', readString);
const reverseResolveEVMToName = abiFunction('reverseResolveEVMToName(address)', readString);

/** Standard keys (@avvy/client records.js): 3 EVM address, 7 avatar. */
const EVM_KEY = 3n;
const AVATAR_KEY = 7n;
/** Custom keys: Avvy has no standard ones for these; users choose strings (unconfirmed which are common). */
const CUSTOM_KEYS = ['email', 'twitter', 'discord', 'linkedin', 'website'] as const;

/**
 * .avax: the Poseidon name hash is computed locally (no Poseidon eth_call), so round 1 reads ownerOf,
 * getDomainExpiry, chain time and every record by name through ResolutionUtils in one Multicall3; round 2
 * reads the owner's reverse name. Avvy documents a grace period then a Dutch auction after expiry without
 * their lengths (unconfirmed), so a name counts as taken until 90 days past expiry, like the ENS family:
 * reporting 'available' too early is the worse mistake.
 */
export function createAvvyAdapter(d: AvvyDeployment): LookupAdapter {
  const rpc = createRpcClient(d.endpoint);
  const hashOf = avvyNameHashUnder('avax');
  return {
    extension: 'avax',
    async lookup(name, signal) {
      if (isTooShort(name, 'avax')) return tooShortFields('avax', name);
      const fields = emptyFields('avax', name);
      const full = `${name}.avax`;
      if (!name.split('.').every(isAvvyLabel))
        return { ...fields, error: 'Not a valid name for this service' };
      const hash = hashOf(name);
      const results = await multicall(
        rpc,
        d.multicall,
        [
          ownerOf(d.domain, [uint(hash)], true),
          getDomainExpiry(d.domain, [uint(hash)]),
          blockTimestampCall(d.multicall),
          resolveStandard(d.resolutionUtils, [string(full), uint(EVM_KEY)], true),
          resolveStandard(d.resolutionUtils, [string(full), uint(AVATAR_KEY)], true),
          ...CUSTOM_KEYS.map((key) => resolve(d.resolutionUtils, [string(full), string(key)], true)),
        ],
        signal,
      );
      const owner = address(optional<string>(results[0]));
      const expires = required<bigint>(results[1]!, 'Domain.getDomainExpiry');
      const now = required<bigint>(results[2]!, 'getCurrentBlockTimestamp');
      // getDomainExpiry is 0 for a name never registered (UPSTREAMS 6.3).
      if (expires === 0n || expires + BigInt(GRACE_PERIOD_SEC) < now)
        return { ...fields, available: true, status: 'available' } satisfies LookupFields;
      const [evm, avatar, email, twitter, discord, linkedin, website] = results
        .slice(3)
        .map((r) => optional<string>(r));
      let primaryName: string | null = null;
      if (owner) {
        const [reverse] = await multicall(
          rpc,
          d.multicall,
          [reverseResolveEVMToName(d.resolutionUtils, [addressArg(owner)], true)],
          signal,
        );
        // Reported only when it is this name, which the owner controls (see ens-like.ts for why).
        if (text(optional<string>(reverse)) === full) primaryName = full;
      }
      return {
        ...fields,
        available: false,
        status: 'taken',
        owner: checksummed(owner),
        address: /^0x[0-9a-fA-F]{40}$/.test(evm ?? '') ? evm! : null,
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
