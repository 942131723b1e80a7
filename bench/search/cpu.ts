import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';

// Linux reports utime and stime in clock ticks; USER_HZ is 100 on every mainstream kernel build.
const TICK_MS = 10;

/** CPU time (user + system) a process has used, in ms, from /proc/{pid}/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
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
