import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';

// Linux reports utime and stime in clock ticks; USER_HZ is 100 on every mainstream kernel build.
const TICK_MS = 10;

/** CPU time (user + system) a process has used, in ms, from /proc/{pid}/stat. */
export function processCpuMs(pid: number): number {
  return ticksMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** utime + stime of a /proc stat line, in ms. */
function ticksMs(stat: string): number {
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU time a process's main thread has used, in ms. The rest of processCpuMs is its other threads: in Node,
 * mostly V8's optimising compiler and concurrent garbage collection, which run on background threads.
 */
export function mainThreadCpuMs(pid: number): number {
  return ticksMs(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
}

/** CPU time Redis has used, in ms (INFO cpu). */
export async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const read = (key: string) => Number(new RegExp(`${key}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (read('used_cpu_user') + read('used_cpu_sys')) * 1000;
}

/** This process's CPU time in ms. */
export function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
