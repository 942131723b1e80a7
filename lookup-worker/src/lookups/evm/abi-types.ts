import type { ParamType } from 'ethers';

/**
 * The ABI types the lookups' contract reads use, as abi-encode.ts and abi-decode.ts handle them. ethers still
 * parses the human-readable ABIs (once, at module load); only the per-call encoding and decoding is ours.
 */
export type AbiType = (
  | { kind: 'address' }
  | { kind: 'bool' }
  | { kind: 'uint'; bits: number }
  | { kind: 'fixedBytes'; size: number }
  | { kind: 'bytes' }
  | { kind: 'string' }
  | { kind: 'array'; of: AbiType }
  | { kind: 'tuple'; of: AbiType[] }
) & {
  /** Encoded out of line, behind an offset (the ABI spec's 'dynamic'): bytes, string, T[], and tuples holding one. */
  dynamic: boolean;
};

/**
 * One of ethers' parsed parameter types as an AbiType. Throws for types no lookup reads (signed integers,
 * fixed-length arrays): they would need code of their own, so an ABI using one fails when its module loads.
 */
export function abiType(param: ParamType): AbiType {
  const base = param.baseType;
  if (base === 'address' || base === 'bool') return { kind: base, dynamic: false };
  if (base === 'bytes' || base === 'string') return { kind: base, dynamic: true };
  if (base === 'tuple') {
    const of = param.components!.map(abiType);
    return { kind: 'tuple', of, dynamic: of.some((t) => t.dynamic) };
  }
  if (base === 'array') {
    if (param.arrayLength !== -1) throw new Error(`fixed-length arrays (${param.type}) are not supported`);
    return { kind: 'array', of: abiType(param.arrayChildren!), dynamic: true };
  }
  let m = /^uint(\d+)$/.exec(base);
  if (m) return { kind: 'uint', bits: Number(m[1]), dynamic: false };
  m = /^bytes(\d+)$/.exec(base);
  if (m) return { kind: 'fixedBytes', size: Number(m[1]), dynamic: false };
  throw new Error(`ABI type ${param.type} is not supported`);
}
