import { hiddenDomainName } from '@namescope/common';
import { Interface, ZeroHash } from 'ethers';
import { topicAddress } from '../evm/abi.ts';
import type { DecodedRegistration, LogDecoder, RawLog } from '../evm/types.ts';
import { labelFromPreimage } from './avvy-name.ts';

/** Avvy's Domain ERC-721 and RainbowTableV1 on Avalanche C-Chain (docs/upstreams.md section 6). */
export const AVVY = {
  domain: '0x797AC669A1908ca68CD9854994345f570495541A',
  rainbowTable: '0x3b17bAcEDF86f4d36563d2920771ed105D8B6636',
} as const;

const iface = new Interface([
  'event Register(address agent, address indexed registrant, uint256 indexed name, uint256 leaseLength)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'function lookup(uint256 hash) view returns (uint256[] preimage)',
]);
const REGISTER = iface.getEvent('Register')!.topicHash;
const TRANSFER = iface.getEvent('Transfer')!.topicHash;

/**
 * Avvy .avax. `Register` carries only the Poseidon hash of the name and fires on renewals too, so a row is
 * written only when the same transaction minted the token (Transfer from 0x0: a new registration, not a
 * renewal). Its name is recovered when the RainbowTable holds a preimage that hashes back to the token id;
 * otherwise (enhanced-privacy names, or names not revealed yet) the row still counts, named by its hash
 * (`[hash].avax`, see common's hidden-name.ts) so New Registrations can show it as 'name hidden'.
 */
export function avvyDecoder(addresses = AVVY): LogDecoder {
  const domain = addresses.domain.toLowerCase();
  return {
    service: 'Avvy Domains',
    filters: [
      { addresses: [domain], topic0: [REGISTER] },
      { addresses: [domain], topic0: [TRANSFER], moreTopics: [ZeroHash] },
    ],
    async decode(logs, { client, signal }) {
      const mints = new Set(
        logs
          .filter((l) => l.topics[0] === TRANSFER && l.topics[3])
          .map((l) => `${l.transactionHash}:${l.topics[3]}`),
      );
      const registers = logs.filter(
        (l) => l.topics[0] === REGISTER && l.topics[2] && mints.has(`${l.transactionHash}:${l.topics[2]}`),
      );
      if (registers.length === 0) return [];
      const replies = await client
        .batch<string>(
          registers.map((l) => ({
            method: 'eth_call',
            params: [
              {
                to: addresses.rainbowTable,
                data: iface.encodeFunctionData('lookup', [BigInt(l.topics[2]!)]),
              },
              'latest',
            ],
          })),
          signal,
        )
        // A table that is absent or reverts means no name can be recovered: the rows are named by hash.
        .catch(() => registers.map(() => '0x'));
      const out: DecodedRegistration[] = [];
      registers.forEach((log, i) => {
        const label = recover(log, replies[i]);
        const registrant = topicAddress(log.topics[1]);
        const domainName = label ? `${label}.avax` : hiddenDomainName(BigInt(log.topics[2]!), '.avax');
        if (registrant) out.push({ log, domainName, tld: '.avax', registrant });
      });
      return out;
    },
  };
}

function recover(log: RawLog, reply: string | undefined): string | undefined {
  if (!reply || reply === '0x') return undefined;
  try {
    const [preimage] = iface.decodeFunctionResult('lookup', reply) as unknown as [bigint[]];
    return labelFromPreimage(BigInt(log.topics[2]!), [...preimage]);
  } catch {
    return undefined;
  }
}
