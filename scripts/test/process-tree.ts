import { readdirSync, readFileSync } from 'node:fs';

/** Every live process (zombies excluded) with its process group, read from /proc. */
export function liveProcesses(): { pid: number; pgid: number }[] {
  const out: { pid: number; pgid: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Exited while we looked.
    }
    // Fields after the command name (which may hold spaces, hence the last ')'): state, ppid, pgrp, ...
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state !== 'Z' && state !== 'X') out.push({ pid: Number(entry), pgid: Number(pgrp) });
  }
  return out;
}

/** The live processes that belong to any of the given process groups or are one of the given pids. */
export function survivors(groups: Iterable<number>, pids: Iterable<number> = []): number[] {
  const g = new Set(groups);
  const p = new Set(pids);
  return liveProcesses()
    .filter((proc) => g.has(proc.pgid) || p.has(proc.pid))
    .map((proc) => proc.pid);
}
