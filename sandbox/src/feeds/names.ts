import { getAddress, keccak256, toUtf8Bytes } from 'ethers';

// Two-word names with a serial: readable on the page, unique per feed, and valid on every service
// (lowercase alphanumerics, 3 to 27 characters: NFD's and Avvy's rules are the strictest).
const WORDS = [
  'moon',
  'pixel',
  'satoshi',
  'block',
  'degen',
  'alpha',
  'wagmi',
  'orbit',
  'neon',
  'zk',
  'vault',
  'based',
  'chad',
  'gm',
  'lambo',
  'hodl',
  'ape',
  'nova',
  'quant',
  'dao',
  'mint',
  'rune',
  'ember',
  'atlas',
] as const;

/** The n-th feed name for a seed: deterministic, and distinct for distinct n. */
export function feedName(seed: string, n: number): string {
  const a = WORDS[(n * 7 + seed.length) % WORDS.length]!;
  const b = WORDS[(n * 13 + 5) % WORDS.length]!;
  return `${a}${b}${n.toString(36)}`.slice(0, 27);
}

/**
 * A run's id for the live stream's names: the start time in milliseconds, base 36, fixed at 8 characters
 * (until the year 2059). Restarted feeds thus never repeat an earlier run's names, so their registrations
 * are new rows for the idempotent indexer rather than duplicates it drops.
 */
export function feedRunId(nowMs = Date.now()): string {
  return nowMs.toString(36).padStart(8, '0').slice(-8);
}

/**
 * The n-th live name of a run: two words, then the run id and the serial. The suffix alone is unique (the
 * run id has a fixed width), so the words are shortened rather than the suffix when 27 characters run out.
 */
export function liveFeedName(runId: string, n: number): string {
  const a = WORDS[(n * 7 + 3) % WORDS.length]!;
  const b = WORDS[(n * 13 + 5) % WORDS.length]!;
  const suffix = `${runId}${n.toString(36)}`;
  return `${`${a}${b}`.slice(0, Math.max(3, 27 - suffix.length))}${suffix}`;
}

/** A pool of deterministic EVM owner addresses (computing checksums per registration would dominate). */
export function evmOwners(seed: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    getAddress(`0x${keccak256(toUtf8Bytes(`namescope-feed:${seed}:owner:${i}`)).slice(26)}`),
  );
}

/** Owner seeds for the non-EVM services (the sandbox derives each chain's address from the seed). */
export function otherOwner(seed: string, n: number): string {
  return `feed-${seed}-${n % 512}`;
}
