import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { nodeArgs, REPO_ROOT, type RunMode } from '@namescope/runtime';
import { stopChild } from '@namescope/runtime/testing';

/** One real NameScope process started by a test, with everything it printed. */
export interface NodeProcess {
  name: string;
  pid: number;
  output: string[];
  /** Resolves when the process has exited (for whatever reason). */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the kernel's OOM killer would: no shutdown hook runs. */
  kill(): Promise<void>;
}

/**
 * Starts `main` (a path from the repository root, e.g. 'api/src/server.ts') as its own node process, under
 * tsx or compiled, with an environment built from scratch plus `env` (so none of the test runner's settings
 * leak in; the process still reads the repository's .env for what `env` does not set, as it would anywhere).
 */
export function startNodeProcess(
  name: string,
  main: string,
  env: Record<string, string | number>,
  mode: RunMode = 'tsx',
): NodeProcess {
  const child: ChildProcess = spawn(process.execPath, nodeArgs(main, mode), {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => output.push(`[${name}] ${line}`));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    pid: child.pid!,
    output,
    exited,
    stop: () => stopChild(child),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
