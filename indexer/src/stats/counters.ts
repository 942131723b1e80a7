import type { StatsKey } from '@namescope/common';
import { Interface } from 'ethers';
import type { JsonRpcClient } from '@namescope/upstreams';
import { AVVY } from '../sources/avvy.ts';
import type { TotalCounter } from './refresh-stats.ts';

const erc721 = new Interface(['function totalSupply() view returns (uint256)']);

/** Avvy's Domain is ERC721Enumerable (docs/upstreams.md section 6): totalSupply() is the on-chain count of .avax names. */
export function avvyTotalSupply(client: JsonRpcClient, domain: string = AVVY.domain): TotalCounter {
  return async (signal) => {
    const data = await client.call<string>(
      'eth_call',
      [{ to: domain, data: erc721.encodeFunctionData('totalSupply') }, 'latest'],
      signal,
    );
    if (!data || data === '0x') return undefined;
    return Number(erc721.decodeFunctionResult('totalSupply', data)[0]);
  };
}

/** NFD's /nfd/totals (docs/upstreams.md section 7): a total only when the reply carries a numeric `total`. */
export function nfdTotals(apiUrl: string, timeoutMs: number): TotalCounter {
  return async (signal) => {
    const res = await fetch(`${apiUrl.replace(/\/$/, '')}/nfd/totals`, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!res.ok) throw new Error(`nfd totals: HTTP ${res.status}`);
    const body = (await res.json()) as { total?: unknown };
    return typeof body.total === 'number' && Number.isSafeInteger(body.total) && body.total >= 0
      ? body.total
      : undefined;
  };
}

export type Counters = Partial<Record<StatsKey, TotalCounter>>;
