import { AbiCoder, type FunctionFragment, Interface, type Result } from 'ethers';
import { WorkerError } from '@namescope/upstreams';
import { type ChainRpc, ethCall } from './provider.ts';

const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);
const AGGREGATE3 = MULTICALL3.getFunction('aggregate3')!;

// Calldata is the function's selector and its arguments ABI-encoded, as Interface.encodeFunctionData makes
// it; but ethers derives a fragment's selector (a keccak256 of its signature) anew on every such call, so
// each function's selector is taken once here and the arguments go through the AbiCoder.
const coder = AbiCoder.defaultAbiCoder();
const AGGREGATE3_SELECTOR = AGGREGATE3.selector;

/** One read inside a Multicall3 batch. */
export interface Call {
  target: string;
  fn: FunctionFragment;
  /** Selector and arguments, 0x hex. */
  callData: string;
  /** A revert is an answer (e.g. ownerOf of an expired name) rather than a failure of the whole batch. */
  allowFailure: boolean;
}

/**
 * A function of a module-scope Interface, its fragment and selector looked up once; each use makes a Call
 * with the given arguments.
 */
export function contractFunction(
  iface: Interface,
  name: string,
): (target: string, args?: readonly unknown[], allowFailure?: boolean) => Call {
  const fn = iface.getFunction(name);
  if (!fn) throw new Error(`no function ${name} in the ABI`);
  const selector = fn.selector;
  return (target, args = [], allowFailure = false) => ({
    target,
    fn,
    callData: selector + coder.encode(fn.inputs, args).slice(2),
    allowFailure,
  });
}

/** What Interface.decodeFunctionResult does: whole 32-byte words only, then the outputs decoded. */
function decodeResult(fn: FunctionFragment, bytes: Uint8Array): Result {
  if (bytes.length % 32 !== 0) throw new Error('invalid length for result data');
  return coder.decode(fn.outputs, bytes);
}

/** The outcome of one call: decoded values, or why there are none. */
export type CallResult = { ok: true; value: Result } | { ok: false; reason: 'reverted' | 'undecodable' };

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
  // Hex crosses into bytes with Buffer's native decoder: ethers parses a hex string a byte at a time, and a
  // Uint8Array it takes as it is (a batch's calldata and answer are a few kilobytes).
  const encoded = coder.encode(AGGREGATE3.inputs, [
    calls.map((c) => [c.target, c.allowFailure, hexBytes(c.callData)]),
  ]);
  const raw = await ethCall(rpc, multicallAddress, AGGREGATE3_SELECTOR + encoded.slice(2), signal);
  let results: Result;
  try {
    [results] = decodeResult(AGGREGATE3, hexBytes(raw)) as unknown as [Result];
  } catch (error) {
    throw new WorkerError(`Multicall3 answer did not decode (${raw.slice(0, 20)}...)`, { cause: error });
  }
  if (results.length !== calls.length)
    throw new WorkerError('Multicall3 answered a different number of results');
  return calls.map((call, i): CallResult => {
    const [success, returnData] = results[i] as unknown as [boolean, string];
    if (!success) return { ok: false, reason: 'reverted' };
    try {
      return { ok: true, value: decodeResult(call.fn, hexBytes(returnData)) };
    } catch {
      return { ok: false, reason: 'undecodable' };
    }
  });
}

/** 0x hex (as ethers hands it over, already checked) to bytes. */
function hexBytes(hex: string): Buffer {
  return Buffer.from(hex.slice(2), 'hex');
}

/** The first value of a call that must have answered; otherwise the upstream gave garbage. */
export function required<T>(result: CallResult, what: string): T {
  if (!result.ok) throw new WorkerError(`${what}: call ${result.reason}`);
  return result.value[0] as T;
}

/** The first value of an optional call, or undefined. */
export function optional<T>(result: CallResult | undefined): T | undefined {
  return result?.ok ? (result.value[0] as T) : undefined;
}
