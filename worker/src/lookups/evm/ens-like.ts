import { isTooShort } from '@namescope/common';
import { keccak256 } from 'ethers';
import { emptyFields, tooShortFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import type { RpcEndpoint } from './config.ts';
import { bytes32, readAddress, readString, readUint, string, uint } from './abi.ts';
import { abiFunction, blockTimestampCall, type Call, multicall, optional, required } from './multicall.ts';
import { namehashUnder } from './namehash.ts';
import {
  address,
  avatarUrl,
  checksummed,
  GRACE_PERIOD_SEC,
  handle,
  isoFromSeconds,
  text,
} from './records.ts';
import { createRpcClient, type RpcClient } from './rpc.ts';

/** One ENS-shaped deployment: ENS on Ethereum, Basenames on Base, SPACE ID on BNB Chain and Arbitrum. */
export interface EnsLikeDeployment {
  extension: 'eth' | 'base' | 'bnb' | 'arb';
  /** Parent name: 'eth', 'base.eth', 'bnb', 'arb'. */
  parent: string;
  endpoint: RpcEndpoint;
  multicall: string;
  registry: string;
  baseRegistrar: string;
  /** ENS only: an owner equal to this address means the real owner is NameWrapper.ownerOf(node). */
  nameWrapper?: string;
  /** Reverse namespace for primary names: 'addr.reverse', or '80002105.reverse' for Base (ENSIP-19). */
  reverseSuffix: string;
  /** A resolver that holds reverse records even when the name's own resolver differs (Basenames L2Resolver). */
  reverseResolver?: string;
  /** SPACE ID reports the ERC-721 token id. */
  reportTokenId?: boolean;
}

const registryResolver = abiFunction('resolver(bytes32)', readAddress);
const registryOwner = abiFunction('owner(bytes32)', readAddress);
const registrarOwnerOf = abiFunction('ownerOf(uint256)', readAddress);
const registrarNameExpires = abiFunction('nameExpires(uint256)', readUint);
const resolverAddr = abiFunction('addr(bytes32)', readAddress);
const resolverText = abiFunction('text(bytes32,string)', readString);
const resolverName = abiFunction('name(bytes32)', readString);
const wrapperOwnerOf = abiFunction('ownerOf(uint256)', readAddress);

/** ENSIP-5 keys (plus com.discord, which the ENS app and the Base profile use) for each result field. */
const TEXT_KEYS = {
  avatar: 'avatar',
  email: 'email',
  twitter: 'com.twitter',
  discord: 'com.discord',
  linkedin: 'com.linkedin',
  website: 'url',
} as const;

/**
 * Looks a name up in two Multicall3 round trips at most:
 *  1. registry resolver/owner, registrar ownerOf (reverts once expired) and nameExpires, chain time, and for
 *     ENS the NameWrapper owner. A never-registered or past-grace name stops here as available.
 *  2. the resolver's addr and text records, plus the owner's reverse record (registry resolver of the
 *     reverse node and name() on the candidate resolvers), in the same batch.
 * Status follows BaseRegistrar.available (verified in UPSTREAMS 1.3, 2.3, 5.2): available once
 * expiry + 90 days < block time; in grace it is still taken.
 */
export function createEnsLikeAdapter(d: EnsLikeDeployment): LookupAdapter {
  // Made once: the chain's client (keep-alive connections) and the parent and reverse nodes.
  const rpc = createRpcClient(d.endpoint);
  const nodeOf = namehashUnder(d.parent);
  const reverseNodeOf = namehashUnder(d.reverseSuffix);
  const nameWrapper = d.nameWrapper?.toLowerCase();
  return {
    extension: d.extension,
    async lookup(name, signal) {
      if (isTooShort(name, d.extension)) return tooShortFields(d.extension, name);
      const full = `${name}.${d.parent}`;
      const fields = emptyFields(d.extension, name);
      let node: string;
      try {
        node = nodeOf(name);
      } catch {
        return { ...fields, error: 'Not a valid name for this service' };
      }
      const labels = name.split('.');
      // The registrar token is the second-level label's hash; a subname's lease is its 2LD parent's.
      const tokenId = BigInt(keccak256(Buffer.from(labels[labels.length - 1]!, 'utf8')));
      const isSubname = labels.length > 1;
      const first: Call[] = [
        registryResolver(d.registry, [bytes32(node)]),
        registryOwner(d.registry, [bytes32(node)]),
        registrarOwnerOf(d.baseRegistrar, [uint(tokenId)], true),
        registrarNameExpires(d.baseRegistrar, [uint(tokenId)]),
        blockTimestampCall(d.multicall),
      ];
      if (d.nameWrapper && !isSubname) first.push(wrapperOwnerOf(d.nameWrapper, [bytes32(node)], true));
      const [resolverRes, managerRes, ownerRes, expiresRes, nowRes, wrappedRes] = await multicall(
        rpc,
        d.multicall,
        first,
        signal,
      );
      const resolver = address(required<string>(resolverRes!, 'registry.resolver'));
      const manager = address(required<string>(managerRes!, 'registry.owner'));
      const expires = required<bigint>(expiresRes!, 'registrar.nameExpires');
      const now = required<bigint>(nowRes!, 'getCurrentBlockTimestamp');
      let owner = address(optional<string>(ownerRes));
      if (owner && owner === nameWrapper) owner = address(optional<string>(wrappedRes));
      // In grace the registrar's ownerOf reverts; the registry still names the last controller.
      owner ??= manager;

      const leaseLive = expires > 0n && expires + BigInt(GRACE_PERIOD_SEC) >= now;
      const taken = isSubname ? leaseLive && manager !== null : leaseLive;
      if (!taken) return { ...fields, available: true, status: 'available' } satisfies LookupFields;

      const result: LookupFields = {
        ...fields,
        available: false,
        status: 'taken',
        owner: checksummed(owner),
        expirationDate: isoFromSeconds(expires),
        ...(d.reportTokenId ? { tokenId: tokenId.toString() } : {}),
      };
      if (!resolver && !owner) return result;
      const reverseNode = owner ? reverseNodeOf(owner.slice(2)) : undefined;
      return {
        ...result,
        ...(await readRecords(rpc, d, full, node, resolver, reverseNode, signal)),
      };
    },
  };
}

async function readRecords(
  rpc: RpcClient,
  d: EnsLikeDeployment,
  full: string,
  node: string,
  resolver: string | null,
  reverseNode: string | undefined,
  signal: AbortSignal,
): Promise<Partial<LookupFields>> {
  const calls: Call[] = [];
  const keys = Object.entries(TEXT_KEYS);
  if (resolver) {
    calls.push(resolverAddr(resolver, [bytes32(node)], true));
    for (const [, key] of keys) calls.push(resolverText(resolver, [bytes32(node), string(key)], true));
  }
  // Addresses compare in lowercase: decoded ones are lowercase, configured ones may be checksummed.
  const reverseCandidates = [
    ...new Set([resolver, d.reverseResolver?.toLowerCase()].filter((r): r is string => !!r)),
  ];
  if (reverseNode) {
    calls.push(registryResolver(d.registry, [bytes32(reverseNode)], true));
    for (const r of reverseCandidates) calls.push(resolverName(r, [bytes32(reverseNode)], true));
  }
  const results = await multicall(rpc, d.multicall, calls, signal);
  const out: Partial<LookupFields> = {};
  let i = 0;
  if (resolver) {
    out.address = checksummed(address(optional<string>(results[i++])));
    const texts = Object.fromEntries(keys.map(([field]) => [field, optional<string>(results[i++])]));
    out.avatar = avatarUrl(texts.avatar);
    out.email = text(texts.email);
    out.twitter = handle(texts.twitter);
    out.discord = text(texts.discord);
    out.linkedin = text(texts.linkedin);
    out.website = text(texts.website);
  }
  if (reverseNode) {
    const reverseResolver = address(optional<string>(results[i++]));
    for (const r of reverseCandidates) {
      const claimed = text(optional<string>(results[i++]));
      // Only the resolver the registry names for the reverse node speaks for the owner. The claim is
      // reported when it is this very name: the owner controls it, so no forward check is needed. A
      // different name would need a third round trip to verify (as ethers' lookupAddress does), so it
      // is left out rather than shown unverified.
      if (r === reverseResolver && claimed === full) out.primaryName = claimed;
    }
  }
  return out;
}
