import { Interface, ZeroHash } from 'ethers';
import { firstString, topicAddress } from '../evm/abi.ts';
import { SameTransaction } from '../evm/same-transaction.ts';
import type { DecodedRegistration, LogDecoder } from '../evm/types.ts';

const NEW_URI = 'event NewURI(uint256 indexed tokenId, string uri)';
const TRANSFER = 'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)';

/** UNSRegistry and MintingManager on Polygon (docs/upstreams.md section 4), where .crypto and .blockchain are minted. */
export const UNS_POLYGON = {
  registry: '0xa9a6A3626993D487d2Dbda3173cf58cA1a9D9e9f',
  mintingManager: '0x7be83293BeeDc9Eba1bd76c66A65F10F3efaeC26',
} as const;

const TLDS = { crypto: '.crypto', blockchain: '.blockchain' } as const;

/**
 * Unstoppable Domains: NewURI(tokenId, uri) names the minted domain; the registrant is the `to` of the
 * mint Transfer (from 0x0) of the same token in the same transaction. Mints to the MintingManager are
 * reserved pre-mints, not registrations, and are skipped; other UD TLDs are outside the catalogue.
 */
export function unstoppableDecoder(
  addresses: { registry: string; mintingManager: string } = UNS_POLYGON,
): LogDecoder {
  const iface = new Interface([NEW_URI, TRANSFER]);
  const newUriTopic = iface.getEvent('NewURI')!.topicHash;
  const transferTopic = iface.getEvent('Transfer')!.topicHash;
  const registry = addresses.registry.toLowerCase();
  const mintingManager = addresses.mintingManager.toLowerCase();
  return {
    service: 'Unstoppable Domains',
    filters: [
      { addresses: [registry], topic0: [newUriTopic] },
      // Mints only: Transfer with from = the zero address.
      { addresses: [registry], topic0: [transferTopic], moreTopics: [ZeroHash] },
    ],
    async decode(logs) {
      const mintedTo = new SameTransaction<string>();
      for (const log of logs) {
        if (log.topics[0] === transferTopic && log.topics[3])
          mintedTo.set(log.transactionHash, log.topics[3].toLowerCase(), topicAddress(log.topics[2]) ?? '');
      }
      const out: DecodedRegistration[] = [];
      for (const log of logs) {
        if (log.topics[0] !== newUriTopic || !log.topics[1]) continue;
        const owner = mintedTo.get(log.transactionHash, log.topics[1].toLowerCase());
        // topicAddress lowercases, as `mintingManager` is.
        if (!owner || owner === mintingManager) continue;
        const uri = firstString(log.data)?.toLowerCase();
        if (!uri) continue;
        const dot = uri.lastIndexOf('.');
        const tld = TLDS[uri.slice(dot + 1) as keyof typeof TLDS];
        if (dot <= 0 || !tld) continue;
        out.push({ log, domainName: uri, tld, registrant: owner });
      }
      return out;
    },
  };
}
