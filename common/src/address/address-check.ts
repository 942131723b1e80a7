import type { AddressKind } from '../extensions.ts';

/** A recognised address: its kind, the form to key and link it by, and the form to show. */
export interface ValidAddress {
  status: 'valid';
  kind: AddressKind;
  /** Canonical form for keys and URLs (EVM and Sui lower-case, bech32 lower-case, others as given). */
  address: string;
  /** Form to show a visitor (EVM: EIP-55 checksummed; otherwise the canonical form). */
  display: string;
}

/** Text shaped like an address of one kind that fails that kind's rules (checksum, length, network). */
export interface MalformedAddress {
  status: 'malformed';
  kind: AddressKind;
  /** What is wrong, in words for the visitor. */
  message: string;
}

/** One kind's verdict on a trimmed term: valid, malformed, or not this kind at all (undefined). */
export type KindCheck = ValidAddress | MalformedAddress | undefined;

export const valid = (kind: AddressKind, address: string, display = address): ValidAddress => ({
  status: 'valid',
  kind,
  address,
  display,
});

export const malformed = (kind: AddressKind, message: string): MalformedAddress => ({
  status: 'malformed',
  kind,
  message,
});

/** The message for a checksum that does not match, the same for every kind that has one. */
export const checksumMessage = (what: string): string =>
  `This ${what} address does not match its checksum: a character is probably mistyped.`;
