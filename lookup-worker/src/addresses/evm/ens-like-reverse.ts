import { namehash } from 'ethers';
import {
  coinAddress,
  type EnsLikeDeployment,
  nameForAddr,
  normalized,
  registryResolver,
  resolverAddr,
  resolverCoinAddr,
  resolverName,
  sameAddress,
} from '../../lookups/evm/ens-like.ts';
import { type Call, multicall, optional, required } from '../../lookups/evm/multicall.ts';
import { namehashUnder } from '../../lookups/evm/namehash.ts';
import { address as nonZero, text } from '../../lookups/evm/records.ts';
import type { ReverseAdapter } from '../types.ts';
import { evmAddress, evmAnswer } from './answer.ts';

/** One ENS-shaped deployment's primary-name reads, on top of what its name adapter is configured with. */
export interface EnsLikeReverse {
  deployment: EnsLikeDeployment;
  /** ENS: ENSIP-19's default.reverse registrar, whose name counts when addr.reverse names nothing. */
  defaultReverseRegistrar?: string;
  /**
   * Resolvers likely to hold the reverse record and the claimed name's forward records (the public
   * resolver), asked in the same batch as the registry so that a guess that is right spares a round trip.
   */
  likelyResolvers: readonly (string | undefined)[];
}

/** The reverse record's claim, and the resolver that held it (a likely resolver of the name too). */
interface Claim {
  name: string | null;
  resolver: string | null;
}

/**
 * ENS, Basenames and SPACE ID (docs/features/address-search.md section 2): the name the address's reverse
 * record claims (Basenames: the L2ReverseRegistrar first; then the registry's reverse node; ENS: then
 * default.reverse), normalised as the name lookups normalise it, counts only when it resolves forward to the
 * address (the deployment's coin type). Two Multicall3 round trips when the guesses hold: the reverse reads,
 * then the forward ones; one more for each resolver the registry names that was not guessed.
 */
export function createEnsLikeReverseAdapter(r: EnsLikeReverse): ReverseAdapter {
  const d = r.deployment;
  // Made once: the reverse namespace's and the parent's nodes.
  const reverseNodeOf = namehashUnder(d.reverseSuffix);
  const underParent = namehashUnder(d.parent);
  const suffix = `.${d.parent}`;
  const nodeOf = (name: string) =>
    name.endsWith(suffix) ? underParent(name.slice(0, -suffix.length)) : namehash(name);
  const likely = lowerUnique(r.likelyResolvers);
  // The forward record the check reads: addr(node) for coin type 60, else addr(node, coinType) as bytes.
  const forwardRead = (resolver: string, node: string): Call =>
    d.reverseCoinType === undefined
      ? resolverAddr(resolver, [node], true)
      : resolverCoinAddr(resolver, [node, d.reverseCoinType], true);
  const forwardAddress = (value: string | undefined) =>
    d.reverseCoinType === undefined ? nonZero(value) : coinAddress(value);

  async function claim(address: string, signal: AbortSignal): Promise<Claim> {
    const reverseNode = reverseNodeOf(address.slice(2));
    const calls: Call[] = [];
    if (d.l2ReverseRegistrar) calls.push(nameForAddr(d.l2ReverseRegistrar, [address], true));
    calls.push(registryResolver(d.registry, [reverseNode]));
    for (const resolver of likely) calls.push(resolverName(resolver, [reverseNode], true));
    // Read with the rest though needed only when addr.reverse names nothing: a call more, a round trip less.
    if (r.defaultReverseRegistrar) calls.push(nameForAddr(r.defaultReverseRegistrar, [address], true));
    const results = await multicall(d.rpc, d.multicall, calls, signal);
    let i = 0;
    const l2Name = d.l2ReverseRegistrar ? text(optional<string>(results[i++])) : null;
    if (l2Name) return { name: l2Name, resolver: null };
    const resolver = nonZero(required<string>(results[i++]!, 'registry.resolver'))?.toLowerCase() ?? null;
    const guessed = likely.map(() => text(optional<string>(results[i++])));
    const fallback = r.defaultReverseRegistrar ? text(optional<string>(results[i++])) : null;
    if (!resolver) return { name: fallback, resolver: null };
    const at = likely.indexOf(resolver);
    let name = at >= 0 ? guessed[at]! : null;
    if (at < 0) {
      const [res] = await multicall(
        d.rpc,
        d.multicall,
        [resolverName(resolver, [reverseNode], true)],
        signal,
      );
      name = text(optional<string>(res));
    }
    return name ? { name, resolver } : { name: fallback, resolver: null };
  }

  async function resolvesTo(name: string, address: string, claimedAt: string | null, signal: AbortSignal) {
    const node = nodeOf(name);
    const guesses = lowerUnique([claimedAt ?? undefined, ...likely]);
    const results = await multicall(
      d.rpc,
      d.multicall,
      [registryResolver(d.registry, [node]), ...guesses.map((g) => forwardRead(g, node))],
      signal,
    );
    const resolver = nonZero(required<string>(results[0]!, 'registry.resolver'))?.toLowerCase();
    if (!resolver) return false;
    const at = guesses.indexOf(resolver);
    const res =
      at >= 0
        ? results[at + 1]
        : (await multicall(d.rpc, d.multicall, [forwardRead(resolver, node)], signal))[0];
    return sameAddress(forwardAddress(optional<string>(res)), address);
  }

  return {
    extension: d.extension,
    kind: 'evm',
    async lookup(raw, signal) {
      const address = evmAddress(raw);
      const claimed = await claim(address, signal);
      // A claim ENS normalisation rejects names nothing the address can be found by.
      const name = normalized(claimed.name);
      const verified = !!name && (await resolvesTo(name, address, claimed.resolver, signal));
      return evmAnswer(d.extension, name && verified ? [{ name }] : []);
    },
  };
}

/** Configured addresses may or may not be checksummed; calls and comparisons use one lower-case form. */
function lowerUnique(addresses: readonly (string | undefined)[]): string[] {
  return [...new Set(addresses.filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
}
