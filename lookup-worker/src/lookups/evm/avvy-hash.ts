import { poseidon3 } from 'poseidon-lite/poseidon3';

const LABEL_BYTES = 62;
const CHUNK_BYTES = 31;

/** Avvy's label rule: lowercase ASCII letters, digits and hyphens, at most 62 characters. */
export function isAvvyLabel(label: string): boolean {
  return /^[a-z0-9-]{1,62}$/.test(label);
}

/**
 * (The sandbox keeps its own copy: the worker and the sandbox do not import each other.)
 * Avvy Domains name hash ('alice.avax'), as @avvy/client's utils.js computes it (read from
 * avvydomains/js-client src/utils.js): labels TLD first; each label is zero-padded to 62 ASCII bytes and
 * cut into two 31-byte chunks; a chunk's signal is its bytes read LITTLE-endian (num2Bits/bits2Num walk the
 * bits least-significant first, so the usual description as "big-endian" is wrong); h = Poseidon(h_prev, c0, c1) from 0,
 * with circom's 3-input Poseidon (poseidon-lite matches circomlibjs). The result is also the ERC-721 token id.
 */
export function avvyNameHash(name: string): bigint {
  let hash = 0n;
  for (const label of name.split('.').reverse()) hash = labelStep(hash, label);
  return hash;
}

/** h = Poseidon(h_prev, c0, c1) for one label. */
function labelStep(hash: bigint, label: string): bigint {
  if (!isAvvyLabel(label)) throw new Error(`not an Avvy label: ${JSON.stringify(label)}`);
  const bytes = Buffer.alloc(LABEL_BYTES);
  bytes.write(label, 'ascii');
  return poseidon3([
    hash,
    littleEndian(bytes.subarray(0, CHUNK_BYTES)),
    littleEndian(bytes.subarray(CHUNK_BYTES)),
  ]);
}

/**
 * avvyNameHash(`${name}.${parent}`) with the parent's hash computed once: the TLD's Poseidon round is the
 * same for every name, and each round is a good part of a lookup's CPU.
 */
export function avvyNameHashUnder(parent: string): (name: string) => bigint {
  const parentHash = avvyNameHash(parent);
  return (name) => {
    let hash = parentHash;
    for (const label of name.split('.').reverse()) hash = labelStep(hash, label);
    return hash;
  };
}

function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}
