import { poseidon3 } from 'poseidon-lite/poseidon3';

const CHUNK_BYTES = 31;

/** A 31-byte chunk signal: its bytes read little-endian (as @avvy/client's utils.js does). */
function chunkSignal(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

function chunkBytes(signal: bigint): Buffer {
  const out = Buffer.alloc(CHUNK_BYTES);
  let n = signal;
  for (let i = 0; i < CHUNK_BYTES; i++) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

/** Poseidon hash of one label under a parent hash (docs/upstreams.md section 6; little-endian chunks). */
export function avvyLabelHash(parent: bigint, label: string): bigint {
  const bytes = Buffer.alloc(CHUNK_BYTES * 2);
  bytes.write(label, 'ascii');
  return poseidon3([
    parent,
    chunkSignal(bytes.subarray(0, CHUNK_BYTES)),
    chunkSignal(bytes.subarray(CHUNK_BYTES)),
  ]);
}

export const AVAX_HASH = avvyLabelHash(0n, 'avax');

/**
 * Recovers the label of a .avax 2LD from a RainbowTable preimage [parent, chunk0, chunk1], accepting it only
 * if it hashes back to `hash` under hash('avax'): a preimage that does not verify is treated as hash-only.
 */
export function labelFromPreimage(hash: bigint, preimage: readonly bigint[]): string | undefined {
  if (preimage.length !== 3 || preimage[0] !== AVAX_HASH) return undefined;
  const label = Buffer.concat([chunkBytes(preimage[1]!), chunkBytes(preimage[2]!)])
    .toString('ascii')
    .replace(/\0+$/, '');
  if (!/^[a-z0-9-]{1,62}$/.test(label)) return undefined;
  return avvyLabelHash(AVAX_HASH, label) === hash ? label : undefined;
}
