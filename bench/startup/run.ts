import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { prepareTemplateDatabase, createTestDatabase } from '@namescope/db/testing';
import { DEFAULT_REDIS_URL, nodeArgs, REPO_ROOT, type RunMode } from '@namescope/runtime';
import { freePort } from '@namescope/runtime/testing';
import { startSandbox } from '@namescope/sandbox';
import { liveProcesses } from '@namescope/scripts/testing';

// Start-up time and memory of each process, compiled (tsc output in dist/, plain node, as the images and
// `make start-prod` run it) against transpiled (node --import tsx, as `make start` runs it). Each round starts
// every process once per mode, the modes alternating, so a machine's changing load falls on both alike.
// Start-up: from spawn until the process answers its health check (the one docker-compose.yml uses).
// Memory: the resident set of the process and everything it started (tsx's esbuild service) at that moment.
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 5);
const MODES: readonly RunMode[] = ['tsx', 'compiled'];
const READY_LIMIT_MS = 180_000;

interface Target {
  name: string;
  main: string;
  /** The environment and health URL of one start on fresh ports. */
  prepare(): Promise<{ env: Record<string, string>; healthUrl: string }>;
}

console.log('compiling (tsc -b tsconfig.build.json)...');
const build = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: REPO_ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('tsc -b tsconfig.build.json failed');

await prepareTemplateDatabase();
const db = await createTestDatabase();
const sandbox = await startSandbox({ port: 0 });
const stores = {
  NODE_ENV: 'production',
  // Production refuses to start without session keys and with the example admin password.
  SESSION_KEYS: randomBytes(32).toString('hex'),
  ADMIN_PASSWORD: randomBytes(16).toString('hex'),
  // Production on the sandbox on purpose, as the offline demo runs: the processes do the same start-up work.
  UPSTREAMS: 'sandbox',
  SANDBOX_IN_PRODUCTION: 'true',
  SANDBOX_URL: sandbox.url,
  DATABASE_URL: db.url,
  REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
  REDIS_PREFIX: `bench-startup-${randomBytes(4).toString('hex')}`,
  LOG_LEVEL: 'warn',
};

const targets: Target[] = [
  {
    name: 'api',
    main: 'api/src/server.ts',
    async prepare() {
      const port = await freePort();
      return {
        env: { ...stores, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', WEB_DIST: '' },
        healthUrl: `http://127.0.0.1:${port}/api/readyz`,
      };
    },
  },
  {
    name: 'lookup-worker',
    main: 'lookup-worker/src/main.ts',
    async prepare() {
      const port = await freePort();
      return {
        env: { ...stores, LOOKUP_WORKER_METRICS_PORT: String(port) },
        healthUrl: `http://127.0.0.1:${port}/metrics`,
      };
    },
  },
  {
    name: 'indexer',
    main: 'indexer/src/main.ts',
    async prepare() {
      const port = await freePort();
      return {
        env: { ...stores, INDEXER_METRICS_PORT: String(port) },
        healthUrl: `http://127.0.0.1:${port}/metrics`,
      };
    },
  },
  {
    name: 'sandbox',
    main: 'sandbox/src/main.ts',
    async prepare() {
      const port = await freePort();
      return {
        env: { ...stores, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1' },
        healthUrl: `http://127.0.0.1:${port}/_control/counts`,
      };
    },
  },
];

/** Resident memory of a process group (the process and what it spawned), MiB. */
function groupRssMiB(pgid: number): number {
  let kib = 0;
  for (const { pid, pgid: group } of liveProcesses()) {
    if (group !== pgid) continue;
    try {
      const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // Exited while we looked.
    }
  }
  return kib / 1024;
}

async function untilHealthy(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = performance.now() + READY_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}):\n${output.join('')}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (performance.now() > deadline) throw new Error(`${url} not healthy in time:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One start: ms to healthy and the group's RSS then; the process is stopped before it returns. */
async function measure(target: Target, mode: RunMode): Promise<{ ms: number; rssMiB: number }> {
  const { env, healthUrl } = await target.prepare();
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs(target.main, mode), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await untilHealthy(healthUrl, child, output);
    const ms = performance.now() - started;
    return { ms, rssMiB: groupRssMiB(child.pid!) };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const samples = new Map<string, { ms: number[]; rss: number[] }>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which mode goes first, too.
    const order = round % 2 ? [...MODES].reverse() : MODES;
    for (const target of targets) {
      for (const mode of order) {
        const { ms, rssMiB } = await measure(target, mode);
        const key = `${target.name}\t${mode}`;
        const entry = samples.get(key) ?? { ms: [], rss: [] };
        entry.ms.push(ms);
        entry.rss.push(rssMiB);
        samples.set(key, entry);
        console.log(
          `round ${round + 1}/${ROUNDS} ${target.name} ${mode}: ${Math.round(ms)} ms, ${rssMiB.toFixed(1)} MiB`,
        );
      }
    }
  }
} finally {
  await sandbox.close();
  await db.drop();
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(
  `\nStart-up to healthy and resident memory at that moment, median of ${ROUNDS} alternated runs (min-max)`,
);
console.log(row(['process', 'mode', 'start-up ms', 'RSS MiB']));
console.log(row(['---', '---', '---:', '---:']));
for (const target of targets) {
  for (const mode of MODES) {
    const { ms, rss } = samples.get(`${target.name}\t${mode}`)!;
    const range = (v: number[], digits: number) =>
      `${median(v).toFixed(digits)} (${Math.min(...v).toFixed(digits)}-${Math.max(...v).toFixed(digits)})`;
    console.log(row([target.name, mode, range(ms, 0), range(rss, 1)]));
  }
}
