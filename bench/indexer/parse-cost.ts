import { rpc, rpcText } from './rpc.ts';

/**
 * What reading a backlog over JSON-RPC costs any indexer at least: this process's CPU for JSON.parse of the
 * eth_getLogs answers over [from, head] of each chain, in ranges of `range` blocks, per log. The answers
 * are read first and parsed apart, so the figure is the parse alone. Unfiltered, so it counts every log the
 * sandbox holds there (a log costs about the same to parse whichever event it is).
 */
export async function parseCostPerLog(
  chainUrls: string[],
  from: number,
  range: number,
): Promise<{ logs: number; microseconds: number }> {
  let logs = 0;
  let cpu = 0;
  for (const url of chainUrls) {
    const head = Number(await rpc<string>(url, 'eth_blockNumber'));
    for (let start = from; start <= head; start += range) {
      const end = Math.min(start + range - 1, head);
      const text = await rpcText(url, 'eth_getLogs', [
        { fromBlock: `0x${start.toString(16)}`, toBlock: `0x${end.toString(16)}` },
      ]);
      const before = process.cpuUsage();
      const reply = JSON.parse(text) as { result?: unknown[]; error?: { message: string } };
      const spent = process.cpuUsage(before);
      if (!reply.result) throw new Error(`eth_getLogs ${start}-${end}: ${reply.error?.message}`);
      cpu += spent.user + spent.system;
      logs += reply.result.length;
    }
  }
  return { logs, microseconds: logs ? cpu / logs : 0 };
}
