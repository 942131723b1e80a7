import type { AddressKind } from '../extensions.ts';
import { recogniseAddress } from './recognise-address.ts';

/**
 * The kind of wallet address a term is, if it is one rather than a name: a valid address of any kind the
 * services use, or text shaped like one that fails its checks (a bad checksum, a testnet address, a hidden
 * character), which is no name either. The rules are recogniseAddress's (recognise-address.ts).
 */
export function walletAddressKind(raw: string): AddressKind | undefined {
  const recognised = recogniseAddress(raw);
  return recognised.status === 'none' ? undefined : recognised.kind;
}
