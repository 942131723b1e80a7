import { type FunctionFragment, Interface } from 'ethers';
import { WorkerError } from '@namescope/upstreams';
import { decodeAbi, hasFault } from './abi-decode.ts';
import { encodeAbi } from './abi-encode.ts';
import { abiType, type AbiType } from './abi-types.ts';
import { type ChainRpc, ethCall } from './chain-rpc.ts';

/** A function of a module-scope Interface, its selector and parameter types taken once. */
interface ContractFunction {
  selector: Buffer;
  inputs: AbiType[];
  outputs: AbiType[];
}

function compile(fn: FunctionFragment): ContractFunction {
  return {
    selector: Buffer.from(fn.selector.slice(2), 'hex'),
    inputs: fn.inputs.map(abiType),
    outputs: fn.outputs.map(abiType),
  };
}

const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);
const AGGREGATE3 = compile(MULTICALL3.getFunction('aggregate3')!);

/** One read inside a Multicall3 batch. */
export interface Call {
  target: string;
  /** The return types the answer decodes as. */
  outputs: AbiType[];
  /** Selector and ABI-encoded arguments. */
  callData: Buffer;
  /** A revert is an answer (e.g. ownerOf of an expired name) rather than a failure of the whole batch. */
  allowFailure: boolean;
}

/**
 * A function of a module-scope Interface: ethers parses the ABI once, and each use makes a Call with the
 * given arguments, encoded by abi-encode.ts (the bytes Interface.encodeFunctionData makes).
 */
export function contractFunction(
  iface: Interface,
  name: string,
): (target: string, args?: readonly unknown[], allowFailure?: boolean) => Call {
  const fragment = iface.getFunction(name);
  if (!fragment) throw new Error(`no function ${name} in the ABI`);
  const fn = compile(fragment);
  return (target, args = [], allowFailure = false) => ({
    target,
    outputs: fn.outputs,
    callData: Buffer.concat([fn.selector, encodeAbi(fn.inputs, args)]),
    allowFailure,
  });
}

/** What Interface.decodeFunctionResult does: whole 32-byte words only, then the outputs decoded. */
function decodeResult(outputs: readonly AbiType[], bytes: Uint8Array): unknown[] {
  if (bytes.length % 32 !== 0) throw new Error('invalid length for result data');
  return decodeAbi(outputs, bytes);
}

/**
 * The outcome of one call: decoded values, or why there are none. 'malformed': the answer decoded but a
 * value in it is broken (abi-decode.ts's AbiFault), which fails the lookup that reads it, as ethers' Result
 * threw on reading such a value.
 */
export type CallResult =
  { ok: true; value: unknown[] } | { ok: false; reason: 'reverted' | 'undecodable' | 'malformed' };

const getCurrentBlockTimestamp = contractFunction(MULTICALL3, 'getCurrentBlockTimestamp');

/** Multicall3's own block-timestamp read, so status is judged by chain time, as the contracts do. */
export function blockTimestampCall(multicall: string): Call {
  return getCurrentBlockTimestamp(multicall);
}

/**
 * Sends every call in one eth_call to Multicall3 aggregate3 (docs/upstreams.md: deployed at the same address
 * on all these chains, per viem's chain definitions). Success data that does not decode (an address without
 * code answers '0x') is reported as 'undecodable' so callers decide whether that is fatal.
 */
export async function multicall(
  rpc: ChainRpc,
  multicallAddress: string,
  calls: readonly Call[],
  signal: AbortSignal,
): Promise<CallResult[]> {
  const encoded = encodeAbi(AGGREGATE3.inputs, [calls.map((c) => [c.target, c.allowFailure, c.callData])]);
  const data = `0x${AGGREGATE3.selector.toString('hex')}${encoded.toString('hex')}`;
  const raw = await ethCall(rpc, multicallAddress, data, signal);
  let results: [boolean, string][];
  try {
    const decoded = decodeResult(AGGREGATE3.outputs, hexBytes(raw));
    // Every part of the batch's answer is read below, so a fault anywhere in it fails the batch.
    if (hasFault(decoded)) throw new Error('a result in the batch is malformed');
    results = decoded[0] as [boolean, string][];
  } catch (error) {
    throw new WorkerError(`Multicall3 answer did not decode (${raw.slice(0, 20)}...)`, { cause: error });
  }
  if (results.length !== calls.length)
    throw new WorkerError('Multicall3 answered a different number of results');
  return calls.map((call, i): CallResult => {
    const [success, returnData] = results[i]!;
    if (!success) return { ok: false, reason: 'reverted' };
    let value: unknown[];
    try {
      value = decodeResult(call.outputs, hexBytes(returnData));
    } catch {
      return { ok: false, reason: 'undecodable' };
    }
    return hasFault(value) ? { ok: false, reason: 'malformed' } : { ok: true, value };
  });
}

/** 0x hex (as the RPC or the decoder hands it over, already checked) to bytes. */
function hexBytes(hex: string): Buffer {
  return Buffer.from(hex.slice(2), 'hex');
}

/** The first value of a call that must have answered; otherwise the upstream gave garbage. */
export function required<T>(result: CallResult, what: string): T {
  if (!result.ok) throw new WorkerError(`${what}: call ${result.reason}`);
  return result.value[0] as T;
}

/** The first value of an optional call, or undefined; a malformed answer fails the lookup (see CallResult). */
export function optional<T>(result: CallResult | undefined): T | undefined {
  if (result?.ok) return result.value[0] as T;
  if (result?.reason === 'malformed') throw new WorkerError('a contract answered a malformed value');
  return undefined;
}
