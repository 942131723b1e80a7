import { ZeroAddress } from 'ethers';

/** A non-empty trimmed string, else null (contracts answer '' for a missing record). */
export function text(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** Twitter/X handles are stored with or without '@'; comparing across services needs one form. */
export function handle(value: string | undefined): string | null {
  const v = text(value);
  return v ? v.replace(/^@+/, '') || null : null;
}

/**
 * An avatar the browser can load: http(s) URLs as they are, ipfs:// through a public gateway. Other forms
 * (ENSIP-12 NFT references like eip155:1/erc721:..., UD NFT pictures) would need more reads, so they are
 * left out rather than shown as a broken image.
 */
export function avatarUrl(value: string | undefined): string | null {
  const v = text(value);
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(v);
  return ipfs ? `https://ipfs.io/ipfs/${ipfs[1]}` : null;
}

/** An address as given (ethers decodes them checksummed), or null for the zero address or nothing. */
export function address(value: string | undefined): string | null {
  return value && value.toLowerCase() !== ZeroAddress ? value : null;
}

/** Seconds since epoch to ISO 8601, or null for 0 (no expiry). */
export function isoFromSeconds(seconds: bigint | number | undefined): string | null {
  if (seconds === undefined) return null;
  const n = Number(seconds);
  return n > 0 && Number.isFinite(n) ? new Date(n * 1000).toISOString() : null;
}

export const GRACE_PERIOD_SEC = 90 * 24 * 3600;
