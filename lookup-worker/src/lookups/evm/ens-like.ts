import { ensNormalize, getAddress, Interface, keccak256 } from 'ethers';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import {
  blockTimestampCall,
  type Call,
  contractFunction,
  multicall,
  optional,
  required,
} from './multicall.ts';
import { namehashUnder, PLAIN_NAME } from './namehash.ts';
import type { ChainRpc } from './chain-rpc.ts';
import { address, avatarUrl, GRACE_PERIOD_SEC, handle, isoFromSeconds, text } from './records.ts';

/** One ENS-shaped deployment: ENS on Ethereum, Basenames on Base, SPACE ID on BNB Chain and Arbitrum. */
export interface EnsLikeDeployment {
  extension: 'eth' | 'base' | 'bnb' | 'arb';
  /** Parent name: 'eth', 'base.eth', 'bnb', 'arb'. */
  parent: string;
  /** The chain's JSON-RPC client. */
  rpc: ChainRpc;
  multicall: string;
  registry: string;
  baseRegistrar: string;
  /** ENS only: an owner equal to this address means the real owner is NameWrapper.ownerOf(node). */
  nameWrapper?: string;
  /** Reverse namespace for primary names: 'addr.reverse', or '80002105.reverse' for Base (ENSIP-19). */
  reverseSuffix: string;
  /**
   * The coin type whose address a primary name must resolve to (ENSIP-19): Base's 0x80002105 for Basenames,
   * read with addr(node, coinType). Unset: coin type 60, addr(node), as ENS and SPACE ID's SDK check.
   */
  reverseCoinType?: bigint;
  /**
   * The resolver that usually holds reverse records (the reverse registrar's default, e.g. Basenames'
   * L2Resolver). Asked in the records batch on the chance the registry names it for the reverse node.
   */
  reverseResolver?: string;
  /**
   * Basenames: ENS's L2ReverseRegistrar on Base (ENSIP-19), whose nameForAddr(addr) is the primary name the
   * ENS Universal Resolver reads for Base's coin type. It was deployed with a migration from the L2Resolver's
   * reverse records; addresses it has no name for fall back to the registry's reverse node.
   */
  l2ReverseRegistrar?: string;
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
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
]);
const NAME_WRAPPER = new Interface(['function ownerOf(uint256 id) view returns (address)']);
const L2_REVERSE_REGISTRAR = new Interface(['function nameForAddr(address addr) view returns (string)']);

