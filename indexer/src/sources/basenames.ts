import type { LogDecoder } from '../evm/types.ts';
import { createControllerDecoder } from '../evm/controller-decoder.ts';

/** Basenames' controllers on Base: the launch controller and the upgradeable proxy (docs/upstreams.md section 2). */
export const BASENAMES_CONTROLLERS = [
  '0x4cCb0BB02FCABA27e82a56646E81d8c5bC4119a5',
  '0xa7d2607c6BD39Ae9521e514026CBB078405Ab322',
] as const;

export function basenamesDecoder(): LogDecoder {
  return createControllerDecoder({
    service: 'Basenames',
    tld: '.base.eth',
    events: ['NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 expires)'],
    addresses: BASENAMES_CONTROLLERS,
  });
}
