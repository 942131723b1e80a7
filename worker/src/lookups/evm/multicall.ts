import { Interface, type JsonRpcProvider, type Result } from 'ethers';
import { LookupError } from '../errors.ts';

const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);

/** One read inside a Multicall3 batch. */
export interface Call {
  target: string;
  iface: Interface;
  fn: string;
  args?: unknown[];
  /** A revert is an answer (e.g. ownerOf of an expired name) rather than a failure of the whole batch. */
  allowFailure?: boolean;
}

/** The outcome of one call: decoded values, or why there are none. */
export type CallResult = { ok: true; value: Result } | { ok: false; reason: 'reverted' | 'undecodable' };

/** Multicall3's own block-timestamp read, so status is judged by chain time, as the contracts do. */
export function blockTimestampCall(multicall: string): Call {
  return { target: multicall, iface: MULTICALL3, fn: 'getCurrentBlockTimestamp' };
}

/**
 * Sends every call in one eth_call to Multicall3 aggregate3 (UPSTREAMS 0.1: deployed at the same address
 * on all these chains, per viem's chain definitions). Success data that does not decode (an address without
 * code answers '0x') is reported as 'undecodable' so callers decide whether that is fatal.
 */
export async function multicall(
  provider: JsonRpcProvider,
  multicallAddress: string,
  calls: Call[],
): Promise<CallResult[]> {
  const data = MULTICALL3.encodeFunctionData('aggregate3', [
    calls.map((c) => [c.target, c.allowFailure ?? false, c.iface.encodeFunctionData(c.fn, c.args ?? [])]),
  ]);
  const raw = await provider.call({ to: multicallAddress, data });
  let results: Result;
  try {
    [results] = MULTICALL3.decodeFunctionResult('aggregate3', raw);
  } catch (error) {
    throw new LookupError(`Multicall3 answer did not decode (${raw.slice(0, 20)}...)`, { cause: error });
  }
  if (results.length !== calls.length)
    throw new LookupError('Multicall3 answered a different number of results');
  return calls.map((call, i) => {
    const [success, returnData] = results[i] as unknown as [boolean, string];
    if (!success) return { ok: false, reason: 'reverted' };
    try {
      return { ok: true, value: call.iface.decodeFunctionResult(call.fn, returnData) };
    } catch {
      return { ok: false, reason: 'undecodable' };
    }
  });
}

/** The first value of a call that must have answered; otherwise the upstream gave garbage. */
export function required<T>(result: CallResult, what: string): T {
  if (!result.ok) throw new LookupError(`${what}: call ${result.reason}`);
  return result.value[0] as T;
}

/** The first value of an optional call, or undefined. */
export function optional<T>(result: CallResult | undefined): T | undefined {
  return result?.ok ? (result.value[0] as T) : undefined;
}
