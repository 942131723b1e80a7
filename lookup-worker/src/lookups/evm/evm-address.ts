import { getAddress } from 'ethers';

// An EIP-55 checksum costs a keccak256: reading a batch's answer checksums every address in it, and encoding
// a call checks every mixed-case address (each configured contract) again. The same few thousand addresses
// (contracts, resolvers, owners of popular names) come back again and again, so their checksummed forms are
// kept, up to a bound: a pure function's memo, shared by every adapter.
const MAX_KEPT = 10_000;
const kept = new Map<string, string>();

/** The EIP-55 checksummed form of 40 lower-case hex digits (ethers' getAddress). */
export function checksummed(lowerHex: string): string {
  let address = kept.get(lowerHex);
  if (address === undefined) {
    address = getAddress(`0x${lowerHex}`);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(lowerHex, address);
  }
  return address;
}

const UNCASED = /^0x(?:[0-9a-f]{40}|[0-9A-F]{40})$/;
const MIXED = /^0x[0-9a-fA-F]{40}$/;

/**
 * The 40 hex digits of an address as ethers' getAddress accepts it: lower- or upper-case, or mixed-case with
 * a valid checksum. Anything else goes to getAddress itself, which accepts its other forms or throws.
 */
export function addressHex(value: unknown): string {
  if (typeof value === 'string') {
    if (UNCASED.test(value)) return value.slice(2).toLowerCase();
    if (MIXED.test(value)) {
      const lower = value.slice(2).toLowerCase();
      if (checksummed(lower) === value) return lower;
    }
  }
  return getAddress(value as string)
    .slice(2)
    .toLowerCase();
}
