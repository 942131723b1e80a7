import { id, keccak256, namehash, toUtf8Bytes, ZeroHash } from 'ethers';
import { BASENAMES_ADDRESSES, ENS_ADDRESSES, SPACE_ID_ADDRESSES, UD_ADDRESSES } from '../evm/addresses.ts';
import type { EvmChain } from '../evm/evm-chain.ts';

/** Extensions the fast backlog can emit: the ones whose registration logs carry the plaintext name. */
export type BacklogExtension = 'eth' | 'base' | 'bnb' | 'arb' | 'crypto' | 'blockchain';

const TOPIC = {
  transfer: id('Transfer(address,address,uint256)'),
  registrarRegistered: id('NameRegistered(uint256,address,uint256)'),
  ens: id('NameRegistered(string,bytes32,address,uint256,uint256,uint256,bytes32)'),
  basenames: id('NameRegistered(string,bytes32,address,uint256)'),
  spaceid: id('NameRegistered(string,bytes32,address,uint256,uint256)'),
  newUri: id('NewURI(uint256,string)'),
};
const COST = 3_000_000_000_000_000n;

const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0');
const addressTopic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
/** ABI tail of a dynamic string: length word, then the UTF-8 bytes right-padded to 32-byte words. */
function stringTail(value: string): string {
  const hex = Buffer.from(value, 'utf8').toString('hex');
  return word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0');
}

interface Emitter {
  chain: EvmChain;
  emit(name: string, owner: string, expires: number, block: number): void;
}

/**
 * Emits the same event logs the sandbox's register handles emit (same contracts, topics and ABI encoding),
 * hand-encoded so that 200,000 historical registrations take seconds instead of minutes: ethers'
 * encodeEventLog recomputes topic hashes and checksums on every call, and keccak dominates. Only the logs
 * are written: contract state (owners, expiries) is left alone, so lookups do not know backlog names. It
 * is meant for benchmark history, before any client has read those blocks.
 */
export function backlogEmitters(chains: Record<string, EvmChain>): Record<BacklogExtension, Emitter> {
  const ensLike = (
    chain: EvmChain,
    registrar: string,
    controller: string,
    flavour: 'ens' | 'basenames' | 'spaceid',
  ): Emitter => ({
    chain,
    emit(label, owner, expires, block) {
      const labelhash = keccak256(toUtf8Bytes(label));
      const ownerTopic = addressTopic(owner);
      const head =
        flavour === 'ens'
          ? word(5 * 32) + word(COST) + word(0) + word(expires) + ZeroHash.slice(2)
          : flavour === 'basenames'
            ? word(2 * 32) + word(expires)
            : word(3 * 32) + word(COST) + word(expires);
      chain.emit(
        [
          { address: registrar, topics: [TOPIC.transfer, ZeroHash, ownerTopic, labelhash], data: '0x' },
          {
            address: registrar,
            topics: [TOPIC.registrarRegistered, labelhash, ownerTopic],
            data: `0x${word(expires)}`,
          },
          {
            address: controller,
            topics: [TOPIC[flavour], labelhash, ownerTopic],
            data: `0x${head}${stringTail(label)}`,
          },
        ],
        block,
      );
    },
  });
  const uns = (tld: 'crypto' | 'blockchain'): Emitter => {
    const parent = namehash(tld);
    const registry = UD_ADDRESSES.polygon.registry;
    return {
      chain: chains.polygon!,
      emit(label, owner, _expires, block) {
        const full = `${label}.${tld}`;
        const tokenId = keccak256(`${parent}${keccak256(toUtf8Bytes(label)).slice(2)}`);
        chains.polygon!.emit(
          [
            {
              address: registry,
              topics: [TOPIC.transfer, ZeroHash, addressTopic(owner), tokenId],
              data: '0x',
            },
            { address: registry, topics: [TOPIC.newUri, tokenId], data: `0x${word(32)}${stringTail(full)}` },
          ],
          block,
        );
      },
    };
  };
  return {
    eth: ensLike(chains.ethereum!, ENS_ADDRESSES.baseRegistrar, ENS_ADDRESSES.controller, 'ens'),
    base: ensLike(
      chains.base!,
      BASENAMES_ADDRESSES.baseRegistrar,
      BASENAMES_ADDRESSES.controller,
      'basenames',
    ),
    bnb: ensLike(
      chains.bsc!,
      SPACE_ID_ADDRESSES.bnb.baseRegistrar,
      SPACE_ID_ADDRESSES.bnb.controller,
      'spaceid',
    ),
    arb: ensLike(
      chains.arbitrum!,
      SPACE_ID_ADDRESSES.arb.baseRegistrar,
      SPACE_ID_ADDRESSES.arb.controller,
      'spaceid',
    ),
    crypto: uns('crypto'),
    blockchain: uns('blockchain'),
  };
}
