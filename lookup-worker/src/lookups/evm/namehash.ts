import { keccak256, namehash } from 'ethers';

/**
 * Names whose labels are lowercase ASCII letters and digits are their own ENS normalisation (ENSIP-15), so
 * their hash can skip ens-normalize; anything else goes through ethers' namehash, which normalises or throws.
 */
export const PLAIN_NAME = /^[a-z0-9]+(?:\.[a-z0-9]+)*$/;

function keccak(bytes: Uint8Array): Buffer {
  return Buffer.from(keccak256(bytes).slice(2), 'hex');
}

/**
 * EIP-137 namehash of `${name}.${parent}` with the parent's node computed once: one keccak per label and one
 * per level instead of normalising and hashing the whole name on every lookup. Throws, as ethers' namehash
 * does, for a name that ENS normalisation rejects.
 */
export function namehashUnder(parent: string): (name: string) => string {
  const parentNode = Buffer.from(namehash(parent).slice(2), 'hex');
  return (name) => {
    if (!PLAIN_NAME.test(name)) return namehash(`${name}.${parent}`);
    let node: Buffer = parentNode;
    const labels = name.split('.');
    for (let i = labels.length - 1; i >= 0; i -= 1)
      node = keccak(Buffer.concat([node, keccak(Buffer.from(labels[i]!, 'latin1'))]));
    return `0x${node.toString('hex')}`;
  };
}
