import { Interface } from 'ethers';
import { topicAddress } from '../evm/abi.ts';
import { decodeLabel } from '../evm/controller-decoder.ts';
import { SameTransaction } from '../evm/same-transaction.ts';
import type { DecodedRegistration, LogDecoder } from '../evm/types.ts';

const CONTROLLER_EVENT =
  'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)';
const REGISTRAR_EVENT = 'event NameRegistered(uint256 indexed id, address indexed owner, uint256 expires)';

/** SPACE ID base registrars (docs/upstreams.md section 5): the stable, address-known emitters. */
export const SPACE_ID_REGISTRARS = {
  bnb: '0xE3b1D32e43Ce8d658368e2CBFF95D57Ef39Be8a6',
  arb: '0x5d482d501b369f5ba034dec5c5fb7a50d2d6ca20',
} as const;

/**
 * SPACE ID .bnb / .arb. The controllers' addresses are not published (docs/upstreams.md section 5), and the
 * controller event's signature is shared with every ENS fork on the chain, so a controller log counts only
 * when the same transaction also minted keccak256(label) on SPACE ID's own base registrar (whose event has
 * no plaintext). docs/upstreams.md section 5 recommends exactly this pairing. `registrarAddress`: mainnet's
 * unless the contracts are deployed elsewhere (tests).
 */
export function spaceIdDecoder(
  tld: '.bnb' | '.arb',
  registrarAddress: string = SPACE_ID_REGISTRARS[tld === '.bnb' ? 'bnb' : 'arb'],
): LogDecoder {
  const controller = new Interface([CONTROLLER_EVENT]);
  const registrar = new Interface([REGISTRAR_EVENT]);
  const controllerTopic = controller.getEvent('NameRegistered')!.topicHash;
  const registrarTopic = registrar.getEvent('NameRegistered')!.topicHash;
  const registrarEmitter = registrarAddress.toLowerCase();
  return {
    service: 'SPACE ID',
    filters: [{ addresses: [registrarEmitter], topic0: [registrarTopic] }, { topic0: [controllerTopic] }],
    async decode(logs) {
      const minted = new SameTransaction<true>();
      for (const log of logs) {
        if (
          log.topics[0] === registrarTopic &&
          log.address.toLowerCase() === registrarEmitter &&
          log.topics[1]
        )
          minted.set(log.transactionHash, log.topics[1].toLowerCase(), true);
      }
      const out: DecodedRegistration[] = [];
      for (const log of logs) {
        if (log.topics[0] !== controllerTopic || !log.topics[1]) continue;
        if (!minted.get(log.transactionHash, log.topics[1].toLowerCase())) continue;
        const label = decodeLabel(log);
        const registrant = topicAddress(log.topics[2]);
        if (label === undefined || !registrant) continue;
        out.push({ log, domainName: `${label}${tld}`, tld, registrant });
      }
      return out;
    },
  };
}
