import type { LogDecoder } from '../evm/types.ts';
import { createControllerDecoder } from '../evm/controller-decoder.ts';

/**
 * ENS .eth: NameRegistered of all three ETHRegistrarController generations (docs/upstreams.md section 1); the base
 * registrar's event has no plaintext, so it is not read. Re-registrations after expiry emit a fresh
 * NameRegistered and are new rows, as they are new registrations.
 */
export const ENS_CONTROLLERS = [
  '0x59E16fcCd424Cc24e280Be16E11Bcd56fb0CE547', // current, with referrer
  '0x253553366Da8546fC250F225fe3d25d0C782303b', // previous ("wrapped"), from block 16925618
  '0x283Af0B28c62C092C9727F1Ee09c02CA627EB7F5', // legacy
] as const;

export function ensDecoder(): LogDecoder {
  return createControllerDecoder({
    service: 'ENS',
    tld: '.eth',
    events: [
      'NameRegistered(string label, bytes32 indexed labelhash, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires, bytes32 referrer)',
      'NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires)',
      'NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)',
    ],
    addresses: ENS_CONTROLLERS,
  });
}
