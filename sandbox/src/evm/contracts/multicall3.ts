import type { Result } from 'ethers';
import { type EmulatedContract, defineContract, revert } from '../contract.ts';

/** Multicall3's canonical address, the same on every chain here (viem chain definitions, docs/upstreams.md). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

const ABI = [
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
];

/** Multicall3: runs inner calls against the same head block; a failing call without allowFailure reverts all. */
export function multicall3(): EmulatedContract {
  return defineContract(MULTICALL3_ADDRESS, ABI, {
    'aggregate3((address,bool,bytes)[])': ([calls], ctx) => {
      const results = (calls as Result).map((c: Result) => {
        const [target, allowFailure, callData] = c as unknown as [string, boolean, string];
        const outcome = ctx.call(target, callData);
        // The revert reason is Multicall3's own, as in its source.
        if (!outcome.ok && !allowFailure) revert('Multicall3: call failed');
        return [outcome.ok, outcome.data];
      });
      return [results];
    },
    'aggregate((address,bytes)[])': ([calls], ctx) => {
      const data = (calls as Result).map((c: Result) => {
        const [target, callData] = c as unknown as [string, string];
        const outcome = ctx.call(target, callData);
        if (!outcome.ok) revert('Multicall3: call failed');
        return outcome.data;
      });
      return [ctx.blockNumber, data];
    },
    'getCurrentBlockTimestamp()': (_args, ctx) => [ctx.timestamp],
    'getBlockNumber()': (_args, ctx) => [ctx.blockNumber],
  });
}
