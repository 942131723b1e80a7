import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { nodeArgs, type RunMode } from '@namescope/runtime';
import { freePort, stopChild } from '@namescope/runtime/testing';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Generous: several processes starting at once on a busy 2-core machine each take a while to load.
const READY_TIMEOUT_MS = 300_000;

/** Settings of the lookup worker processes (the variables lookup-worker/src/main.ts reads). */
export interface LookupWorkerEnv {
  REDIS_URL: string;
  REDIS_PREFIX: string;
  SANDBOX_URL: string;
  LOOKUP_TIMEOUT_MS: number;
  LOOKUP_CONCURRENCY?: number;
  LOOKUP_CACHE_TTL_S?: number;
  LOOKUP_CACHE_AVAILABLE_TTL_S?: number;
  LOG_LEVEL?: string;
}

export interface StartLookupWorkersOptions {
  /** Extra node flags (profiling, heap settings). */
  execArgv?: readonly string[];
  /**
   * Serve each worker's /metrics on a free port of its own (`metricsUrls`). Off by default: replicas on
   * one machine would fight over the default port.
   */
  metrics?: boolean;
  /** The worker's TypeScript under tsx (the default) or its compiled dist/ file with plain node. */
  mode?: RunMode;
}

/** Running lookup worker processes and what they printed. */
export interface LookupWorkers {
  pids: number[];
  output: string[];
  /** Each worker's /metrics URL, in start order (empty unless started with `metrics`). */
  metricsUrls: string[];
  stop(): Promise<void>;
}

/**
 * Starts `count` real lookup worker processes (`tsx lookup-worker/src/main.ts`, run as `node --import tsx`
 * so no npx or tsx wrapper sits between us and the worker's pid) and waits until each logs that it is
 * ready. The environment is built from scratch so a stray upstream URL cannot leak in.
 */
export async function startLookupWorkers(
  count: number,
  env: LookupWorkerEnv,
  options: StartLookupWorkersOptions = {},
): Promise<LookupWorkers> {
  const output: string[] = [];
  const children: ChildProcess[] = [];
  const ports = options.metrics ? await Promise.all(Array.from({ length: count }, () => freePort())) : [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
  };
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const execArgv = options.execArgv ?? [];
        const child = spawn(
          process.execPath,
          [...execArgv, ...nodeArgs('lookup-worker/src/main.ts', options.mode ?? 'tsx')],
          {
            cwd: REPO_ROOT,
            env: {
              PATH: process.env.PATH ?? '',
              HOME: process.env.HOME ?? '',
              UPSTREAMS: 'sandbox',
              LOG_LEVEL: 'info',
              LOOKUP_WORKER_METRICS_PORT: String(ports[i] ?? 0),
              ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        children.push(child);
        await waitReady(child, (line) => output.push(`[worker ${i}] ${line}`));
      }),
    );
  } catch (error) {
    await stop();
    throw new Error(`lookup workers did not start: ${String(error)}\n${output.join('\n')}`);
  }
  const metricsUrls = ports.map((port) => `http://127.0.0.1:${port}/metrics`);
  return { pids: children.map((c) => c.pid!), output, metricsUrls, stop };
}

function waitReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready line in time')), READY_TIMEOUT_MS);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        log(line);
        if (line.includes('lookup worker ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited early (code ${code}, signal ${signal})`));
    });
  });
}
