import { isTooShort } from '@namescope/common';
import { Interface, keccak256 } from 'ethers';
import { emptyFields, tooShortFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import {
  blockTimestampCall,
  type Call,
  contractFunction,
  multicall,
  optional,
  required,
} from './multicall.ts';
import { namehashUnder } from './namehash.ts';
import type { RpcEndpoint } from './config.ts';
import { type ChainRpc, createChainRpc } from './provider.ts';
import { address, avatarUrl, GRACE_PERIOD_SEC, handle, isoFromSeconds, text } from './records.ts';

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

// Built once: ethers parses each ABI and looks each function fragment up here, not per lookup.
const REGISTRY = new Interface([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
]);
const REGISTRAR = new Interface([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function nameExpires(uint256 id) view returns (uint256)',
]);
const RESOLVER = new Interface([
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
]);
const NAME_WRAPPER = new Interface(['function ownerOf(uint256 id) view returns (address)']);

const registryResolver = contractFunction(REGISTRY, 'resolver');
const registryOwner = contractFunction(REGISTRY, 'owner');
const registrarOwnerOf = contractFunction(REGISTRAR, 'ownerOf');
const registrarNameExpires = contractFunction(REGISTRAR, 'nameExpires');
const resolverAddr = contractFunction(RESOLVER, 'addr');
const resolverText = contractFunction(RESOLVER, 'text');
const resolverName = contractFunction(RESOLVER, 'name');
const wrapperOwnerOf = contractFunction(NAME_WRAPPER, 'ownerOf');

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
  // Made once: the chain's provider and the parent and reverse nodes.
  const rpc = createChainRpc(d.endpoint);
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
        registryResolver(d.registry, [node]),
        registryOwner(d.registry, [node]),
        registrarOwnerOf(d.baseRegistrar, [tokenId], true),
        registrarNameExpires(d.baseRegistrar, [tokenId]),
        blockTimestampCall(d.multicall),
      ];
      if (d.nameWrapper && !isSubname) first.push(wrapperOwnerOf(d.nameWrapper, [node], true));
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
      if (owner && owner.toLowerCase() === nameWrapper) owner = address(optional<string>(wrappedRes));
      // In grace the registrar's ownerOf reverts; the registry still names the last controller.
      owner ??= manager;

      const leaseLive = expires > 0n && expires + BigInt(GRACE_PERIOD_SEC) >= now;
      const taken = isSubname ? leaseLive && manager !== null : leaseLive;
      if (!taken) return { ...fields, available: true, status: 'available' } satisfies LookupFields;

      const result: LookupFields = {
        ...fields,
        available: false,
        status: 'taken',
        owner,
        expirationDate: isoFromSeconds(expires),
        ...(d.reportTokenId ? { tokenId: tokenId.toString() } : {}),
      };
      if (!resolver && !owner) return result;
      const reverseNode = owner ? reverseNodeOf(owner.slice(2).toLowerCase()) : undefined;
      return {
        ...result,
        ...(await readRecords(rpc, d, full, node, resolver, reverseNode, signal)),
      };
    },
  };
}

async function readRecords(
  rpc: ChainRpc,
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
    calls.push(resolverAddr(resolver, [node], true));
    for (const [, key] of keys) calls.push(resolverText(resolver, [node, key], true));
  }
  // Addresses compare in lowercase: configured ones may or may not be checksummed.
  const reverseCandidates = [
    ...new Set([resolver, d.reverseResolver].filter((r): r is string => !!r).map((r) => r.toLowerCase())),
  ];
  if (reverseNode) {
    calls.push(registryResolver(d.registry, [reverseNode], true));
    for (const r of reverseCandidates) calls.push(resolverName(r, [reverseNode], true));
  }
  const results = await multicall(rpc, d.multicall, calls, signal);
  const out: Partial<LookupFields> = {};
  let i = 0;
  if (resolver) {
    out.address = address(optional<string>(results[i++]));
    const texts = Object.fromEntries(keys.map(([field]) => [field, optional<string>(results[i++])]));
    out.avatar = avatarUrl(texts.avatar);
    out.email = text(texts.email);
    out.twitter = handle(texts.twitter);
    out.discord = text(texts.discord);
    out.linkedin = text(texts.linkedin);
    out.website = text(texts.website);
  }
  if (reverseNode) {
    const reverseResolver = address(optional<string>(results[i++]))?.toLowerCase();
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
