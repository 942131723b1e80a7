/**
 * A registration whose name the chain keeps only as a hash (Avvy's unrevealed and enhanced-privacy names):
 * its domainName is the hash in brackets before the TLD, the convention ENS tools use for unknown labels,
 * e.g. `[0a1b…64 hex…].avax`. The row is real (registrant, transaction, time); only the name is hidden.
 */
const HIDDEN = /^\[([0-9a-f]{64})\](\.[a-z.]+)$/;

/** The domainName of a registration known only by its 256-bit name hash. */
export function hiddenDomainName(hash: bigint, tld: string): string {
  return `[${hash.toString(16).padStart(64, '0')}]${tld}`;
}

/** The hash (64 hex digits) and TLD of a hidden domainName, or undefined for a readable one. */
export function parseHiddenName(domainName: string): { hash: string; tld: string } | undefined {
  const m = HIDDEN.exec(domainName);
  return m ? { hash: m[1]!, tld: m[2]! } : undefined;
}
