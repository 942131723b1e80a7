import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { processCpuMs, selfCpuMs } from './cpu.ts';
import { percentile } from './stats.ts';

// What one message to another process and back costs on this machine, back to back and after the process
// pair has idled as a search's processes idle while they wait on an upstream: the unit every cross-process
// step of the search pipeline (client -> API -> Redis -> worker -> sandbox, and back) pays. A one-byte echo
// over loopback TCP between this process and a child Node process; nothing of ours in between.
// Run: npx tsx bench/search/wake-cost.ts   (BENCH_WAKE_ROUND_TRIPS [200] per idle gap)

interface WakeCost {
  idleMs: number;
  /** Round-trip time, ms. */
  p50: number;
  p95: number;
  /** CPU per round trip, ms: this process (its idle timer included) and the echoing child. */
  selfCpu: number;
  peerCpu: number;
}

/** The child: echoes every byte back, until its parent goes. */
function echo(): void {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as net.AddressInfo).port));
  process.on('disconnect', () => process.exit(0));
}

/** Round trips to a child echo process, each after `idleMs` of idling (0: back to back). */
async function wakeCost(idleGapsMs: number[], roundTrips: number): Promise<WakeCost[]> {
  const child = fork(fileURLToPath(import.meta.url), ['echo'], { execArgv: ['--import', 'tsx'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve(m as number));
      child.once('exit', (code) => reject(new Error(`echo process exited with ${code}`)));
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve) => socket.once('connect', resolve));
    const roundTrip = async () => {
      const t = performance.now();
      const echoed = new Promise((resolve) => socket.once('data', resolve));
      socket.write('x');
      await echoed;
      return performance.now() - t;
    };
    const costs: WakeCost[] = [];
    for (const idleMs of idleGapsMs) {
      const idle = () => (idleMs > 0 ? new Promise((resolve) => setTimeout(resolve, idleMs)) : undefined);
      for (let i = 0; i < 20; i += 1) await roundTrip(); // warm-up
      const self = selfCpuMs();
      const peer = processCpuMs(child.pid!);
      const times: number[] = [];
      // Back to back, a round trip costs too little for /proc's 10 ms ticks: take ten times as many.
      const count = idleMs > 0 ? roundTrips : roundTrips * 10;
      for (let i = 0; i < count; i += 1) {
        await idle();
        times.push(await roundTrip());
      }
      costs.push({
        idleMs,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        selfCpu: (selfCpuMs() - self) / count,
        peerCpu: (processCpuMs(child.pid!) - peer) / count,
      });
    }
    socket.destroy();
    return costs;
  } finally {
    child.disconnect();
  }
}

if (process.argv[2] === 'echo') echo();
else {
  const roundTrips = Number(process.env.BENCH_WAKE_ROUND_TRIPS ?? 200);
  console.log(
    `\nOne byte to another process over loopback TCP and back (${roundTrips} round trips after each idle gap, ` +
      `${roundTrips * 10} back to back; the child's CPU from /proc at 10 ms resolution):`,
  );
  console.log('  idle before each   p50 ms   p95 ms   CPU ms: this process   echo process');
  for (const c of await wakeCost([0, 10, 100], roundTrips))
    console.log(
      `  ${`${c.idleMs} ms`.padEnd(16)} ${c.p50.toFixed(3).padStart(8)} ${c.p95.toFixed(3).padStart(8)}` +
        `   ${c.selfCpu.toFixed(3).padStart(20)} ${c.peerCpu.toFixed(3).padStart(14)}`,
    );
}
