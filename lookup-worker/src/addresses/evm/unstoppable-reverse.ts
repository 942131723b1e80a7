import type { AddressName } from '@namescope/common';
import { Interface } from 'ethers';
import { sameAddress } from '../../lookups/evm/ens-like.ts';
import { contractFunction, multicall, optional, required } from '../../lookups/evm/multicall.ts';
import { namehashUnder } from '../../lookups/evm/namehash.ts';
import { address as nonZero, text } from '../../lookups/evm/records.ts';
import { UD_NAME, type UnsDeployment } from '../../lookups/evm/unstoppable.ts';
import type { ReverseAdapter } from '../types.ts';
import { evmAddress, evmAnswer } from './answer.ts';

// ProxyReader's reverse and ownership reads (uns contracts/ProxyReader.sol; both pass to the UNSRegistry).
const PROXY_READER = new Interface([
  'function reverseNameOf(address addr) view returns (string)',
  'function ownerOf(uint256 tokenId) view returns (address)',
]);
const reverseNameOf = contractFunction(PROXY_READER, 'reverseNameOf');
const ownerOf = contractFunction(PROXY_READER, 'ownerOf');

export interface UnsChain {
  /** The label the answer carries ('polygon', 'ethereum'). */
  chain: string;
  deployment: UnsDeployment;
}

/**
 * .crypto or .blockchain (docs/features/address-search.md section 2): each chain keeps one reverse record per
 * address, read through its ProxyReader; it counts when its TLD is this extension's and the address owns
 * the token (UD's rule is ownership, not forward records). The chains are asked at once, two round trips
 * each (the reverse name, then its owner); both must answer, or the address could have a name not shown.
 * A name both chains verify is shown once, with the first chain's label (Polygon's, as the SDK prefers L2).
 */
export function createUnstoppableReverseAdapter(
  extension: 'crypto' | 'blockchain',
  chains: readonly UnsChain[],
): ReverseAdapter {
  const suffix = `.${extension}`;
  const nodeOf = namehashUnder(extension);

  async function verifiedOn(d: UnsDeployment, address: string, signal: AbortSignal): Promise<string | null> {
    const [res] = await multicall(d.rpc, d.multicall, [reverseNameOf(d.proxyReader, [address])], signal);
    // UD names are lower-case (the name lookup's rule); a record of another TLD is the other adapter's.
    const name = text(required<string>(res!, 'ProxyReader.reverseNameOf'))?.toLowerCase();
    if (!name || !name.endsWith(suffix) || !UD_NAME.test(name)) return null;
    let tokenId: bigint;
    try {
      tokenId = BigInt(nodeOf(name.slice(0, -suffix.length)));
    } catch {
      return null; // a name ENS normalisation rejects: the name lookup cannot hash it either
    }
    // ownerOf reverts for a token that does not exist (burned): not the address's.
    const [owner] = await multicall(d.rpc, d.multicall, [ownerOf(d.proxyReader, [tokenId], true)], signal);
    return sameAddress(nonZero(optional<string>(owner)), address) ? name : null;
  }

  return {
    extension,
    kind: 'evm',
    async lookup(raw, signal) {
      const address = evmAddress(raw);
      const names = await Promise.all(chains.map((c) => verifiedOn(c.deployment, address, signal)));
      const primary: AddressName[] = [];
      names.forEach((name, i) => {
        if (name && !primary.some((p) => p.name === name)) primary.push({ name, chain: chains[i]!.chain });
      });
      return evmAnswer(extension, primary);
    },
  };
}
