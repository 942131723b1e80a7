import { keccak256, namehash } from 'ethers';

/**
 * Names whose labels are lowercase ASCII letters and digits are their own ENS normalisation (ENSIP-15), so
 * their hash can skip ens-normalize; anything else goes through ethers' namehash, which normalises or throws.
 */
export const PLAIN_NAME = /^[a-z0-9]+(?:\.[a-z0-9]+)*$/;

function keccak(bytes: Uint8Array): Buffer {
  return Buffer.from(keccak256(bytes).slice(2), 'hex');
}

/** The node of a plain name's labels under `node`: one keccak per label and one per level. */
function plainUnder(node: Buffer, name: string): Buffer {
  const labels = name.split('.');
  for (let i = labels.length - 1; i >= 0; i -= 1)
    node = keccak(Buffer.concat([node, keccak(Buffer.from(labels[i]!, 'latin1'))]));
  return node;
}

/**
 * EIP-137 namehash of `${name}.${parent}` with the parent's node computed once, instead of normalising and
 * hashing the whole name on every lookup. Throws, as ethers' namehash does, for a name that ENS
 * normalisation rejects. A plain parent never loads ens-normalize, whose tables take a second of CPU to
 * build: a worker that only meets plain names never builds them.
 */
export function namehashUnder(parent: string): (name: string) => string {
  const parentNode = PLAIN_NAME.test(parent)
    ? plainUnder(Buffer.alloc(32), parent)
    : Buffer.from(namehash(parent).slice(2), 'hex');
  return (name) => {
    if (!PLAIN_NAME.test(name)) return namehash(`${name}.${parent}`);
    return `0x${plainUnder(parentNode, name).toString('hex')}`;
  };
}
