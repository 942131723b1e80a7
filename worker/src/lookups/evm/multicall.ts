import { LookupError } from '../errors.ts';
import {
  type AbiArg,
  address,
  array,
  bool,
  bytes,
  encodeCall,
  readArray,
  readBool,
  readBytes,
  readIndex,
  readUint,
  selector,
  tuple,
} from './abi.ts';
import type { RpcClient } from './rpc.ts';

/** One read inside a Multicall3 batch: encoded calldata and how to read its answer. */
export interface Call<T = unknown> {
  target: string;
  data: string;
  decode: (data: Buffer) => T;
  /** A revert is an answer (e.g. ownerOf of an expired name) rather than a failure of the whole batch. */
  allowFailure?: boolean;
}

/** A contract function: selector computed once; each use encodes its arguments into a Call. */
export function abiFunction<T>(
  signature: string,
  decode: (data: Buffer) => T,
): (target: string, args?: readonly AbiArg[], allowFailure?: boolean) => Call<T> {
  const sel = selector(signature);
  return (target, args = [], allowFailure = false) => ({
    target,
    data: encodeCall(sel, args),
    decode,
    allowFailure,
  });
}

/** The outcome of one call: the decoded value, or why there is none. */
export type CallResult = { ok: true; value: unknown } | { ok: false; reason: 'reverted' | 'undecodable' };

const AGGREGATE3 = selector('aggregate3((address,bool,bytes)[])');
const getCurrentBlockTimestamp = abiFunction('getCurrentBlockTimestamp()', readUint);

/** Multicall3's own block-timestamp read, so status is judged by chain time, as the contracts do. */
export function blockTimestampCall(multicall: string): Call<bigint> {
  return getCurrentBlockTimestamp(multicall);
}

/**
 * Sends every call in one eth_call to Multicall3 aggregate3 (UPSTREAMS 0.1: deployed at the same address
 * on all these chains, per viem's chain definitions). Success data that does not decode (an address without
 * code answers '0x') is reported as 'undecodable' so callers decide whether that is fatal.
 */
export async function multicall(
  rpc: RpcClient,
  multicallAddress: string,
  calls: readonly Call[],
  signal: AbortSignal,
): Promise<CallResult[]> {
  const data = encodeCall(AGGREGATE3, [
    array(
      calls.map((c) => tuple([address(c.target), bool(c.allowFailure ?? false), bytes(c.data.slice(2))])),
    ),
  ]);
  const raw = await rpc.call(multicallAddress, data, signal);
  // aggregate3 returns (bool success, bytes returnData)[]: read every entry before judging any.
  let entries: { success: boolean; returnData: Buffer }[];
  try {
    const { count, start } = readArray(raw);
    entries = [];
    for (let i = 0; i < count; i += 1) {
      const at = start + readIndex(raw, start + i * 32);
      entries.push({ success: readBool(raw, at), returnData: readBytes(raw, at + 32, at) });
    }
  } catch (error) {
    throw new LookupError(`Multicall3 answer did not decode (0x${raw.toString('hex', 0, 9)}...)`, {
      cause: error,
    });
  }
  if (entries.length !== calls.length)
    throw new LookupError('Multicall3 answered a different number of results');
  return calls.map((call, i): CallResult => {
    const { success, returnData } = entries[i]!;
    if (!success) return { ok: false, reason: 'reverted' };
    // Interface.decodeFunctionResult refuses data that is not whole words.
    if (returnData.length % 32 !== 0) return { ok: false, reason: 'undecodable' };
    try {
      return { ok: true, value: call.decode(returnData) };
    } catch {
      return { ok: false, reason: 'undecodable' };
    }
  });
}

/** The value of a call that must have answered; otherwise the upstream gave garbage. */
export function required<T>(result: CallResult, what: string): T {
  if (!result.ok) throw new LookupError(`${what}: call ${result.reason}`);
  return result.value as T;
}

/** The value of an optional call, or undefined. */
export function optional<T>(result: CallResult | undefined): T | undefined {
  return result?.ok ? (result.value as T) : undefined;
}
