export { recogniseAddress, type AddressRecognition } from './recognise-address.ts';
export type { MalformedAddress, ValidAddress } from './address-check.ts';
export { toChecksumAddress } from './evm-address.ts';
export { walletAddressKind } from './wallet-address-kind.ts';
