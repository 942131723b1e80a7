/**
 * Whether 32 bytes are a valid compressed Ed25519 point: what web3.js's PublicKey.isOnCurve answers (noble's
 * ExtendedPoint.fromHex succeeds, RFC 8032 section 5.1.3 decoding), which decides every program-derived
 * address. noble decides it by computing the square root (an exponentiation mod p, hundreds of big-integer
 * multiplications); only whether the root exists matters here, and a Jacobi symbol answers that for a
 * fraction of the CPU (ed25519-curve.test.ts checks the two agree).
 *
 * The point (x, y) with y from the bytes (sign bit cleared) exists iff y < p and x^2 = u/v mod p has a root,
 * with u = y^2 - 1 and v = d y^2 + 1 (never 0 mod p). For u != 0 that is u*v being a quadratic residue. For
 * u = 0 (y = 1 or p - 1) the root is x = 0, which RFC 8032 refuses when the sign bit asks for an odd x.
 */
export function isOnEd25519Curve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, 32);
  const y =
    ((view.readBigUInt64LE(24) & 0x7fff_ffff_ffff_ffffn) << 192n) |
    (view.readBigUInt64LE(16) << 128n) |
    (view.readBigUInt64LE(8) << 64n) |
    view.readBigUInt64LE(0);
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = (y2 + P - 1n) % P;
  if (u === 0n) return (bytes[31]! & 0x80) === 0;
  const v = (D * y2 + 1n) % P;
  return jacobi((u * v) % P, P) === 1;
}

const P = 2n ** 255n - 19n;
/** The curve constant d = -121665/121666 mod p. */
const D = 0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3n;

const LOW_32 = 0xffff_ffffn;

/**
 * The Jacobi symbol (a/n) for odd n > 0 and 0 <= a < n: for prime n, 1 iff a is a non-zero square mod n.
 * The usual binary algorithm, with the low bits read once per step as a number: big-integer operations are
 * its whole cost.
 */
function jacobi(a: bigint, n: bigint): number {
  let sign = 1;
  let nLow = Number(n & 0xffn);
  while (a !== 0n) {
    let low = Number(a & LOW_32);
    while (low === 0) {
      a >>= 32n;
      low = Number(a & LOW_32);
    }
    const zeros = 31 - Math.clz32(low & -low);
    if (zeros !== 0) {
      a >>= BigInt(zeros);
      low = Number(a & 0xffn);
      // (2/n) is -1 exactly when n is 3 or 5 mod 8.
      if ((zeros & 1) === 1 && ((nLow & 7) === 3 || (nLow & 7) === 5)) sign = -sign;
    }
    // Quadratic reciprocity: swapping flips the sign when both are 3 mod 4.
    if ((low & 3) === 3 && (nLow & 3) === 3) sign = -sign;
    const rest = n % a;
    n = a;
    nLow = low;
    a = rest;
  }
  return n === 1n ? sign : 0;
}
