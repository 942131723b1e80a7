import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import { processCpuMs, selfCpuMs } from './cpu.ts';
import { sandboxAdapters } from './upstream-latency.ts';
import { report } from '../report.ts';

// CPU ms per lookup for each adapter, with the sandbox in a child process so the adapter's own cost (this
// process: client library, encoding, HTTP client, GC) and the sandbox's are measured apart. No injected
// delay; `BENCH_ADAPTER_CONCURRENCY` lookups of one adapter run at once, as they do in a lookup worker.
// Settings (defaults in brackets): BENCH_ADAPTER_LOOKUPS [200] per adapter and path,
// BENCH_ADAPTER_WARMUP [300] per adapter and path, BENCH_ADAPTER_CONCURRENCY [8], BENCH_ADAPTER_ONLY
// (comma-separated extensions).
// Run: npx tsx bench/search/adapter-cpu.ts
const env = process.env;
const LOOKUPS = Number(env.BENCH_ADAPTER_LOOKUPS ?? 200);
const CONCURRENCY = Number(env.BENCH_ADAPTER_CONCURRENCY ?? 8);
const WARMUP = Number(env.BENCH_ADAPTER_WARMUP ?? 300);
const ONLY = env.BENCH_ADAPTER_ONLY?.split(',') as ExtensionKey[] | undefined;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const runId = randomBytes(3).toString('hex');
let serial = 0;
// Never seeded in the sandbox: every service answers 'available' (the path a fresh search takes).
const fresh = () => `nscpu${runId}x${(serial += 1)}`;
// Seeded on every service with all records: the 'taken' path (two rounds, reverse records).
const taken = () => 'alice';

// One signal for the whole run: a lookup's own deadline is the worker's (run-upstream.ts) and is counted in
// run.ts's figures. One AbortSignal.timeout per lookup would charge this process's timers (each fires
// later, during another adapter's count, building a DOMException) to the adapters.
const deadline = AbortSignal.timeout(30 * 60_000);
const sandbox = await startSandboxProcess();
try {
  const adapters = await sandboxAdapters(sandbox.url);
  const extensions = ONLY ?? EXTENSION_KEYS;
  const rows: string[] = [];
  let totals = { fresh: [0, 0], taken: [0, 0] };
  // Warm-up, every adapter and path before any is counted: connections, lazily built tables, and V8's
  // optimising compiler, which works on background threads this process's CPU includes. A lookup worker
  // runs for hours: its steady state is what a search costs. Code the adapters share (the HTTP client,
  // JSON-RPC, ABI) is only warm once they have all run.
  for (const extension of extensions)
    for (const name of [fresh, taken])
      await pool(WARMUP, () => adapters[extension]!.lookup(name(), deadline));
  for (const extension of extensions) {
    const adapter = adapters[extension]!;
    const run = async (name: () => string) => {
      const self = selfCpuMs();
      const sbx = processCpuMs(sandbox.pid);
      await pool(LOOKUPS, () => adapter.lookup(name(), deadline));
      return {
        self: (selfCpuMs() - self) / LOOKUPS,
        sandbox: (processCpuMs(sandbox.pid) - sbx) / LOOKUPS,
      };
    };
    const f = await run(fresh);
    const t = await run(taken);
    totals = {
      fresh: [totals.fresh[0]! + f.self, totals.fresh[1]! + f.sandbox],
      taken: [totals.taken[0]! + t.self, totals.taken[1]! + t.sandbox],
    };
    rows.push(
      `  .${extension.padEnd(11)} ${f.self.toFixed(2).padStart(8)} ${f.sandbox.toFixed(2).padStart(8)}` +
        `   ${t.self.toFixed(2).padStart(8)} ${t.sandbox.toFixed(2).padStart(8)}`,
    );
  }
  console.log(
    `\nCPU ms per lookup (${LOOKUPS} lookups per adapter and path, ${CONCURRENCY} at once; sandbox in its own ` +
      `process; sandbox CPU from /proc at 10 ms resolution):`,
  );
  console.log('  service       fresh: adapter  sandbox   taken: adapter  sandbox');
  for (const row of rows) console.log(row);
  console.log(
    `  all          ${totals.fresh[0]!.toFixed(2).padStart(8)} ${totals.fresh[1]!.toFixed(2).padStart(8)}` +
      `   ${totals.taken[0]!.toFixed(2).padStart(8)} ${totals.taken[1]!.toFixed(2).padStart(8)}`,
  );
  // Issue 18's goals are for all twelve; a run of some of them (BENCH_ADAPTER_ONLY) records nothing.
  if (!ONLY) {
    const all = (path: string) => `adapters' own CPU, all twelve, one ${path}`;
    report({ metric: all('fresh search'), measured: totals.fresh[0]!, unit: 'ms', goal: { atMost: 5 } });
    report({ metric: all('taken name'), measured: totals.taken[0]!, unit: 'ms', goal: { atMost: 8 } });
  }
} finally {
  await sandbox.stop();
}

/** Runs `task` `count` times, CONCURRENCY at once. */
async function pool(count: number, task: () => Promise<unknown>): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
      while (started < count) {
        started += 1;
        await task();
      }
    }),
  );
}

/** The sandbox (sandbox/src/main.ts) on a free port, in a child process of its own. */
async function startSandboxProcess(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: env.PATH ?? '', HOME: env.HOME ?? '', SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /"url":"([^"]+)"/.exec(line);
      if (m) resolve(m[1]!);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, stop };
}