export const registryResolver = contractFunction(REGISTRY, 'resolver');
const registryOwner = contractFunction(REGISTRY, 'owner');
const registrarOwnerOf = contractFunction(REGISTRAR, 'ownerOf');
const registrarNameExpires = contractFunction(REGISTRAR, 'nameExpires');
export const resolverAddr = contractFunction(RESOLVER, 'addr(bytes32)');
export const resolverCoinAddr = contractFunction(RESOLVER, 'addr(bytes32,uint256)');
const resolverText = contractFunction(RESOLVER, 'text');
export const resolverName = contractFunction(RESOLVER, 'name');
const wrapperOwnerOf = contractFunction(NAME_WRAPPER, 'ownerOf');
export const nameForAddr = contractFunction(L2_REVERSE_REGISTRAR, 'nameForAddr');

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
 * Looks a name up in two Multicall3 round trips, three when the owner's reverse record sits in a resolver
 * the second batch did not guess:
 *  1. registry resolver/owner, registrar ownerOf (reverts once expired) and nameExpires, chain time, and for
 *     ENS the NameWrapper owner. A never-registered or past-grace name stops here as available.
 *  2. the resolver's addr and text records, plus the owner's reverse record: the registry's resolver of the
 *     reverse node, and name() on the likely resolvers (the name's own and the default reverse resolver).
 *  3. only if the registry names another resolver for the reverse node: name() on that one.
 * Status follows BaseRegistrar.available (verified in docs/upstreams.md sections 1, 2 and 5): available once
 * expiry + 90 days < block time; in grace it is still taken.
 */
export function createEnsLikeAdapter(d: EnsLikeDeployment): LookupAdapter {
  // Made once: the parent and reverse nodes.
  const { rpc } = d;
  const nodeOf = namehashUnder(d.parent);
  const reverseNodeOf = namehashUnder(d.reverseSuffix);
  const nameWrapper = d.nameWrapper?.toLowerCase();
  return {
    extension: d.extension,
    async lookup(name, signal) {
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
      // In grace the registrar's ownerOf reverts; the registry still names the last controller. A wrapped
      // name's registrant (and registry owner) is the NameWrapper, which knows the real owner until expiry
      // plus grace.
      const holder = address(optional<string>(ownerRes)) ?? manager;
      const owner =
        holder && holder.toLowerCase() === nameWrapper ? address(optional<string>(wrappedRes)) : holder;

      const leaseLive = expires > 0n && expires + BigInt(GRACE_PERIOD_SEC) >= now;
      const taken = isSubname ? leaseLive && manager !== null : leaseLive;
      // A released name keeps its past expiry (as SuiNS and BNS report it): its premium auction and release
      // date follow from it (common/src/lifecycle.ts).
      if (!taken)
        return {
          ...fields,
          available: true,
          status: 'available',
          expirationDate: !isSubname && expires > 0n ? isoFromSeconds(expires) : null,
        } satisfies LookupFields;

      const result: LookupFields = {
        ...fields,
        available: false,
        status: 'taken',
        owner,
        expirationDate: isoFromSeconds(expires),
        ...(d.reportTokenId ? { tokenId: tokenId.toString() } : {}),
      };
      if (!resolver && !owner) return result;
      return {
        ...result,
        ...(await readRecords(rpc, d, full, node, resolver, owner, reverseNodeOf, signal)),
      };
    },
  };
}

/**
 * The name's records, and whether it is its owner's verified primary name: the owner's reverse record,
 * read from whichever resolver the registry names for the reverse node (it often differs from the name's
 * own resolver: on mainnet the reverse registrar writes to its current default resolver while older names
 * point at older ones), must be this very name, and the name must resolve back to the owner (ENSIP-3 and
 * ENSIP-19, as ethers' lookupAddress and SPACE ID's SDK check). Anything less shows no primary name.
 */
async function readRecords(
  rpc: ChainRpc,
  d: EnsLikeDeployment,
  full: string,
  node: string,
  resolver: string | null,
  owner: string | null,
  reverseNodeOf: (label: string) => string,
  signal: AbortSignal,
): Promise<Partial<LookupFields>> {
  const calls: Call[] = [];
  const keys = Object.entries(TEXT_KEYS);
  if (resolver) {
    calls.push(resolverAddr(resolver, [node], true));
    for (const [, key] of keys) calls.push(resolverText(resolver, [node, key], true));
    if (d.reverseCoinType !== undefined)
      calls.push(resolverCoinAddr(resolver, [node, d.reverseCoinType], true));
  }
  const reverseNode = owner ? reverseNodeOf(owner.slice(2).toLowerCase()) : undefined;
  // Resolvers likely to hold the reverse record, asked now to spare a round trip. Addresses compare in
  // lowercase: configured ones may or may not be checksummed.
  const guesses = [
    ...new Set([resolver, d.reverseResolver].filter((r): r is string => !!r).map((r) => r.toLowerCase())),
  ];
  if (reverseNode) {
    if (d.l2ReverseRegistrar) calls.push(nameForAddr(d.l2ReverseRegistrar, [owner], true));
    calls.push(registryResolver(d.registry, [reverseNode], true));
    for (const r of guesses) calls.push(resolverName(r, [reverseNode], true));
  }
  const results = await multicall(rpc, d.multicall, calls, signal);
  const out: Partial<LookupFields> = { primaryName: null };
  let i = 0;
  let forward: string | null = null;
  if (resolver) {
    out.address = address(optional<string>(results[i++]));
    const texts = Object.fromEntries(keys.map(([field]) => [field, optional<string>(results[i++])]));
    out.avatar = avatarUrl(texts.avatar);
    out.email = text(texts.email);
    out.twitter = handle(texts.twitter);
    out.discord = text(texts.discord);
    out.linkedin = text(texts.linkedin);
    out.website = text(texts.website);
    forward = d.reverseCoinType === undefined ? out.address : coinAddress(optional<string>(results[i++]));
  }
  if (!reverseNode || !owner) return out;
  let claimed = d.l2ReverseRegistrar ? text(optional<string>(results[i++])) : null;
  const reverseResolver = address(optional<string>(results[i++]))?.toLowerCase();
  const claims = new Map(guesses.map((r) => [r, text(optional<string>(results[i++]))]));
  if (!claimed && reverseResolver) {
    const guessed = claims.get(reverseResolver);
    if (guessed !== undefined) claimed = guessed;
    else {
      const [res] = await multicall(
        rpc,
        d.multicall,
        [resolverName(reverseResolver, [reverseNode], true)],
        signal,
      );
      claimed = text(optional<string>(res));
    }
  }
  const verified = sameAddress(forward, owner) && normalized(claimed) === full;
  if (verified) out.primaryName = full;
  return out;
}

/** An EVM address from addr(node, coinType)'s bytes (ENSIP-9/11: the 20 raw bytes), else null. */
export function coinAddress(bytes: string | undefined): string | null {
  return bytes && /^0x[0-9a-fA-F]{40}$/.test(bytes) ? address(getAddress(bytes)) : null;
}

export function sameAddress(a: string | null, b: string): boolean {
  return !!a && a.toLowerCase() === b.toLowerCase();
}

/** A claimed name as ENS normalises it (a reverse record may hold 'Alice.eth'), or null when invalid. */
export function normalized(name: string | null | undefined): string | null {
  if (!name) return null;
  if (PLAIN_NAME.test(name)) return name; // its own normalisation (namehash.ts)
  try {
    return ensNormalize(name);
  } catch {
    return null;
  }
}
