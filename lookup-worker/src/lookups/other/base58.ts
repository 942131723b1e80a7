const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** 58^9, the largest power of 58 below 2^53: nine digits at a time come out of one big-integer division. */
const CHUNK = 58n ** 9n;

/**
 * Bitcoin-alphabet base58 of bytes, as bs58 (and web3.js's PublicKey.toBase58) writes it: one '1' per leading
 * zero byte, then the digits of the rest as a big-endian number. Nine digits per division instead of bs58's
 * byte-by-byte long division (base58.test.ts checks the two agree).
 */
export function base58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let n =
    zeros === bytes.length
      ? 0n
      : BigInt(`0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`);
  let digits = '';
  while (n > 0n) {
    let chunk = Number(n % CHUNK);
    n /= CHUNK;
    // A chunk short of nine digits is padded with zeros ('1') unless it is the leading one.
    for (let i = 0; i < 9 && (chunk > 0 || n > 0n); i += 1) {
      digits = ALPHABET[chunk % 58]! + digits;
      chunk = Math.floor(chunk / 58);
    }
  }
  return '1'.repeat(zeros) + digits;
}
